import type { PaymentType } from '@store/contract';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import type { CartActionData } from './cart-action-data.ts';
import { ChoiceRadios } from './choice-radios.tsx';

/** Profile tab 4: the payment method of the cart (the next order), chosen at once. */
export function PaymentTab({
  paymentTypes,
  selected,
}: {
  paymentTypes: PaymentType[];
  selected: number | null;
}) {
  const t = useT('shop');
  const lang = useLang();
  const changer = useFormAction<CartActionData>({ action: `/${lang}/cart-actions` });
  useFormResult(changer.result);
  const asked = changer.fetcher.formData?.get('paymentTypeId');
  return (
    <div className="max-w-lg">
      <ChoiceRadios
        label={t('paymentIntro')}
        choices={paymentTypes.map((type) => ({ id: type.id, label: type.type }))}
        selected={typeof asked === 'string' ? Number(asked) : selected}
        onChange={(id) => changer.submit({ intent: 'payment', paymentTypeId: String(id) })}
      />
    </div>
  );
}
