import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Account (being built). */
export default function Page() {
  return <ContentPage title="Account" />;
}
