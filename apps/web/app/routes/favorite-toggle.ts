import { favoriteToggleBody, localizeIssues, parseForMessages } from '@store/contract';
import { data } from 'react-router';
import { storeApiContext } from '../lib/api/request-context.ts';
import { invalidResult, shopResult } from '../lib/forms/shop.server.ts';
import type { ShopResult } from '../lib/forms/shop-result.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/favorite-toggle';

/** `item` is the product's new favourite flag. */
export type FavoriteResult = ShopResult<null>;

/** `POST /{lang}/favorite-toggle` with `productId`: adds the product to the favourites or removes it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const parsed = parseForMessages(favoriteToggleBody, Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(invalidResult('favorite', localizeIssues(parsed.error.issues, lang)), { status: 422 });
  }
  const { status, envelope } = await context
    .get(storeApiContext)
    .call<null>('POST', 'favorite/toggle/product', parsed.data);
  const result: FavoriteResult = shopResult('favorite', status, envelope);
  return data(result, { status: result.ok ? 200 : status });
}
