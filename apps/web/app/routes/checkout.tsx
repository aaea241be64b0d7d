import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Checkout (being built). */
export default function Page() {
  return <ContentPage title="Checkout" />;
}
