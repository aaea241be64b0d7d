import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Order (being built). */
export default function Page() {
  return <ContentPage title="Order" />;
}
