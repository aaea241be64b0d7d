import {
  addressSelectBody,
  type Cart,
  cartAddBody,
  cartDeleteBody,
  cartUpdateBody,
  localizeIssues,
  parseForMessages,
  paymentSelectBody,
  promoCodeBody,
} from '@store/contract';
import { data } from 'react-router';
import type { z } from 'zod';
import { invalidResult, shopResult } from '../features/cart/shop.server.ts';
import type { ShopResult } from '../features/cart/shop-result.ts';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/cart-actions';

/** What a cart post answers: the cart after the change, and the line added or changed. */
export type CartActionData = { cart: Cart; item?: { itemId: number; quantity: number } };
export type CartActionResult = ShopResult<CartActionData>;

/** Each intent: the API call it makes and the schema (shared with the API) its fields must pass. */
const intents: Record<string, { path: string; schema?: z.ZodType }> = {
  add: { path: 'cart/add', schema: cartAddBody },
  update: { path: 'cart/update', schema: cartUpdateBody },
  delete: { path: 'cart/delete', schema: cartDeleteBody },
  empty: { path: 'cart/empty' },
  'promo-add': { path: 'cart/promoCode/add', schema: promoCodeBody },
  'promo-remove': { path: 'cart/promoCode/remove' },
  payment: { path: 'cart/payment/select', schema: paymentSelectBody },
  address: { path: 'cart/address/select', schema: addressSelectBody },
};

/**
 * `POST /{lang}/cart-actions` with an `intent` and its fields: every change to the cart goes through
 * here (product cards, the product page, the cart page, the profile). Answers the API's message and
 * data; the page's loaders (and the header's cart badge) revalidate after it.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = Object.fromEntries(await request.formData());
  const intent = typeof form.intent === 'string' ? form.intent : '';
  const spec = intents[intent];
  if (!spec) {
    return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')]), { status: 400 });
  }
  const { intent: _, ...fields } = form;
  let body: Record<string, unknown> = {};
  if (spec.schema) {
    const parsed = parseForMessages(spec.schema, fields);
    if (!parsed.success) {
      return data(invalidResult(intent, localizeIssues(parsed.error.issues, lang)), { status: 422 });
    }
    body = parsed.data as Record<string, unknown>;
  }
  const api = context.get(storeApiContext);
  const { status, envelope } = await api.call<CartActionData>('POST', spec.path, body);
  const result: CartActionResult = shopResult(intent, status, envelope);
  return data(result, { status: result.ok ? 200 : status });
}
