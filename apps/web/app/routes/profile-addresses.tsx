import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Addresses (being built). */
export default function Page() {
  return <ContentPage title="Addresses" />;
}
