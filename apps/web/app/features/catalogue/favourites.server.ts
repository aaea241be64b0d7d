import { favoriteToggleBody, type Lang, parseForMessages } from '@store/contract';
import { data } from 'react-router';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';

/** Profile tab 5: the favourite products. */
export function loadFavourites(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, async () => ({ products: await api.favorites() }));
}

/** A heart's post (`productId`): the product's new favourite flag is the answer's data. */
export async function favoriteToggle(request: Request, api: StoreApi, lang: Lang) {
  const parsed = parseForMessages(favoriteToggleBody, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data(invalidResult('favorite', parsed.error.issues, lang), { status: 422 });
  const { status, envelope } = await api.op('toggleFavorite', { body: parsed.data });
  const answer = apiResult('favorite', status, envelope);
  const result: FormResult<boolean> = { ...answer, data: answer.ok ? envelope.item === true : null };
  return data(result, { status: result.ok ? 200 : status });
}
