import type { Address, PaymentType } from '@store/contract';
import { Form, Link, useLocation } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { shorten } from '../../i18n/money.ts';
import { ShopDialog } from '../../ui/shop-dialog.tsx';
import { addressLine, newAddressPath } from '../addresses/index.ts';
import { ChoiceRadios } from './choice-radios.tsx';
import { RadioCard } from './radio-card.tsx';

/** The cart's address chooser: the user's addresses (text shortened to 25 characters) and a link to add one. */
export function AddressChooser({
  isOpen,
  onOpenChange,
  addresses,
  selected,
  onSelect,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  addresses: Address[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useT('shop');
  const lang = useLang();
  const location = useLocation();
  return (
    <ShopDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('chooseAddress')}>
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noAddresses')}</p>
      ) : (
        <ChoiceRadios
          label={t('deliveryAddress')}
          hideLabel
          choices={addresses.map((address) => ({
            id: address.id,
            label: shorten(addressLine(address, lang)),
          }))}
          selected={selected}
          onChange={(id) => {
            onSelect(id);
            onOpenChange(false);
          }}
        />
      )}
      <Link
        to={newAddressPath(lang, location.pathname)}
        className="mt-4 inline-flex h-11 items-center rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50"
      >
        {t('addAddress')}
      </Link>
    </ShopDialog>
  );
}

/** The cart's payment chooser: a radio group of the payment types. */
export function PaymentChooser({
  isOpen,
  onOpenChange,
  types,
  selected,
  onSelect,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  types: PaymentType[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useT('shop');
  return (
    <ShopDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('choosePayment')}>
      <ChoiceRadios
        label={t('paymentMethod')}
        hideLabel
        choices={types.map((type) => ({ id: type.id, label: type.type }))}
        selected={selected}
        onChange={(id) => {
          onSelect(id);
          onOpenChange(false);
        }}
      />
    </ShopDialog>
  );
}

/**
 * A chooser drawn in the page (`?choose=address|payment`, or after a refused checkout): native
 * radios and a submit button posting to the cart page, so a choice is made without scripts too.
 */
export function ChooserForm({
  kind,
  addresses,
  types,
  selected,
}: {
  kind: 'address' | 'payment';
  addresses: Address[];
  types: PaymentType[];
  selected: number | null;
}) {
  const t = useT('shop');
  const lang = useLang();
  const location = useLocation();
  const choices =
    kind === 'address'
      ? addresses.map((address) => ({ id: address.id, label: shorten(addressLine(address, lang)) }))
      : types.map((type) => ({ id: type.id, label: type.type }));
  const title = kind === 'address' ? t('chooseAddress') : t('choosePayment');
  return (
    <section aria-labelledby="chooser-in-page" className="rounded-xl border border-brand-600 p-4">
      <h3 id="chooser-in-page" className="mb-3 font-bold text-slate-900">
        {title}
      </h3>
      {/* To the page without its query: once chosen, the chooser closes. */}
      <Form method="post" action={`/${lang}/cart`} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={kind} />
        {choices.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noAddresses')}</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">
              {kind === 'address' ? t('deliveryAddress') : t('paymentMethod')}
            </legend>
            {choices.map((choice) => (
              <RadioCard
                key={choice.id}
                name={kind === 'address' ? 'addressId' : 'paymentTypeId'}
                value={choice.id}
                defaultChecked={choice.id === selected}
                required
              >
                <span className="font-semibold">{choice.label}</span>
              </RadioCard>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          {choices.length > 0 && (
            <button
              type="submit"
              className="h-11 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700"
            >
              {t('choose')}
            </button>
          )}
          {kind === 'address' && (
            <Link
              to={newAddressPath(lang, location.pathname)}
              className="inline-flex h-11 items-center rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50"
            >
              {t('addAddress')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
