import { redirect } from 'react-router';
import { searchPath } from '../features/catalogue/search-box.tsx';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/search-submit';

/** The header search without JavaScript: `/{lang}/search?q=text` goes to `/{lang}/search/text`. */
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOf(params);
  const text = new URL(request.url).searchParams.get('q') ?? '';
  throw redirect(searchPath(lang, text) ?? `/${lang}/`);
}
