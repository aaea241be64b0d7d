import { redirect } from 'react-router';
import { readCookie } from '../lib/api/store-middleware.server.ts';
import { visitorLang } from '../lib/seo/prefixless.ts';
import type { Route } from './+types/language-redirect';

/**
 * '/' goes to the saved language, else the browser's (Arabic or English), else English. Temporary
 * (302), unlike the other pages without a language (store-layout.tsx): '/' is the store's address in
 * every language, not a page that moved.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = visitorLang(
    readCookie(request.headers.get('cookie'), 'lang'),
    request.headers.get('accept-language'),
  );
  throw redirect(`/${lang}/`, { headers: { Vary: 'Cookie, Accept-Language' } });
}
