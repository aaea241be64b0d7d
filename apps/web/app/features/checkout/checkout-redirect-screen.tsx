import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';

/** The pause on this page before moving on (docs/product.md#screen-details). */
export const redirectDelayMs = 2000;

/**
 * Where the payment gateway returns to: `success` means paid; `cancelled`, the customer left the
 * gateway's page (back to the checkout of the cart, kept as it was: not a failure); otherwise the
 * payment failed.
 */
export function redirectTarget(lang: string, search: URLSearchParams): string {
  const orderId = search.get('orderId') ?? '';
  const id = /^\d{1,10}$/.test(orderId) ? orderId : '';
  if (search.has('success')) return `/${lang}/order-placed${id ? `?orderId=${id}` : ''}`;
  if (search.has('cancelled')) return `/${lang}/checkout?cancelled=1`;
  return `/${lang}/checkout${id ? `?failed=${id}` : ''}`;
}

/**
 * After the payment page: 'You will be redirected in a moment', then (2 s) the order-placed page
 * when paid, or the checkout with 'Payment failed, please try again'.
 */
export function CheckoutRedirectScreen() {
  const t = useT('shop');
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = redirectTarget(lang, search);
  useEffect(() => {
    const timer = setTimeout(() => navigate(target, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, target]);

  return (
    <div className="container-page flex flex-col items-center py-20 text-center" role="status">
      <h1 className="text-2xl font-bold text-slate-900">{t('redirecting')}</h1>
      <span
        aria-hidden="true"
        className="mt-8 size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p className="mt-8 font-semibold text-slate-700">{t('dontClose')}</p>
    </div>
  );
}
