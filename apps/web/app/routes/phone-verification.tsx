import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Phone verification (being built). */
export default function Page() {
  return <ContentPage title="Phone verification" />;
}
