import { translate } from '@store/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addressLine } from '../features/addresses/address-text.ts';
import type { CartActionData } from '../features/cart/cart-action-result.ts';
import { CartItemRow } from '../features/cart/cart-item-row.tsx';
import { CartTotals } from '../features/cart/cart-totals.tsx';
import { checkoutGate } from '../features/cart/checkout-gate.ts';
import { AddressChooser, PaymentChooser } from '../features/cart/choosers.tsx';
import { PromoCodeForm } from '../features/cart/promo-code-form.tsx';
import { ReorderNotice, reorderNoticeFrom } from '../features/orders/reorder-notice.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { shorten, useMoney } from '../i18n/money.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper } from '../lib/forms/shop.server.ts';
import { useShopFetcher } from '../lib/forms/shop-result.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { CartIcon } from '../ui/icons.tsx';
import { ConfirmDialog } from '../ui/shop-dialog.tsx';
import { useToast } from '../ui/toast-provider.tsx';
import type { Route } from './+types/cart';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('cartTitle'),
    description: t('cartDescription'),
    path: '/cart',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The cart, the user's addresses and the payment types (guests go to log in). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, async () => {
    const [cart, addresses, paymentTypes, reordered] = await Promise.all([
      api.cart(),
      api.addresses(),
      api.paymentTypes(),
      // After "order again" on an order page.
      reorderNoticeFrom(new URL(request.url).searchParams, async (orderId) => {
        const order = await api.order(orderId);
        return new Map(order.items.map((item) => [item.productId, item.name]));
      }),
    ]);
    return { cart, addresses, paymentTypes, reordered };
  });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, addresses, paymentTypes, reordered } = loaderData;
  const t = useT('shop');
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const money = useMoney();
  const [chooser, setChooser] = useState<'address' | 'payment' | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const changer = useShopFetcher<CartActionData>();
  const post = (fields: Record<string, string | number>) =>
    void changer.submit(fields, { method: 'post', action: `/${lang}/cart-actions` });

  const checkOut = () => {
    // A choice on its way: the cart below is about to change.
    if (changer.state !== 'idle') return;
    const gate = checkoutGate(cart);
    if (!gate) {
      navigate(`/${lang}/checkout`);
      return;
    }
    toast(translate(lang, gate.problem, { amount: gate.amount ?? '' }), 'warning');
    if (gate.open) setChooser(gate.open);
  };

  if (cart.items.length === 0) {
    return (
      <>
        <Breadcrumb items={[{ label: t('cartTitle') }]} />
        <div className="container-page flex flex-col items-center py-16 text-center">
          <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
            <CartIcon className="size-10" />
          </span>
          {reordered && <ReorderNotice notice={reordered} />}
          <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('emptyCart')}</h1>
          <p className="mt-2 text-slate-600">{t('emptyCartHint')}</p>
          <Link
            to={`/${lang}/`}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700"
          >
            {t('backToHome')}
          </Link>
        </div>
      </>
    );
  }

  const secondary =
    'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  return (
    <>
      <Breadcrumb items={[{ label: t('cartTitle') }]} />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('cartTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('itemsCount', { count: cart.itemsCount })}</p>
        {reordered && <ReorderNotice notice={reordered} />}
        <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
          <section
            aria-labelledby="cart-items"
            className="rounded-2xl border border-slate-200 bg-white px-4 desk:px-5"
          >
            <h2 id="cart-items" className="sr-only">
              {t('cartItems')}
            </h2>
            <ul className="divide-y divide-slate-200">
              {cart.items.map((item) => (
                <CartItemRow key={item.itemId} item={item} />
              ))}
            </ul>
            <div className="flex flex-wrap gap-3 border-t border-slate-200 py-4">
              <Link to={`/${lang}/`} className={secondary}>
                {t('continueShopping')}
              </Link>
              <button
                type="button"
                onClick={() => setConfirmEmpty(true)}
                className={`${secondary} text-red-700 hover:bg-red-50`}
              >
                {t('removeAll')}
              </button>
            </div>
          </section>

          <aside
            aria-labelledby="cart-summary"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 desk:sticky desk:top-4"
          >
            <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
              {t('orderSummary')}
            </h2>
            <ChoiceSummary
              label={t('deliveryAddress')}
              value={cart.address ? shorten(addressLine(cart.address)) : t('noAddressChosen')}
              title={cart.address ? addressLine(cart.address) : undefined}
              action={cart.address ? t('change') : t('choose')}
              onPress={() => setChooser('address')}
            />
            <ChoiceSummary
              label={t('paymentMethod')}
              value={cart.paymentType?.type ?? t('noPaymentChosen')}
              action={cart.paymentType ? t('change') : t('choose')}
              onPress={() => setChooser('payment')}
            />
            <PromoCodeForm applied={cart.totals.promoCode} />
            <CartTotals totals={cart.totals} />
            <p className="text-xs text-slate-600">
              {t('pricesIncludeVat')} {t('minimumOrderNote', { amount: money(cart.limits.minimumOrder) })}
            </p>
            <button
              type="button"
              onClick={checkOut}
              aria-disabled={changer.state !== 'idle' || undefined}
              className="h-12 aria-disabled:cursor-wait aria-disabled:opacity-70 rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700"
            >
              {t('checkOut')}
            </button>
            <button type="button" onClick={() => navigate(-1)} className={secondary}>
              {t('goBack')}
            </button>
          </aside>
        </div>
      </div>

      <AddressChooser
        isOpen={chooser === 'address'}
        onOpenChange={(open) => setChooser(open ? 'address' : null)}
        addresses={addresses}
        selected={cart.address?.id ?? null}
        onSelect={(id) => post({ intent: 'address', addressId: id })}
      />
      <PaymentChooser
        isOpen={chooser === 'payment'}
        onOpenChange={(open) => setChooser(open ? 'payment' : null)}
        types={paymentTypes}
        selected={cart.paymentType?.id ?? null}
        onSelect={(id) => post({ intent: 'payment', paymentTypeId: id })}
      />
      <ConfirmDialog
        isOpen={confirmEmpty}
        onOpenChange={setConfirmEmpty}
        title={t('removeAllTitle')}
        text={t('removeAllText')}
        danger
        onConfirm={() => post({ intent: 'empty' })}
      />
    </>
  );
}

/** The chosen address or payment method, with the button that opens its chooser. */
function ChoiceSummary({
  label,
  value,
  title,
  action,
  onPress,
}: {
  label: string;
  value: string;
  title?: string;
  action: string;
  onPress: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <div className="min-w-0 text-sm">
        <p className="text-slate-600">{label}</p>
        <p className="truncate font-semibold text-slate-900" title={title}>
          {value}
        </p>
      </div>
      <button
        type="button"
        onClick={onPress}
        aria-label={`${action}: ${label}`}
        className="shrink-0 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
      >
        {action}
      </button>
    </div>
  );
}
