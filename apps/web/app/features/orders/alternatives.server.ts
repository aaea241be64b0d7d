import type { Lang } from '@store/contract';
import { data, redirect } from 'react-router';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import { orderIdOf } from './order.server.ts';

/** The order's items waiting for the customer's choice of substitutes (docs/decisions/0020). */
export function loadAlternatives(api: StoreApi, lang: Lang, rawId: string) {
  const id = orderIdOf(rawId);
  return forShopper(lang, api, async () => ({ id, ...(await api.orderAlternatives(id)) }));
}

export type AlternativesPageData = Awaited<ReturnType<typeof loadAlternatives>>;

/**
 * The answer, as a plain form post (it works without scripts): `choice-{itemId}` is the chosen
 * substitute's id or `drop`. An item without a choice is left out, so the API names it (422).
 * Saved: back to the order page.
 */
export async function alternativesAction(request: Request, api: StoreApi, lang: Lang, rawId: string) {
  const id = orderIdOf(rawId);
  const form = await request.formData();
  const items: { id: number; alternativeId: number | null }[] = [];
  for (const [name, value] of form) {
    const match = /^choice-(\d{1,10})$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    if (value !== 'drop' && !/^\d{1,10}$/.test(value)) continue;
    items.push({ id: Number(match[1]), alternativeId: value === 'drop' ? null : Number(value) });
  }
  const { status, envelope } = await api.op('chooseAlternatives', { params: { id }, body: { items } });
  const result = apiResult('alternatives', status, envelope);
  if (!result.ok) return data(result, { status });
  throw redirect(`/${lang}/order-info/${id}?alternatives=saved`);
}
