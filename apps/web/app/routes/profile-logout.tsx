import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Logout (being built). */
export default function Page() {
  return <ContentPage title="Logout" />;
}
