/** What the store tells a gateway about a payment it wants. Amounts are piasters (Paymob's amount_cents). */
export interface PaymentRequest {
  /** Our reference: unique per attempt, echoed back by the gateway. */
  reference: string;
  amount: number;
  lang: 'en' | 'ar';
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
}

/** A callback the gateway signed, as the store understands it. */
export interface VerifiedCallback {
  reference: string;
  success: boolean;
  amount: number;
  gatewayReference: string | null;
}

/**
 * An online card gateway: starts a payment (the URL of the page where the customer pays) and checks
 * the signature of the callback that reports the result. Only a verified callback marks an order paid.
 */
export interface PaymentGateway {
  name: 'test' | 'paymob';
  start(payment: PaymentRequest): Promise<{ url: string; gatewayReference: string | null }>;
  /** Null when the signature (or shape) is wrong. */
  verifyCallback(query: Record<string, unknown>, body: unknown): VerifiedCallback | null;
}
