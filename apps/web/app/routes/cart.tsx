import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Cart (being built). */
export default function Page() {
  return <ContentPage title="Cart" />;
}
