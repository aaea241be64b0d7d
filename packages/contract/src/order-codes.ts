/**
 * The ids of the payment types and order statuses (reference rows, the numbers existing clients use: docs/product.md#existing-clients), named once
 * for the API and the web.
 */

/** docs/product.md#payment-types: 1 cash on delivery, 2 card reader on delivery, 3 online card payment. */
export const paymentTypeIds = { cash: 1, cardReader: 2, online: 3 } as const;

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
