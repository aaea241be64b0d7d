import type { Envelope, Lang } from '@store/contract';
import { isRouteErrorResponse, redirect } from 'react-router';
import type { StoreApi } from '../api/store-api.server.ts';
import type { ShopResult } from './shop-result.ts';

/**
 * The shop's pages need a login (docs/product.md#guests): guests, and sessions the API no longer knows
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

export function shopResult<D>(intent: string, status: number, envelope: Envelope<D, unknown>): ShopResult<D> {
  const ok = status === 200 && envelope.code === 200;
  return {
    ok,
    intent,
    message: envelope.message ?? '',
    validation: envelope.validation ?? [],
    data: ok ? (envelope.data ?? null) : null,
    item: envelope.item ?? null,
  };
}

export function invalidResult(intent: string, messages: string[]): ShopResult<never> {
  return { ok: false, intent, message: messages[0] ?? '', validation: messages, data: null, item: null };
}
