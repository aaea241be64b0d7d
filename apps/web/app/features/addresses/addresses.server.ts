import {
  type Address,
  addressBody,
  addressDeleteBody,
  addressSelectBody,
  addressUpdateBody,
  type Envelope,
  type Lang,
  type OperationInput,
} from '@store/contract';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n.ts';
import { forShopper, statusOf } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { webEnv } from '../../lib/env.server.ts';
import { apiResult, parseFields } from '../../lib/forms/form-result.server.ts';
import { messageResult } from '../../lib/forms/form-result.ts';
import { redirectToParam, safeRedirect } from '../../lib/forms/redirect-to.ts';

/**
 * Profile tab 2: the addresses, the cart's delivery address, the address to edit (`?edit=ID`, from
 * its detail), the form for a new one (`?new=1`), a confirmation drawn in the page for a post without
 * scripts (`?delete=ID`, `?select=ID`), and where a new address goes back to (`?redirectTo=`: the
 * cart or checkout that sent the customer here).
 */
export function loadAddresses(request: Request, api: StoreApi, lang: Lang) {
  const search = new URL(request.url).searchParams;
  const idOf = (name: string) => {
    const id = Number(search.get(name));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };
  const editId = idOf('edit');
  return forShopper(lang, api, async () => {
    const [addresses, cart] = await Promise.all([api.addresses(), api.cart()]);
    let editing: Address | null = null;
    if (editId) {
      editing = await api.address(editId).catch((error: unknown) => {
        if (statusOf(error) === 404) return null;
        throw error;
      });
    }
    const deleting = idOf('delete');
    const selecting = idOf('select');
    return {
      addresses,
      deliveryId: cart.address?.id ?? null,
      editing,
      adding: search.has('new'),
      confirming: deleting
        ? { kind: 'delete' as const, id: deleting }
        : selecting
          ? { kind: 'select' as const, id: selecting }
          : null,
      redirectTo: safeRedirect(search.get(redirectToParam)) ?? null,
      mapStyleUrl: webEnv().mapStyleUrl,
    };
  });
}

type AddressOperation = 'addAddress' | 'updateAddress' | 'deleteAddress' | 'selectAddress';

/** Each intent's API operation; its fields must pass that operation's body schema. */
const intents: Record<string, { op: AddressOperation; schema: z.ZodType }> = {
  create: { op: 'addAddress', schema: addressBody },
  update: { op: 'updateAddress', schema: addressUpdateBody },
  delete: { op: 'deleteAddress', schema: addressDeleteBody },
  select: { op: 'selectAddress', schema: addressSelectBody },
};

/**
 * Add, edit, delete an address, or make it the cart's delivery address. A new address added on the
 * way from the cart or checkout (`redirectTo`) becomes the cart's delivery address, and the customer
 * goes back there (a redirect: a fetcher follows it as a navigation, a plain post as the browser's).
 */
export async function addressAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const spec = intents[intent];
  if (!spec)
    return data(messageResult(false, intent, translator(lang, 'shop')('actionFailed')), { status: 400 });
  const back = safeRedirect(form[redirectToParam]);
  // Empty optional fields are left out rather than sent as ''.
  const input = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''));
  const parsed = parseFields(input, spec.schema, lang);
  if (!parsed.ok) return data({ ...parsed.result, intent }, { status: 422 });
  const { status, envelope } = await api.op<AddressOperation>(spec.op, {
    body: parsed.data,
  } as OperationInput<AddressOperation>);
  const result = apiResult<unknown>(intent, status, envelope as Envelope<unknown, unknown>);
  if (!result.ok) return data(result, { status });
  if (intent === 'create' && back) {
    const addressId = Number(envelope.item);
    await api.op('selectAddress', { body: { addressId } });
    throw redirect(back);
  }
  return data(result);
}
