import type { Address, PaymentType } from '@store/contract';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { shorten } from '../../i18n/money.ts';
import { ShopDialog } from '../../ui/shop-dialog.tsx';
import { addressLine } from '../addresses/index.ts';
import { ChoiceRadios } from './choice-radios.tsx';

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
  return (
    <ShopDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('chooseAddress')}>
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noAddresses')}</p>
      ) : (
        <ChoiceRadios
          label={t('deliveryAddress')}
          hideLabel
          choices={addresses.map((address) => ({ id: address.id, label: shorten(addressLine(address)) }))}
          selected={selected}
          onChange={(id) => {
            onSelect(id);
            onOpenChange(false);
          }}
        />
      )}
      <Link
        to={`/${lang}/profile/2?new=1`}
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
