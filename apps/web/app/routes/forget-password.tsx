import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Forgot password (being built). */
export default function Page() {
  return <ContentPage title="Forgot password" />;
}
