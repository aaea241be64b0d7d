import {
  type Address,
  addressBody,
  addressDeleteBody,
  addressSelectBody,
  addressUpdateBody,
  localizeIssue,
  type OperationInput,
  parseForMessages,
} from '@store/contract';
import { useState } from 'react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import {
  type AddressFields,
  AddressForm,
  addressFields,
  emptyAddress,
} from '../features/addresses/address-form.tsx';
import { addressLine } from '../features/addresses/address-text.ts';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper, invalidResult, shopResult, statusOf } from '../lib/forms/shop.server.ts';
import { type ShopResult, useShopFetcher } from '../lib/forms/shop-result.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { ConfirmDialog } from '../ui/shop-dialog.tsx';
import type { Route } from './+types/profile-addresses';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('addressesTitle'),
    description: t('addressesTitle'),
    path: '/profile/2',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The addresses, the cart's delivery address, and (`?edit=ID`) the address to edit, from its detail. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const search = new URL(request.url).searchParams;
  const editId = Number(search.get('edit'));
  return forShopper(lang, api, async () => {
    const [addresses, cart] = await Promise.all([api.addresses(), api.cart()]);
    let editing: Address | null = null;
    if (Number.isSafeInteger(editId) && editId > 0) {
      editing = await api.address(editId).catch((error: unknown) => {
        if (statusOf(error) === 404) return null;
        throw error;
      });
    }
    return {
      addresses,
      deliveryId: cart.address?.id ?? null,
      editing,
      adding: search.has('new'),
    };
  });
}

type Field = keyof AddressFields;
export type AddressResult = ShopResult<unknown> & { fieldErrors?: Partial<Record<Field, string>> };

/** Each intent's API operation; its fields must pass that operation's body schema. */
const intents: Record<string, { op: AddressOperation; schema: z.ZodType }> = {
  create: { op: 'addAddress', schema: addressBody },
  update: { op: 'updateAddress', schema: addressUpdateBody },
  delete: { op: 'deleteAddress', schema: addressDeleteBody },
  select: { op: 'selectAddress', schema: addressSelectBody },
};
type AddressOperation = 'addAddress' | 'updateAddress' | 'deleteAddress' | 'selectAddress';

/** Add, edit, delete an address, or make it the cart's delivery address. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const spec = intents[intent];
  if (!spec) return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')]), { status: 400 });
  const { intent: _, ...fields } = form;
  // Empty optional fields are left out rather than sent as ''.
  const input = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const parsed = parseForMessages(spec.schema, input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[issue.path[0] as Field] ??= localizeIssue(issue, lang);
    }
    const result: AddressResult = { ...invalidResult(intent, Object.values(fieldErrors)), fieldErrors };
    return data(result, { status: 422 });
  }
  const { status, envelope } = await context
    .get(storeApiContext)
    .op<AddressOperation>(spec.op, { body: parsed.data } as OperationInput<AddressOperation>);
  const result: AddressResult = shopResult<unknown>(intent, status, envelope);
  return data(result, { status: result.ok ? 200 : status });
}

/** Profile tab 2: the addresses (add, edit, delete, use for delivery). */
export default function ProfileAddresses({ loaderData }: Route.ComponentProps) {
  const { addresses, deliveryId, editing, adding } = loaderData;
  const t = useT('shop');
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'select'; id: number } | null>(null);
  const closeForm = () => navigate(location.pathname, { replace: true });
  const saver = useShopFetcher<unknown>((result) => {
    if (result.ok) closeForm();
  });
  const changer = useShopFetcher<unknown>();
  const saverData = saver.data as AddressResult | undefined;
  const formOpen = adding || editing !== null;

  const save = (values: AddressFields) => {
    if (saver.state !== 'idle') return;
    void saver.submit(
      editing ? { intent: 'update', address_id: editing.id, ...values } : { intent: 'create', ...values },
      { method: 'post' },
    );
  };

  const button =
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors';
  return (
    <ProfileTab
      title={t('addressesTitle')}
      action={
        !formOpen && (
          <Link
            to="?new=1"
            className="inline-flex h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
          >
            {t('addAddress')}
          </Link>
        )
      }
    >
      {formOpen && (
        <div className="mb-6">
          <AddressForm
            key={editing?.id ?? 'new'}
            title={editing ? t('editAddress') : t('newAddress')}
            initial={editing ? addressFields(editing) : emptyAddress}
            onSave={save}
            onCancel={closeForm}
            saving={saver.state !== 'idle'}
            serverErrors={saverData?.fieldErrors}
          />
        </div>
      )}
      {addresses.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-3 desk:grid-cols-2">
          {addresses.map((address) => {
            const delivery = address.id === deliveryId;
            return (
              <li
                key={address.id}
                data-testid="address-card"
                className={`flex flex-col gap-3 rounded-xl border bg-white p-4 ${delivery ? 'border-brand-600' : 'border-slate-200'}`}
              >
                <div>
                  {delivery && (
                    <p className="mb-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
                      {t('selectedForDelivery')}
                    </p>
                  )}
                  <p className="text-sm text-slate-900">{addressLine(address)}</p>
                  {address.notes && <p className="mt-1 text-xs text-slate-600">{address.notes}</p>}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Link
                    to={`?edit=${address.id}`}
                    aria-label={`${t('edit')}: ${addressLine(address)}`}
                    className={`${button} border-slate-300 text-slate-800 hover:bg-slate-50`}
                  >
                    {t('edit')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => setConfirm({ kind: 'delete', id: address.id })}
                    aria-label={`${t('delete')}: ${addressLine(address)}`}
                    className={`${button} border-red-200 text-red-700 hover:bg-red-50`}
                  >
                    {t('delete')}
                  </button>
                  {!delivery && (
                    <button
                      type="button"
                      onClick={() => setConfirm({ kind: 'select', id: address.id })}
                      aria-label={`${t('useForDelivery')}: ${addressLine(address)}`}
                      className={`${button} border-brand-600 text-brand-700 hover:bg-brand-50`}
                    >
                      {t('useForDelivery')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'delete' ? t('deleteAddressTitle') : t('useForDeliveryTitle')}
        text={confirm?.kind === 'delete' ? t('deleteAddressText') : t('useForDeliveryText')}
        danger={confirm?.kind === 'delete'}
        onConfirm={() => {
          if (!confirm) return;
          void changer.submit(
            confirm.kind === 'delete'
              ? { intent: 'delete', address_id: confirm.id }
              : { intent: 'select', addressId: confirm.id },
            { method: 'post', action: `/${lang}/profile/2` },
          );
        }}
      />
    </ProfileTab>
  );
}
