import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Order placed (being built). */
export default function Page() {
  return <ContentPage title="Order placed" />;
}
