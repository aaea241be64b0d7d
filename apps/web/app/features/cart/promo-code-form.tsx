import { useId, useRef, useState } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractCheck } from '../../lib/forms/contract-resolver.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import type { CartActionData } from './cart-action-data.ts';

/**
 * The promo code field (required, checked with the API's schema): apply, or remove the applied one.
 * One field needs no react-hook-form (13 KB gzip of the cart page's first load): it is checked with
 * the contract's schema on Apply, then again as it is typed, the way the other forms are.
 */
export function PromoCodeForm({ applied }: { applied: string | null }) {
  const t = useT('shop');
  const lang = useLang();
  const ids = { input: useId(), error: useId() };
  // The cart page's own action: without scripts the page shows the answer.
  const action = `/${lang}/cart`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // After the first Apply every change is checked again; only the latest check's answer counts.
  const submitted = useRef(false);
  const checks = useRef(0);
  const check = async (promocode: string): Promise<'passed' | 'failed' | 'stale'> => {
    const id = ++checks.current;
    // A failed download lets the code through: the page's action checks it again with the same schema.
    const problems = await contractCheck('promoCodeForm', { promocode }, lang).catch(() => ({}));
    const message = (problems as Record<string, { message: string }>).promocode?.message ?? null;
    if (id !== checks.current) return 'stale';
    setProblem(message);
    return message ? 'failed' : 'passed';
  };
  const promo = useFormAction<CartActionData>({ key: 'promo-code', action });
  useFormResult(promo.result, {
    setError: (_field, error, options) => {
      setProblem(error.message ?? null);
      if (options?.shouldFocus) input.current?.focus();
    },
    onResult: (result) => {
      if (!result.ok) return;
      if (input.current) input.current.value = '';
      submitted.current = false;
      checks.current++;
      setProblem(null);
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
        submitted.current = true;
        const promocode = input.current?.value ?? '';
        void check(promocode).then((outcome) => {
          if (outcome === 'passed') promo.submit({ intent: 'promo-add', promocode });
          else if (outcome === 'failed') input.current?.focus();
        });
      }}
    >
      <input type="hidden" name="intent" value="promo-add" />
      <label htmlFor={ids.input} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={ids.input}
          name="promocode"
          defaultValue=""
          onChange={(event) => {
            if (submitted.current) void check(event.currentTarget.value);
          }}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
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
      {problem && (
        <p id={ids.error} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </fetcher.Form>
  );
}
