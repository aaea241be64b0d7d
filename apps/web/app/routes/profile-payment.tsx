import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Payment (being built). */
export default function Page() {
  return <ContentPage title="Payment" />;
}
