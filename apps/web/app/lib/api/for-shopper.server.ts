import type { Lang } from '@store/contract';
import { isRouteErrorResponse, redirect } from 'react-router';
import { loginPath } from '../forms/redirect-to.ts';
import type { StoreApi } from './store-api.server.ts';

/**
 * The shop's pages need a login (spec section 6): guests, and sessions the API no longer knows
 * (401), go to the login page, which brings them back to this page (`api.page`) once logged in.
 */
export async function forShopper<T>(
  lang: Lang,
  api: StoreApi,
  load: () => Promise<T>,
  /** The request, when the page to come back to is not the one this request loads. */
  request?: Request,
): Promise<T> {
  const url = request ? new URL(request.url) : null;
  const back = url ? `${url.pathname}${url.search}` : api.page;
  if (!api.loggedIn) throw redirect(loginPath(lang, back));
  try {
    return await load();
  } catch (error) {
    if (statusOf(error) === 401) throw redirect(loginPath(lang, back));
    throw error;
  }
}

/** The status of an API failure (`data(…, {status})` thrown by the client), 500 for anything else. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const init = (error as { init?: ResponseInit | null } | null)?.init;
  return typeof init?.status === 'number' ? init.status : 500;
}
