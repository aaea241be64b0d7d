import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Prescriptions (being built). */
export default function Page() {
  return <ContentPage title="Prescriptions" />;
}
