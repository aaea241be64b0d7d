import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import type { CartActionData } from './cart-action-data.ts';

/** The promo code field (required, checked with the API's schema): apply, or remove the applied one. */
export function PromoCodeForm({ applied }: { applied: string | null }) {
  const t = useT('shop');
  const lang = useLang();
  const ids = { input: useId(), error: useId() };
  // The cart page's own action: without scripts the page shows the answer.
  const action = `/${lang}/cart`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ promocode: string }>({
    resolver: contractResolver('promoCodeForm', lang),
    defaultValues: { promocode: '' },
  });
  const promo = useFormAction<CartActionData>({ key: 'promo-code', action });
  useFormResult(promo.result, {
    setError,
    onResult: (result) => {
      if (result.ok) reset({ promocode: '' });
    },
  });
  const { fetcher, sending: busy } = promo;

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <span className="font-semibold text-brand-900">{t('promoApplied', { code: applied })}</span>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="promo-remove" />
          <button
            type="submit"
            disabled={busy}
            className="rounded-full px-3 py-1 font-semibold text-red-700 hover:bg-red-50"
          >
            {t('removePromo')}
          </button>
        </fetcher.Form>
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit((values) => promo.submit({ intent: 'promo-add', promocode: values.promocode }))(
          event,
        );
      }}
    >
      <input type="hidden" name="intent" value="promo-add" />
      <label htmlFor={ids.input} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={ids.input}
          {...register('promocode')}
          autoComplete="off"
          aria-invalid={errors.promocode ? true : undefined}
          aria-describedby={errors.promocode ? ids.error : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm uppercase aria-invalid:border-red-600"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('applyPromo')}
        </button>
      </div>
      {errors.promocode && (
        <p id={ids.error} className="mt-1 text-sm text-red-700">
          {errors.promocode.message}
        </p>
      )}
    </fetcher.Form>
  );
}
