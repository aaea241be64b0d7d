import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Checkout redirect (being built). */
export default function Page() {
  return <ContentPage title="Checkout redirect" />;
}
