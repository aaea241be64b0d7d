import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Register (being built). */
export default function Page() {
  return <ContentPage title="Register" />;
}
