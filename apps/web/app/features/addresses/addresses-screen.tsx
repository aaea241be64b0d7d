import type { Address } from '@store/contract';
import { profileTabPath } from '@store/contract';
import { useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { ConfirmDialog } from '../../ui/shop-dialog.tsx';
import { ProfileTab } from '../accounts/index.ts';
import { AddressForm, addressFields, emptyAddress } from './address-form.tsx';
import { addressLine } from './address-text.ts';

export interface AddressesData {
  addresses: Address[];
  deliveryId: number | null;
  editing: Address | null;
  adding: boolean;
  confirming: { kind: 'delete' | 'select'; id: number } | null;
  redirectTo: string | null;
  /** The maps' style for the address form's pin (docs/decisions/0091); null: plain background. */
  mapStyleUrl?: string | null;
}

const button =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors';

/**
 * Profile tab 2: the addresses (add, edit, delete, use for delivery). Every action is a link or a
 * form, so the tab works without scripts: Delete and Use for delivery open a confirmation drawn in
 * the page (`?delete=ID`), which scripts replace with the confirmation dialog.
 */
export function AddressesScreen({
  addresses,
  deliveryId,
  editing,
  adding,
  confirming,
  redirectTo,
  mapStyleUrl = null,
}: AddressesData) {
  const t = useT('shop');
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const posted = useActionData() as FormResult | undefined;
  const [confirm, setConfirm] = useState<AddressesData['confirming']>(null);
  const changer = useFormAction({ key: 'address-change', action: profileTabPath(2, lang) });
  useFormResult(changer.result);
  const closeForm = () => navigate(location.pathname, { replace: true });
  // A post without scripts that succeeded closes the form or confirmation it came from.
  const done = posted?.ok === true;
  const formOpen = (adding || editing !== null) && !done;
  const inPage = confirming && !done ? confirming : null;

  const ask = (kind: 'delete' | 'select', id: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    setConfirm({ kind, id });
  };

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
      <ResultNotice result={posted} className="mb-4" />
      {formOpen && (
        <div className="mb-6">
          <AddressForm
            key={editing?.id ?? 'new'}
            title={editing ? t('editAddress') : t('newAddress')}
            editingId={editing?.id}
            initial={editing ? addressFields(editing) : emptyAddress}
            cancelTo={redirectTo ?? location.pathname}
            redirectTo={editing ? null : redirectTo}
            onSaved={closeForm}
            mapStyleUrl={mapStyleUrl}
          />
        </div>
      )}
      {inPage && (
        <Form
          method="post"
          action={location.pathname}
          className="mb-6 rounded-2xl border border-slate-300 bg-white p-5"
          aria-labelledby="address-confirm-title"
        >
          <h3 id="address-confirm-title" className="text-lg font-bold text-slate-900">
            {inPage.kind === 'delete' ? t('deleteAddressTitle') : t('useForDeliveryTitle')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {inPage.kind === 'delete' ? t('deleteAddressText') : t('useForDeliveryText')}
          </p>
          <input type="hidden" name="intent" value={inPage.kind} />
          <input
            type="hidden"
            name={inPage.kind === 'delete' ? 'address_id' : 'addressId'}
            value={inPage.id}
          />
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Link
              to={location.pathname}
              replace
              className="inline-flex h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('cancel')}
            </Link>
            <button
              type="submit"
              className={`h-11 rounded-full px-6 text-sm font-bold text-white ${inPage.kind === 'delete' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'}`}
            >
              {t('ok')}
            </button>
          </div>
        </Form>
      )}
      {addresses.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-3 desk:grid-cols-2">
          {addresses.map((address) => {
            const delivery = address.id === deliveryId;
            const line = addressLine(address, lang);
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
                  <p className="text-sm text-slate-900">{line}</p>
                  {address.notes && <p className="mt-1 text-xs text-slate-600">{address.notes}</p>}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Link
                    to={`?edit=${address.id}`}
                    aria-label={`${t('edit')}: ${line}`}
                    className={`${button} border-slate-300 text-slate-800 hover:bg-slate-50`}
                  >
                    {t('edit')}
                  </Link>
                  <Link
                    to={`?delete=${address.id}`}
                    onClick={ask('delete', address.id)}
                    role="button"
                    aria-label={`${t('delete')}: ${line}`}
                    className={`${button} border-red-200 text-red-700 hover:bg-red-50`}
                  >
                    {t('delete')}
                  </Link>
                  {!delivery && (
                    <Link
                      to={`?select=${address.id}`}
                      onClick={ask('select', address.id)}
                      role="button"
                      aria-label={`${t('useForDelivery')}: ${line}`}
                      className={`${button} border-brand-600 text-brand-700 hover:bg-brand-50`}
                    >
                      {t('useForDelivery')}
                    </Link>
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
          changer.submit(
            confirm.kind === 'delete'
              ? { intent: 'delete', address_id: String(confirm.id) }
              : { intent: 'select', addressId: String(confirm.id) },
          );
        }}
      />
    </ProfileTab>
  );
}
