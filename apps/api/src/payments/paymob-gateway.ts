import { createHmac, timingSafeEqual } from 'node:crypto';
import { localPhone } from '@store/contract';
import type {
  CardHolds,
  KioskPayments,
  PaymentGateway,
  PaymentRequest,
  VerifiedCallback,
  WalletPayments,
} from '../gateway/payment-gateway.ts';

export interface PaymobConfig {
  baseUrl: string;
  apiKey: string;
  integrationId: number;
  /**
   * PAYMOB_AUTH_INTEGRATION_ID: a card integration Paymob set up as auth/capture (docs/decisions/0039):
   * its payments are held, captured at dispatch and voided on cancellation. Without it, cards are
   * charged at checkout.
   */
  authIntegrationId?: number | undefined;
  /**
   * PAYMOB_WALLET_INTEGRATION_ID and PAYMOB_KIOSK_INTEGRATION_ID (docs/decisions/0080): a mobile
   * wallet (`source.subtype WALLET` with its number) and a kiosk reference (`AGGREGATOR`). Without
   * one, that way of paying is refused with `payment.unavailable` before any order is placed.
   */
  walletIntegrationId?: number | undefined;
  kioskIntegrationId?: number | undefined;
  iframeId: string;
  hmacSecret: string;
}

/**
 * The fields of a transaction callback that Paymob's HMAC covers, in its documented (alphabetical)
 * order. The redirect callback sends them as query parameters with dotted names; the processed
 * callback sends the same values inside `obj`.
 */
export const paymobHmacFields = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function pick(source: Record<string, unknown>, path: string): unknown {
  if (path in source) return source[path];
  // The redirect callback sends the order's id as plain `order` (Paymob's newer pages call it
  // `order_id`); the processed one nests `order.id`.
  if (path === 'order.id' && !('order' in source) && 'order_id' in source) return source.order_id;
  return path.split('.').reduce<unknown>((value, key) => {
    if (value !== null && typeof value === 'object') return (value as Record<string, unknown>)[key];
    return key === 'id' ? value : undefined;
  }, source);
}

/** HMAC-SHA512 of the concatenated field values, hex, as Paymob computes it. */
export function paymobHmac(secret: string, transaction: Record<string, unknown>): string {
  const text = paymobHmacFields.map((field) => String(pick(transaction, field) ?? '')).join('');
  return createHmac('sha512', secret).update(text).digest('hex');
}

/** What `acceptance/payments/pay` answers a wallet (its approval page) or a kiosk (the bill reference). */
interface PaymobPayAnswer {
  id?: number;
  pending?: boolean;
  redirect_url?: string | null;
  iframe_redirection_url?: string | null;
  data?: { bill_reference?: number | string | null };
}

export function paymobGateway(config: PaymobConfig, fetcher: typeof fetch = fetch): PaymentGateway {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetcher(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`paymob ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  // Registers the order and asks a payment key on `integrationId` (sale, auth, wallet or kiosk).
  const paymentKey = async (payment: PaymentRequest, integrationId: number) => {
    const { token } = await post<{ token: string }>('/api/auth/tokens', { api_key: config.apiKey });
    const order = await post<{ id: number }>('/api/ecommerce/orders', {
      auth_token: token,
      delivery_needed: false,
      amount_cents: payment.amount,
      currency: 'EGP',
      merchant_order_id: payment.reference,
      items: [],
    });
    // Paymob requires every billing field; what the store does not know is sent as 'NA'.
    const na = (value: string | null) => (value && value.trim() !== '' ? value : 'NA');
    const key = await post<{ token: string }>('/api/acceptance/payment_keys', {
      auth_token: token,
      amount_cents: payment.amount,
      expiration: 3600,
      order_id: order.id,
      currency: 'EGP',
      integration_id: integrationId,
      lock_order_when_paid: true,
      billing_data: {
        first_name: na(payment.customer.firstName),
        last_name: na(payment.customer.lastName),
        email: na(payment.customer.email),
        phone_number: na(payment.customer.phone),
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        shipping_method: 'NA',
        postal_code: 'NA',
        city: 'NA',
        country: 'EG',
        state: 'NA',
      },
    });
    return { paymentToken: key.token, gatewayOrderId: String(order.id) };
  };
  const paymentPage = async (payment: PaymentRequest, integrationId: number) => {
    const { paymentToken, gatewayOrderId } = await paymentKey(payment, integrationId);
    return {
      url: `${config.baseUrl.replace(/\/$/, '')}/api/acceptance/iframes/${config.iframeId}?payment_token=${paymentToken}`,
      gatewayOrderId,
    };
  };
  // A wallet or a kiosk pays without the card iframe: the payment key is paid with a source.
  const payWithSource = async (paymentToken: string, source: { identifier: string; subtype: string }) =>
    post<PaymobPayAnswer>('/api/acceptance/payments/pay', { source, payment_token: paymentToken });
  const { walletIntegrationId, kioskIntegrationId } = config;
  const wallet: WalletPayments | undefined =
    walletIntegrationId === undefined
      ? undefined
      : {
          async start(payment) {
            const { paymentToken, gatewayOrderId } = await paymentKey(payment, walletIntegrationId);
            // Paymob takes the wallet in its local form (01XXXXXXXXX).
            const answer = await payWithSource(paymentToken, {
              identifier: localPhone(payment.walletNumber),
              subtype: 'WALLET',
            });
            const url = answer.redirect_url || answer.iframe_redirection_url;
            if (!url) throw new Error(`paymob wallet of ${payment.reference}: no approval page`);
            return { url, gatewayOrderId };
          },
        };
  const kiosk: KioskPayments | undefined =
    kioskIntegrationId === undefined
      ? undefined
      : {
          async start(payment) {
            const { paymentToken, gatewayOrderId } = await paymentKey(payment, kioskIntegrationId);
            const answer = await payWithSource(paymentToken, {
              identifier: 'AGGREGATOR',
              subtype: 'AGGREGATOR',
            });
            const reference = answer.data?.bill_reference;
            if (reference === undefined || reference === null || !/^\d+$/.test(String(reference)))
              throw new Error(`paymob kiosk of ${payment.reference}: no bill reference`);
            return { billReference: String(reference), gatewayOrderId };
          },
        };
  // Capture and void name the hold's transaction (kept from its verified callback); anything but a
  // successful, settled transaction is not done.
  const confirmed = (
    what: string,
    reference: string,
    answer: { id?: number; success?: boolean; pending?: boolean },
  ) => {
    if (answer.success !== true || answer.pending === true)
      throw new Error(`paymob ${what} of ${reference} was not confirmed`);
    return { gatewayReference: answer.id === undefined ? null : String(answer.id) };
  };
  const transactionOf = (what: string, hold: { reference: string; transactionId: string | null }) => {
    if (!hold.transactionId || !/^\d+$/.test(hold.transactionId))
      throw new Error(`paymob ${what} of ${hold.reference}: no held transaction`);
    return Number(hold.transactionId);
  };
  const authIntegrationId = config.authIntegrationId;
  const holds: CardHolds | undefined =
    authIntegrationId === undefined
      ? undefined
      : {
          authorize: (payment) => paymentPage(payment, authIntegrationId),
          async capture(capture) {
            const transactionId = transactionOf('capture', capture);
            const { token } = await post<{ token: string }>('/api/auth/tokens', { api_key: config.apiKey });
            const answer = await post<{ id?: number; success?: boolean; pending?: boolean }>(
              '/api/acceptance/capture',
              { auth_token: token, transaction_id: transactionId, amount_cents: capture.amount },
            );
            return confirmed('capture', capture.reference, answer);
          },
          async void(hold) {
            const transactionId = transactionOf('void', hold);
            const { token } = await post<{ token: string }>('/api/auth/tokens', { api_key: config.apiKey });
            // Paymob's void takes the token in the query, the transaction in the body.
            const answer = await post<{ id?: number; success?: boolean; pending?: boolean }>(
              `/api/acceptance/void_refund/void?token=${encodeURIComponent(token)}`,
              { transaction_id: transactionId },
            );
            return confirmed('void', hold.reference, answer);
          },
        };
  return {
    name: 'paymob',
    start: (payment) => paymentPage(payment, config.integrationId),
    ...(holds ? { holds } : {}),
    ...(wallet ? { wallet } : {}),
    ...(kiosk ? { kiosk } : {}),
    // Paymob's refund: an auth token, then void_refund/refund with the paid transaction's id (kept
    // from the verified callback; asked of Paymob by its order id should a payment lack it).
    // Anything but a successful, settled refund transaction is not a refund.
    async refund(refund) {
      const { token } = await post<{ token: string }>('/api/auth/tokens', { api_key: config.apiKey });
      let transactionId = refund.transactionId;
      if (!transactionId) {
        if (!refund.gatewayReference) throw new Error(`paymob refund of ${refund.reference}: no order id`);
        const paid = await post<{ id?: number; success?: boolean; amount_cents?: number }>(
          '/api/ecommerce/orders/transaction_inquiry',
          { auth_token: token, order_id: Number(refund.gatewayReference) },
        );
        if (paid.success !== true || paid.id === undefined)
          throw new Error(`paymob refund of ${refund.reference}: no paid transaction`);
        transactionId = String(paid.id);
      }
      const answer = await post<{ id?: number; success?: boolean; pending?: boolean }>(
        '/api/acceptance/void_refund/refund',
        { auth_token: token, transaction_id: Number(transactionId), amount_cents: refund.amount },
      );
      if (answer.success !== true || answer.pending === true)
        throw new Error(`paymob refund of ${refund.reference} was not confirmed`);
      return { gatewayReference: answer.id === undefined ? null : String(answer.id) };
    },
    verifyCallback(query, body): VerifiedCallback | null {
      const sent = typeof query.hmac === 'string' ? query.hmac : null;
      if (!sent || !/^[0-9a-f]{128}$/i.test(sent)) return null;
      const envelope = body as { type?: unknown; obj?: Record<string, unknown> } | undefined;
      const processed = envelope?.obj;
      // Paymob posts other callbacks (saved card tokens) to the same URL, signed another way.
      if (processed && envelope?.type !== 'TRANSACTION') return null;
      const transaction = processed ?? query;
      const expected = Buffer.from(paymobHmac(config.hmacSecret, transaction), 'hex');
      const given = Buffer.from(sent.toLowerCase(), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Only signed fields from here on. `merchant_order_id` (our reference) is not one of them: a
      // customer could put another payment's reference beside a genuine signature. Paymob's order id
      // is, and it was stored on the payment when the Paymob order was registered.
      const text = (path: string) => String(pick(transaction, path) ?? '');
      const orderId = text('order.id');
      const amount = Number(text('amount_cents'));
      if (!/^\d+$/.test(orderId) || !Number.isInteger(amount)) return null;
      const flag = (value: unknown) => value === true || value === 'true';
      return {
        payment: { gatewayOrderId: orderId },
        success: flag(pick(transaction, 'success')) && !flag(pick(transaction, 'pending')),
        amount,
        currency: text('currency'),
        ownIntegration: [
          config.integrationId,
          authIntegrationId,
          walletIntegrationId,
          kioskIntegrationId,
        ].some((id) => id !== undefined && text('integration_id') === String(id)),
        transactionId: text('id') || null,
        // Said only of a hold (the auth integration's transactions), so a sale reads as before.
        ...(flag(pick(transaction, 'is_auth')) && !flag(pick(transaction, 'is_capture'))
          ? { authorizedOnly: true }
          : {}),
      };
    },
  };
}
