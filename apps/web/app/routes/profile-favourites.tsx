import { ContentPage } from '../components/content/content-page.tsx';

/** Placeholder: Favourites (being built). */
export default function Page() {
  return <ContentPage title="Favourites" />;
}
