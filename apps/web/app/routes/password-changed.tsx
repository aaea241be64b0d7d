import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Password changed (being built). */
export default function Page() {
  return <ContentPage title="Password changed" />;
}
