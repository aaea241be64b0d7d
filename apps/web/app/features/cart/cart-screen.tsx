import { useState } from 'react';
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { shorten } from '../../i18n/money.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { loginPath } from '../../lib/forms/redirect-to.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { ConfirmDialog } from '../../ui/shop-dialog.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { addressLine } from '../addresses/index.ts';
import { ReorderNotice } from '../orders/index.ts';
import { type CartActionData, cartFields } from './cart-action-data.ts';
import { CartItemRow } from './cart-item-row.tsx';
import type { CartPageData, CheckoutRefusal } from './cart-page.server.ts';
import { CartTotals } from './cart-totals.tsx';
import { checkoutGate } from './checkout-gate.ts';
import { AddressChooser, ChooserForm, PaymentChooser } from './choosers.tsx';
import { DeliveryTerms } from './delivery-terms.tsx';
import { Panel } from './panel.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

type Chooser = 'address' | 'payment';
const chooserOf = (value: unknown): Chooser | null =>
  value === 'address' || value === 'payment' ? value : null;

const secondary =
  'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * The cart page. Every button also works without scripts: a chooser opens in the page
 * (`?choose=address`), choices, the promo code and Remove all post to the cart page, and Check out
 * posts too (the action goes on to the checkout, or answers why not). With scripts the choosers are
 * dialogs and Check out checks the cart here.
 */
export function CartScreen(data: CartPageData) {
  return data.guest ? <GuestCart /> : <ShopperCart {...data} />;
}

/**
 * A guest's cart: the device's, empty (carts belong to accounts), with the login that ordering asks
 * for ('Please login to proceed cart order'), which brings the guest back here.
 */
function GuestCart() {
  const t = useT('shop');
  const lang = useLang();
  return (
    <>
      <Breadcrumb items={[{ label: t('cartTitle') }]} />
      <div className="container-page flex flex-col items-center py-16 text-center" data-testid="guest-cart">
        <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
          <CartIcon className="size-10" />
        </span>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('emptyCart')}</h1>
        <p className="mt-2 text-slate-600">{t('loginToOrder')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={loginPath(lang, `/${lang}/cart`)}
            className="inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700"
          >
            {t('logInToOrder')}
          </Link>
          <Link to={`/${lang}/`} className={secondary}>
            {t('backToHome')}
          </Link>
        </div>
      </div>
    </>
  );
}

function ShopperCart({ cart, addresses, paymentTypes, reordered }: Extract<CartPageData, { guest: false }>) {
  const t = useT('shop');
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const answer = useActionData<FormResult<CheckoutRefusal | CartActionData>>();
  const [chooser, setChooser] = useState<Chooser | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const changer = useFormAction<CartActionData>({ action: `/${lang}/cart-actions` });
  useFormResult(changer.result);
  const busy = changer.fetcher.state !== 'idle';
  const post = (fields: Record<string, string | number>) => changer.submit(cartFields(fields));
  // Without scripts: the chooser asked for in the address, or the one a refused checkout names.
  const inPage =
    chooserOf(search.get('choose')) ??
    (answer?.intent === 'checkout' ? chooserOf((answer.data as CheckoutRefusal | null)?.open) : null);

  const checkOut = (event: React.MouseEvent) => {
    event.preventDefault();
    // A choice on its way: the cart below is about to change.
    if (busy) return;
    const gate = checkoutGate(cart);
    if (!gate) {
      navigate(`/${lang}/checkout`);
      return;
    }
    void import('./checkout-gate-message.ts').then(({ checkoutGateMessage }) =>
      toast(checkoutGateMessage(lang, gate), 'warning'),
    );
    if (gate.open) setChooser(gate.open);
  };
  /** With scripts a chooser opens as a dialog; without, its button asks for the page with it. */
  const open = (which: Chooser) => (event: React.MouseEvent) => {
    event.preventDefault();
    setChooser(which);
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
          <ResultNotice result={answer} className="mt-4" />
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

  return (
    <>
      <Breadcrumb items={[{ label: t('cartTitle') }]} />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('cartTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('itemsCount', { count: cart.itemsCount })}</p>
        {reordered && <ReorderNotice notice={reordered} />}
        <ResultNotice result={answer} className="mt-4" />
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
              <form method="post" action={`/${lang}/cart`}>
                <input type="hidden" name="intent" value="empty" />
                <button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    setConfirmEmpty(true);
                  }}
                  className={`${secondary} text-red-700 hover:bg-red-50`}
                >
                  {t('removeAll')}
                </button>
              </form>
            </div>
          </section>

          <Panel id="cart-summary" title={t('orderSummary')} summary>
            <ChoiceSummary
              kind="address"
              label={t('deliveryAddress')}
              value={cart.address ? shorten(addressLine(cart.address, lang)) : t('noAddressChosen')}
              title={cart.address ? addressLine(cart.address, lang) : undefined}
              action={cart.address ? t('change') : t('choose')}
              onPress={open('address')}
            />
            {inPage === 'address' && (
              <ChooserForm
                kind="address"
                addresses={addresses}
                types={paymentTypes}
                selected={cart.address?.id ?? null}
              />
            )}
            <ChoiceSummary
              kind="payment"
              label={t('paymentMethod')}
              value={cart.paymentType?.type ?? t('noPaymentChosen')}
              action={cart.paymentType ? t('change') : t('choose')}
              onPress={open('payment')}
            />
            {inPage === 'payment' && (
              <ChooserForm
                kind="payment"
                addresses={addresses}
                types={paymentTypes}
                selected={cart.paymentType?.id ?? null}
              />
            )}
            <PromoCodeForm applied={cart.totals.promoCode} />
            <CartTotals totals={cart.totals} />
            {/* The promotions that applied, named by the API in the page's language (docs/decisions/0076). */}
            {cart.totals.promotions && (
              <ul className="text-sm text-red-700" data-testid="cart-promotions">
                {cart.totals.promotions.map((promotion) => (
                  <li key={promotion.id}>{promotion.name}</li>
                ))}
              </ul>
            )}
            <DeliveryTerms cart={cart} promise />
            <form method="post" action={`/${lang}/cart`} className="flex flex-col">
              <input type="hidden" name="intent" value="checkout" />
              <button
                type="submit"
                onClick={checkOut}
                aria-disabled={busy || undefined}
                className="h-12 aria-disabled:cursor-wait aria-disabled:opacity-70 rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700"
              >
                {t('checkOut')}
              </button>
            </form>
            <button type="button" onClick={() => navigate(-1)} className={secondary}>
              {t('goBack')}
            </button>
          </Panel>
        </div>
      </div>

      <AddressChooser
        isOpen={chooser === 'address'}
        onOpenChange={(isOpen) => setChooser(isOpen ? 'address' : null)}
        addresses={addresses}
        selected={cart.address?.id ?? null}
        onSelect={(id) => post({ intent: 'address', addressId: id })}
      />
      <PaymentChooser
        isOpen={chooser === 'payment'}
        onOpenChange={(isOpen) => setChooser(isOpen ? 'payment' : null)}
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

/**
 * The chosen address or payment method, with the button that opens its chooser (a dialog with
 * scripts; without them a plain GET of the page with `?choose=`, which draws the chooser in it).
 */
function ChoiceSummary({
  kind,
  label,
  value,
  title,
  action,
  onPress,
}: {
  kind: Chooser;
  label: string;
  value: string;
  title?: string;
  action: string;
  onPress: (event: React.MouseEvent) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <div className="min-w-0 text-sm">
        <p className="text-slate-600">{label}</p>
        <p className="truncate font-semibold text-slate-900" title={title}>
          {value}
        </p>
      </div>
      <form method="get" className="shrink-0">
        <button
          type="submit"
          name="choose"
          value={kind}
          onClick={onPress}
          aria-label={`${action}: ${label}`}
          className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          {action}
        </button>
      </form>
    </div>
  );
}
