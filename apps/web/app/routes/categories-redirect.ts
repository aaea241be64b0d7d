import { defaultLang, isLang } from '@store/contract';
import { redirect } from 'react-router';
import { readCookie } from '../lib/api/store-middleware.server.ts';
import type { Route } from './+types/categories-redirect';

/** `/categories` without a language: the saved language's categories page (English on a first visit). */
export function loader({ request }: Route.LoaderArgs) {
  const saved = readCookie(request.headers.get('cookie'), 'lang');
  throw redirect(`/${isLang(saved) ? saved : defaultLang}/categories`);
}
