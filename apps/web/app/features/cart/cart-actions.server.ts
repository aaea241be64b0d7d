import {
  addressSelectBody,
  cartAddBody,
  cartDeleteBody,
  cartUpdateBody,
  type Lang,
  localizeIssues,
  parseForMessages,
  paymentSelectBody,
  promoCodeBody,
} from '@store/contract';
import { data } from 'react-router';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { invalidResult, shopResult } from '../../lib/forms/shop.server.ts';
import type { CartActionData, CartActionResult } from './cart-action-result.ts';

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
 * A cart post (`intent` and its fields): every change to the cart goes through
 * here (product cards, the product page, the cart page, the profile). Answers the API's message and
 * data; the page's loaders (and the header's cart badge) revalidate after it.
 */
export async function cartAction(request: Request, api: StoreApi, lang: Lang) {
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
  const { status, envelope } = await api.call<CartActionData>('POST', spec.path, body);
  const result: CartActionResult = shopResult(intent, status, envelope);
  return data(result, { status: result.ok ? 200 : status });
}
