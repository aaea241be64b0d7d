import {
  addressSelectBody,
  cartAddBody,
  cartDeleteBody,
  cartUpdateBody,
  type Lang,
  type OperationInput,
  parseForMessages,
  paymentSelectBody,
  promoCodeBody,
} from '@store/contract';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';

/** Each intent: the API call it makes and the schema (shared with the API) its fields must pass. */
const intents: Record<string, { op: CartOperation; schema?: z.ZodType }> = {
  add: { op: 'cartAdd', schema: cartAddBody },
  update: { op: 'cartUpdate', schema: cartUpdateBody },
  delete: { op: 'cartDelete', schema: cartDeleteBody },
  empty: { op: 'cartEmpty' },
  'promo-add': { op: 'promoAdd', schema: promoCodeBody },
  'promo-remove': { op: 'promoRemove' },
  payment: { op: 'selectPayment', schema: paymentSelectBody },
  address: { op: 'selectAddress', schema: addressSelectBody },
};
type CartOperation =
  | 'cartAdd'
  | 'cartUpdate'
  | 'cartDelete'
  | 'cartEmpty'
  | 'promoAdd'
  | 'promoRemove'
  | 'selectPayment'
  | 'selectAddress';

/**
 * `POST /{lang}/cart-actions`: every change to the cart goes through here (product cards, the
 * product page, the cart page, the profile). Answers the API's message and data; the page's loaders
 * (and the header's cart badge) revalidate after it.
 */
export async function cartAction(request: Request, api: StoreApi, lang: Lang) {
  return cartChange(await request.formData(), api, lang);
}

/** A cart post already read (`intent` and its fields), for the pages that also take other posts. */
export async function cartChange(form: FormData, api: StoreApi, lang: Lang) {
  // A guest's post without scripts (with them, the button asks to log in first).
  if (!api.loggedIn) throw redirect(`/${lang}/login`);
  const { intent: raw, ...fields } = Object.fromEntries(form);
  const intent = typeof raw === 'string' ? raw : '';
  const spec = intents[intent];
  if (!spec) {
    return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 400 });
  }
  let body: Record<string, unknown> = {};
  if (spec.schema) {
    const parsed = parseForMessages(spec.schema, fields);
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    body = parsed.data as Record<string, unknown>;
  }
  const { status, envelope } = await api.op<CartOperation>(spec.op, {
    body,
  } as OperationInput<CartOperation>);
  const result = apiResult(intent, status, envelope);
  return data(result, { status: result.ok ? 200 : status });
}
