/** What the store tells a gateway about a payment it wants. Amounts are piasters (Paymob's amount_cents). */
export interface PaymentRequest {
  /** Our reference: unique per attempt, echoed back by the gateway. */
  reference: string;
  amount: number;
  lang: 'en' | 'ar';
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
}

/**
 * A callback the gateway signed, as the store understands it: every field here is covered by the
 * signature (an unsigned field, such as Paymob's `merchant_order_id`, is never trusted).
 */
export interface VerifiedCallback {
  /**
   * The payment the signature names: our reference (the test gateway signs it) or the gateway's own
   * order id, stored as the payment's `gatewayOrderId` when it started (Paymob signs that).
   */
  payment: { reference: string } | { gatewayOrderId: string };
  success: boolean;
  /**
   * The customer left the gateway's page with its cancel button (not a declined card): the attempt
   * closes without a 'payment failed' (docs/decisions/0031). Only a signed field may say so.
   */
  cancelled?: boolean;
  /** Piasters. */
  amount: number;
  currency: string;
  /** Whether the transaction went through this store's own integration (Paymob's integration_id). */
  ownIntegration: boolean;
  /** The gateway's id of this transaction (kept on the payment: refunds name it). */
  transactionId: string | null;
  /**
   * The gateway only held the amount (Paymob's signed `is_auth`); undefined when the gateway does not
   * say (the test gateway: the payment's own mode decides).
   */
  authorizedOnly?: boolean;
}

/**
 * An online card gateway: starts a payment (the URL of the page where the customer pays) and checks
 * the signature of the callback that reports the result. Only a verified callback marks an order paid.
 */
export interface PaymentGateway {
  /** 'none': online payment is off (a production store without a real gateway; see gateway-choice.ts). */
  name: 'test' | 'paymob' | 'none';
  /** `gatewayOrderId`: the gateway's own order for this attempt, which its callbacks name (or null). */
  start(payment: PaymentRequest): Promise<{ url: string; gatewayOrderId: string | null }>;
  /** Null when the signature (or shape) is wrong. */
  verifyCallback(query: Record<string, unknown>, body: unknown): VerifiedCallback | null;
  /** Gives a paid payment back (a cancelled order). Throws when the gateway does not confirm it. */
  refund(refund: RefundRequest): Promise<{ gatewayReference: string | null }>;
  /**
   * Holding a card instead of charging it (docs/decisions/0039), when the gateway can (Paymob: with an
   * auth integration configured); without it the store charges at checkout as before.
   */
  holds?: CardHolds;
  /** A mobile wallet (docs/decisions/0080): the wallet asks its owner to approve on the phone. */
  wallet?: WalletPayments;
  /** A bill reference paid in cash at an outlet (Fawry, Aman, Masary; docs/decisions/0080). */
  kiosk?: KioskPayments;
}

/** Paying from a mobile wallet (Vodafone Cash, Orange, Etisalat, WE, InstaPay wallets). */
export interface WalletPayments {
  /**
   * Asks the wallet `walletNumber` (E.164) to pay; `url`: the page where the customer follows the
   * approval (the gateway's). Its verified callback settles the payment as a card's does.
   */
  start(
    payment: PaymentRequest & { walletNumber: string },
  ): Promise<{ url: string; gatewayOrderId: string | null }>;
}

/** A bill reference to pay at an outlet; the gateway calls back when it is paid. Never refunded by the gateway. */
export interface KioskPayments {
  start(payment: PaymentRequest): Promise<{ billReference: string; gatewayOrderId: string | null }>;
}

/** A card held at checkout, taken at dispatch for what is delivered, or let go on cancellation. */
export interface CardHolds {
  /**
   * As `start`, but the card is only held for the amount: the store takes it later with `capture`,
   * or lets it go with `void`. Its verified callback names the hold.
   */
  authorize(payment: PaymentRequest): Promise<{ url: string; gatewayOrderId: string | null }>;
  /** Takes `amount` (at most the hold) of a held payment. Throws when the gateway does not confirm it. */
  capture(capture: RefundRequest): Promise<{ gatewayReference: string | null }>;
  /** Lets a hold go without taking anything. Throws when the gateway does not confirm it. */
  void(hold: RefundRequest): Promise<{ gatewayReference: string | null }>;
}

/** A paid payment to give back (or a hold to capture or void). Amounts are piasters. */
export interface RefundRequest {
  /** Our reference of the payment. */
  reference: string;
  /** The gateway's order for the payment (`payments.gatewayOrderId`; Paymob: its order id, from `start`). */
  gatewayReference: string | null;
  /** The paid transaction's id when the store knows it; else the gateway looks it up. */
  transactionId: string | null;
  amount: number;
}
