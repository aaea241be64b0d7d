import { defaultLang, isLang } from '@store/contract';
import { redirect } from 'react-router';
import { readCookie } from '../lib/api/store-middleware.server.ts';
import type { Route } from './+types/language-redirect';

/** '/' goes to the saved language, or English on a first visit. */
export function loader({ request }: Route.LoaderArgs) {
  const saved = readCookie(request.headers.get('cookie'), 'lang');
  throw redirect(`/${isLang(saved) ? saved : defaultLang}/`);
}
