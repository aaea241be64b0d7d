import { redirect } from 'react-router';
import { storeApiContext } from '../lib/api/request-context.ts';
import { clearSessionCookie } from '../lib/api/store-middleware.server.ts';
import { safeRedirect } from '../lib/forms/redirect-to.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/logout';

/** Pages that only make sense logged in: leaving them goes home (docs/product.md#sessions). */
const privatePage = /^\/(en|ar)\/(profile|checkout)(\/|$)/;

/**
 * Ends the session: the API forgets the token, the cookie goes. Then home from a private page, else
 * back to the page the user was on (its data reloads as a guest's). The cookie is cleared even if
 * the API could not be told, so the browser is logged out either way.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = await request.formData();
  if (api.loggedIn) {
    try {
      await api.op('logout');
    } catch (error) {
      console.error('logout: the API could not end the session', error);
    }
  }
  const from = safeRedirect(form.get('redirectTo'));
  const to = !from || privatePage.test(from) ? `/${lang}/` : from;
  throw redirect(to, { headers: { 'Set-Cookie': clearSessionCookie(request) } });
}

/** Nothing to show: a GET (a typed address) goes home. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/`);
}
