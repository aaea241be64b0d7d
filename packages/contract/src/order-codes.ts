/**
 * The ids of the payment types and order statuses (reference rows, the numbers existing clients use: docs/product.md#existing-clients), named once
 * for the API and the web.
 */

/**
 * docs/product.md#payment-types: 1 cash on delivery, 2 card reader on delivery, 3 online card payment;
 * added by docs/decisions/0080: 4 mobile wallet (the customer approves on the phone), 5 a reference
 * paid at a kiosk (Fawry, Aman, Masary).
 */
export const paymentTypeIds = { cash: 1, cardReader: 2, online: 3, wallet: 4, kiosk: 5 } as const;

/** Paid online, through the payment gateway: the order waits, hidden, for its verified payment (0031). */
export const onlinePaymentTypeIds: readonly number[] = [
  paymentTypeIds.online,
  paymentTypeIds.wallet,
  paymentTypeIds.kiosk,
];

/** What a payment attempt is, by the order's payment type (docs/decisions/0080). */
export type PaymentMethod = 'card' | 'wallet' | 'kiosk';
export function paymentMethodOf(paymentTypeId: number): PaymentMethod | null {
  if (paymentTypeId === paymentTypeIds.online) return 'card';
  if (paymentTypeId === paymentTypeIds.wallet) return 'wallet';
  if (paymentTypeId === paymentTypeIds.kiosk) return 'kiosk';
  return null;
}

/** Paid at the door (cash, card reader): nothing is paid online, the amount is taken at delivery. */
export const paidAtDoorPaymentTypeIds: readonly number[] = [paymentTypeIds.cash, paymentTypeIds.cardReader];

/**
 * docs/product.md#order-statuses: the first six, plus 7, out for delivery (set when the order leaves the branch).
 * Subscribed (3) is an order waiting for its delivery day (docs/decisions/0021).
 */
export const orderStatusIds = {
  placed: 1,
  inProcess: 2,
  subscribed: 3,
  delivered: 4,
  completed: 5,
  cancelled: 6,
  outForDelivery: 7,
} as const;

/** How long each way of paying online may wait for its payment, minutes (docs/decisions/0080). */
export interface PaymentTimeouts {
  card: number;
  wallet: number;
  kiosk: number;
}

/**
 * When an online order's payment is due (its release runs then): a card's page, a wallet's request
 * and a kiosk reference each have their own timeout. Null for a payment type paid at the door.
 */
export function paymentDeadline(paymentTypeId: number, timeouts: PaymentTimeouts, from: Date): Date | null {
  const method = paymentMethodOf(paymentTypeId);
  return method === null ? null : new Date(from.getTime() + timeouts[method] * 60_000);
}
