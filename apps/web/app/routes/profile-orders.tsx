import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Orders (being built). */
export default function Page() {
  return <ContentPage title="Orders" />;
}
