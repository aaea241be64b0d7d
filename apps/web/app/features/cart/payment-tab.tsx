import type { PaymentType } from '@store/contract';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { CartActionData } from './cart-action-data.ts';
import { RadioCard } from './radio-card.tsx';

/**
 * Profile tab 4: the payment method of the cart (the next order). A plain form of native radios
 * posted to the tab's own action, so it works without scripts (its Save button); with scripts a
 * choice is sent at once and the button is not needed.
 */
export function PaymentTab({
  paymentTypes,
  selected,
}: {
  paymentTypes: PaymentType[];
  selected: number | null;
}) {
  const t = useT('shop');
  const changer = useFormAction<CartActionData>({ key: 'payment-tab' });
  useFormResult(changer.result);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const asked = changer.fetcher.formData?.get('paymentTypeId');
  const current = typeof asked === 'string' ? Number(asked) : selected;
  return (
    <changer.fetcher.Form
      method="post"
      className="flex max-w-lg flex-col gap-3"
      onChange={(event) => changer.submit(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        changer.submit(event.currentTarget);
      }}
    >
      <ResultNotice result={changer.posted} />
      <input type="hidden" name="intent" value="payment" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('paymentIntro')}</legend>
        {paymentTypes.map((type) => (
          <RadioCard
            key={type.id}
            name="paymentTypeId"
            value={type.id}
            checked={current === type.id}
            onChange={() => {}}
            required
          >
            <span className="font-semibold">{type.type}</span>
          </RadioCard>
        ))}
      </fieldset>
      {!scripted && (
        <button
          type="submit"
          className="h-11 self-start rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700"
        >
          {t('choose')}
        </button>
      )}
    </changer.fetcher.Form>
  );
}
