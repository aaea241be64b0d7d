import type { Lang } from '@store/contract';
import { isRouteErrorResponse, redirect } from 'react-router';
import type { StoreApi } from './store-api.server.ts';

/**
 * The shop's pages need a login (spec section 6): guests, and sessions the API no longer knows
 * (401), go to the login page.
 */
export async function forShopper<T>(lang: Lang, api: StoreApi, load: () => Promise<T>): Promise<T> {
  if (!api.loggedIn) throw redirect(`/${lang}/login`);
  try {
    return await load();
  } catch (error) {
    if (statusOf(error) === 401) throw redirect(`/${lang}/login`);
    throw error;
  }
}

/** The status of an API failure (`data(…, {status})` thrown by the client), 500 for anything else. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const init = (error as { init?: ResponseInit | null } | null)?.init;
  return typeof init?.status === 'number' ? init.status : 500;
}
