import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Reset password (being built). */
export default function Page() {
  return <ContentPage title="Reset password" />;
}
