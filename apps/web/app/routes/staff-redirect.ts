import { isLang } from '@store/contract';
import { redirect } from 'react-router';
import { readCookie } from '../lib/api/store-middleware.server.ts';
import type { Route } from './+types/staff-redirect';

/** `/staff` (and anything under it without a language): the console in the last language used, else English. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = readCookie(request.headers.get('cookie'), 'lang');
  throw redirect(`/${isLang(lang) ? lang : 'en'}/staff`);
}
