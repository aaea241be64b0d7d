import { holdAmount, paymentMethodOf, piastersToPounds, profileTabPath } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useNavigate } from 'react-router';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { addressLine, newAddressPath } from '../addresses/index.ts';
import { CartTotals, DeliveryTerms, Panel, ResultNotice } from '../cart/index.ts';
import { PrivacyNoticeLine } from '../privacy/index.ts';
import { newAttemptKey } from './attempt-key.ts';
import type { CheckoutPageData } from './checkout.server.ts';
import { type CheckoutData, placedRedirectMs } from './checkout-data.ts';
import { OrderLines } from './order-lines.tsx';
import { type ScheduleChoice, ScheduleFields } from './schedule-fields.tsx';

type CartData = Extract<CheckoutPageData, { kind: 'cart' }>;
type FailedData = Extract<CheckoutPageData, { kind: 'failed' }>;

/** The checkout page: the cart to place, or the ways on after a declined online payment. */
export function CheckoutScreen({ data }: { data: CheckoutPageData }) {
  const t = useT('shop');
  return (
    <>
      <Breadcrumb items={[{ label: t('cartTitle'), to: '/cart' }, { label: t('checkoutTitle') }]} />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('checkoutTitle')}</h1>
        {data.kind === 'failed' ? <PaymentFailed {...data} /> : <CartCheckout {...data} />}
      </div>
    </>
  );
}

/**
 * The checkout's posts with scripts: each carries the attempt's key (a new one after a failure) and
 * `js`, and the answer moves the page on: to the payment page, or (after the pause of docs/product.md#screen-details) to the
 * order-placed page. Without scripts the same forms post themselves and the action redirects.
 */
function useCheckoutAction(initialKey: string) {
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const attemptKey = useRef(initialKey);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const action = useFormAction<CheckoutData>();
  useFormResult(action.result, {
    quiet: true,
    onResult: (result) => {
      if (!result.ok) {
        // The attempt failed: the next one is a new attempt.
        attemptKey.current = newAttemptKey();
        return;
      }
      if (result.data?.url) {
        window.location.assign(result.data.url);
        return;
      }
      if (result.message) toast(result.message, 'success');
      const orderId = result.data?.orderId;
      timer.current = setTimeout(
        () => navigate(`/${lang}/order-placed?orderId=${orderId}`, { state: { orderId } }),
        placedRedirectMs,
      );
    },
  });
  // Busy from the post until the page moves on (the success answer keeps the buttons held).
  const busy = action.sending || Boolean(action.result?.ok);
  /** The form's own fields, posted by the fetcher (a held submit while one is on its way). */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    fields.set('attemptKey', attemptKey.current);
    fields.set('js', '1');
    action.submit(fields);
  };
  const sentIntent = action.fetcher.formData?.get('intent');
  return { onSubmit, busy, sentIntent, attemptKey: attemptKey.current, result: action.result };
}

function CartCheckout({
  cart,
  days,
  attemptKey: initialKey,
  cancelled,
  prescriptions,
  privacyLine,
}: CartData) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const { onSubmit, busy, sentIntent, attemptKey, result } = useCheckoutAction(initialKey);
  const [schedule, setSchedule] = useState<ScheduleChoice>({
    scheduleType: 'instant',
    startDate: '',
    slotId: '',
  });
  // Without scripts the form posts itself: its answer (a refusal) shows here.
  const refused = useActionData<FormResult<CheckoutData>>();
  // A card, a mobile wallet or a kiosk reference (docs/decisions/0080); null: paid at the door.
  const method = paymentMethodOf(cart.paymentType?.id ?? 0);
  const online = method !== null;
  const paying = sentIntent === 'pay' || (online && busy);

  return (
    <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
      {cancelled && (
        <p
          role="status"
          data-testid="payment-cancelled"
          className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm font-semibold text-sky-950 desk:col-span-2"
        >
          {t('paymentCancelled')}
        </p>
      )}
      <div className="flex flex-col gap-6">
        <Panel
          id="checkout-items"
          title={t('cartItems')}
          action={
            <Link to={`/${lang}/cart`} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('editCart')}
            </Link>
          }
        >
          <OrderLines
            lines={cart.items.map((item) => ({
              key: item.itemId,
              name: item.name,
              image: item.image,
              quantity: item.quantity,
              weighted: item.weighted,
              amount: item.amount,
              detail: item.cuttingTypes.find((type) => type.id === item.cuttingTypeId)?.name,
            }))}
          />
        </Panel>
        <Panel
          id="checkout-delivery"
          title={t('deliveryAddress')}
          action={
            // Back here afterwards, the new address chosen for this order.
            <Link
              to={newAddressPath(lang, `/${lang}/checkout`)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('addAddress')}
            </Link>
          }
        >
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('deliveryAddress')}</dt>
              <dd className="font-semibold text-slate-900">
                {cart.address ? <bdi>{addressLine(cart.address, lang)}</bdi> : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('paymentMethod')}</dt>
              <dd className="font-semibold text-slate-900">{cart.paymentType?.type}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('branch')}</dt>
              <dd className="font-semibold text-slate-900">{cart.branch.name}</dd>
            </div>
          </dl>
          {cart.outsideZone && <OutsideZoneNotice outside={cart.outsideZone} />}
          {schedule.scheduleType === 'instant' &&
            (cart.limits.deliveryPromise ? (
              // The branch's promise, in the answer's words (docs/decisions/0088).
              <p className="mt-3 text-sm font-semibold text-brand-800" data-testid="delivery-promise">
                {cart.limits.deliveryPromise}
              </p>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{t('deliveryTime')}</p>
            ))}
        </Panel>
      </div>

      <Panel id="checkout-summary" title={t('orderSummary')} summary>
        <CartTotals totals={cart.totals} />
        <DeliveryTerms cart={cart} />
        <Form method="post" className="flex flex-col gap-4" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value={online ? 'pay' : 'place'} />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          <ResultNotice result={refused?.ok ? undefined : refused} />
          {prescriptions && <PrescriptionChoice prescriptions={prescriptions} />}
          {!online && (
            <ScheduleFields
              value={schedule}
              onChange={setSchedule}
              today={days.today}
              lastDay={days.lastDay}
            />
          )}
          {!online && <CommentField />}
          {method === 'wallet' && (
            <WalletField
              error={(result ?? refused)?.fieldErrors?.walletNumber}
              typed={refused?.values?.walletNumber}
            />
          )}
          {method === 'kiosk' && (
            <p
              data-testid="kiosk-note"
              className="rounded-xl bg-sky-50 p-3 text-sm font-semibold text-sky-950"
            >
              {t('kioskNote')}
            </p>
          )}
          {method === 'card' && cart.limits.cardHoldPercent !== undefined && (
            <p
              data-testid="card-hold-note"
              className="rounded-xl bg-sky-50 p-3 text-sm font-semibold text-sky-950"
            >
              {t('cardHoldNote', {
                amount: money(
                  piastersToPounds(
                    holdAmount(Math.round(cart.totals.total * 100), cart.limits.cardHoldPercent),
                  ),
                ),
              })}
            </p>
          )}
          <PrivacyNoticeLine line={privacyLine} />
          <button
            type="submit"
            aria-disabled={busy}
            className="h-12 rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy
              ? paying
                ? t('redirectingToPayment')
                : t('placing')
              : method === 'wallet'
                ? t('payWithWallet')
                : method === 'kiosk'
                  ? t('getKioskReference')
                  : online
                    ? t('payAndPlaceOrder')
                    : t('placeOrder')}
          </button>
        </Form>
      </Panel>
    </div>
  );
}

/**
 * The chosen address is pinned outside the branch's delivery zones (docs/decisions/0091): the API's
 * words (the order button is refused with the same), and the ways on: another address (the cart's
 * address chooser, in the page without scripts) or the branch whose zone holds the pin.
 */
function OutsideZoneNotice({ outside }: { outside: NonNullable<CartData['cart']['outsideZone']> }) {
  const t = useT('shop');
  const lang = useLang();
  const action = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold';
  return (
    <div
      data-testid="outside-zone"
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>{outside.message}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          to={`/${lang}/cart?choose=address`}
          className={`${action} border border-amber-400 bg-white text-slate-900 hover:bg-amber-100`}
        >
          {t('outsideZoneOtherAddress')}
        </Link>
        {outside.branch && (
          <Form method="post">
            <input type="hidden" name="intent" value="branch" />
            <input type="hidden" name="branchId" value={outside.branch.id} />
            <button type="submit" className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('outsideZoneUseBranch', { branch: outside.branch.name })}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

/**
 * A cart with a prescription-only medicine (docs/decisions/0061): one of the customer's prescriptions
 * goes with the order (the newest chosen), or a photo is uploaded first. Plain radio buttons and a
 * link: it works without scripts.
 */
function PrescriptionChoice({ prescriptions }: { prescriptions: NonNullable<CartData['prescriptions']> }) {
  const t = useT('care');
  const lang = useLang();
  return (
    <fieldset
      data-testid="checkout-prescription"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <legend className="px-1 font-bold">{t('checkoutPrescription')}</legend>
      <p>{t('checkoutPrescriptionIntro')}</p>
      {prescriptions.length === 0 ? (
        <p className="mt-2 font-semibold">{t('checkoutPrescriptionNone')}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-1">
          {prescriptions.map((row, index) => (
            <label key={row.id} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="prescriptionId"
                value={row.id}
                defaultChecked={index === 0}
                className="size-5 accent-brand-600"
              />
              <span>
                {t('checkoutPrescriptionOption', { id: formatId(row.id, lang), status: row.statusName })}
                <span className="block text-xs text-slate-600">
                  {t('sentOn', { date: formatDateTime(row.createdAt, lang) })}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      <p className="mt-2">
        <Link
          to={profileTabPath(7, lang)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t('checkoutPrescriptionUpload')}
        </Link>{' '}
        <span className="text-slate-600">{t('checkoutPrescriptionUploadHint')}</span>
      </p>
    </fieldset>
  );
}

/**
 * The mobile wallet to ask (docs/decisions/0080): an Egyptian mobile number in any digits, checked by
 * the phone rules on the server; the wallet then asks its owner to approve on the phone.
 */
function WalletField({ error, typed }: { error: string | undefined; typed: string | undefined }) {
  const t = useT('shop');
  return (
    <div>
      <label htmlFor="wallet-number" className="mb-1 block text-sm font-semibold text-slate-800">
        {t('walletNumber')}
      </label>
      <input
        id="wallet-number"
        name="walletNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
        defaultValue={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wallet-number-hint wallet-number-error' : 'wallet-number-hint'}
        className="h-12 w-full rounded-lg border border-slate-300 px-3 text-start text-base"
      />
      <p id="wallet-number-hint" className="mt-1 text-xs text-slate-600">
        {t('walletHint')}
      </p>
      {error && (
        <p id="wallet-number-error" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The order's note for the branch (optional, up to 500 characters). */
function CommentField() {
  const t = useT('shop');
  return (
    <div>
      <label htmlFor="checkout-comment" className="mb-1 block text-sm font-semibold text-slate-800">
        {t('comment')}
      </label>
      <textarea
        id="checkout-comment"
        name="comment"
        rows={3}
        maxLength={500}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
    </div>
  );
}

/** After a declined online payment: try again, or pay on delivery (cash or card reader). */
function PaymentFailed({ order, onDelivery, attemptKey: initialKey }: FailedData) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const { onSubmit, busy, attemptKey } = useCheckoutAction(initialKey);
  const refused = useActionData<FormResult<CheckoutData>>();
  /** One button, one small form: each works as a plain post too. */
  const option = (fields: Record<string, string | number>, label: string, className: string) => (
    <Form method="post" onSubmit={onSubmit}>
      {Object.entries({ ...fields, orderId: order.id, attemptKey }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-disabled={busy} className={className}>
        {label}
      </button>
    </Form>
  );
  // Only a declined payment opens on 'payment failed'; an order still waiting (its 'pay now') on
  // 'complete your payment'.
  const failed = order.paymentState === 'failed';
  const text = order.awaitingPayment
    ? t('unpaidCheckout', { total: money(order.total) })
    : t('unpaidOrder', { id: order.id, total: money(order.total) });
  return (
    <div className="mt-6 max-w-2xl">
      <div
        role={failed ? 'alert' : 'status'}
        data-testid="unpaid-heading"
        className={`flex items-start gap-3 rounded-2xl border p-5 ${
          failed ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950'
        }`}
      >
        <AlertIcon className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-lg font-bold">{failed ? t('paymentFailed') : t('payPendingTitle')}</p>
          <p className="mt-1 text-sm">{text}</p>
        </div>
      </div>
      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-5">
        <ResultNotice result={refused?.ok ? undefined : refused} className="mb-4" />
        {option(
          { intent: 'pay' },
          failed ? t('tryAgain') : t('payNow'),
          'h-12 w-full rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 aria-disabled:opacity-70 sm:w-auto',
        )}
        <p className="mt-5 text-sm font-semibold text-slate-800">{t('orPayOnDelivery')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {onDelivery.map((type) => (
            <div key={type.id}>
              {option(
                { intent: 'switch', paymentTypeId: type.id },
                type.type,
                'h-11 rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50 aria-disabled:opacity-70',
              )}
            </div>
          ))}
        </div>
        {order.awaitingPayment ? (
          <Link
            to={`/${lang}/cart`}
            className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('editCart')}
          </Link>
        ) : (
          <Link
            to={`/${lang}/order-info/${order.id}`}
            className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('viewOrder')}
          </Link>
        )}
      </div>
    </div>
  );
}
