import { normalizePhone, operations, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, shopOf, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { PaymentService } from './payment-service.ts';
import { testCards, type testGateway, testWallets } from './test-gateway.ts';
import { testGatewayPage } from './test-gateway-page.ts';

const tags = ['payment'];

/**
 * Where the customer's browser goes after the gateway: the storefront's checkout-redirect page, told
 * whether it was paid (`success`), or left on the gateway's page (`cancelled`: not a failure).
 */
function returnUrl(result: { orderId: number; paid: boolean; cancelled: boolean; lang: string } | null) {
  const lang = result?.lang === 'ar' ? 'ar' : 'en';
  if (!result) return `/${lang}/checkout-redirect`;
  const outcome = result.paid ? 'success=1&' : result.cancelled ? 'cancelled=1&' : '';
  return `/${lang}/checkout-redirect?${outcome}orderId=${result.orderId}`;
}

export async function paymentRoutes(
  app: ApiInstance,
  { payments, test }: { payments: PaymentService; test: ReturnType<typeof testGateway> | null },
) {
  usersOnly(app);
  const pay = async (
    request: FastifyRequest,
    choice:
      | {
          orderId?: number | undefined;
          prescriptionId?: number | undefined;
          walletNumber?: string | undefined;
        }
      | null
      | undefined,
    idempotencyKey: string | undefined,
  ) => {
    const { userId } = requireUser(request);
    const { url, orderId: id } = await payments.pay(userId, await shopOf(request), {
      orderId: choice?.orderId,
      prescriptionId: choice?.prescriptionId,
      walletNumber: choice?.walletNumber,
      idempotencyKey,
    });
    return ok(url, { item: id });
  };
  app.post(
    '/payment/pay',
    {
      schema: {
        tags,
        summary:
          'Start an online payment (docs/decisions/0031): the cart (payment type 3) is held as an order awaiting payment ' +
          '(hidden from the order list; the cart stays until the payment is verified), or `orderId` is retried. ' +
          'The same cart gives the same pending payment. data = the payment page (absolute URL), item = order id',
        ...operationSchema(operations.pay, [401, 404, 422]),
      },
    },
    async (request) => pay(request, request.body, request.headers['idempotency-key']),
  );
  // The spec's call. It changes nothing that a repeat would change again: the same cart gives the
  // same order awaiting payment and the same open payment, never a second order.
  app.get(
    '/payment/pay',
    {
      schema: {
        tags,
        summary:
          "As `POST payment/pay` (the spec's call), idempotent: the same cart gives the same pending payment",
        ...operationSchema(operations.payByQuery, [401, 404, 422]),
      },
    },
    async (request) => pay(request, request.query, request.headers['idempotency-key']),
  );

  app.post(
    '/orders/:id/payment',
    {
      schema: {
        tags,
        summary:
          'After a declined online payment: pay on delivery instead (paymentTypeId 1 cash or 2 card reader)',
        ...operationSchema(operations.switchPayment, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await payments.switchToDelivery(userId, request.params.id, request.body.paymentTypeId);
      return ok(null, { message: translate(request.ctx.lang, 'payment.switched') });
    },
  );

  // The gateway's verdict: the customer's browser comes back here (GET), and gateways that also call
  // server to server (Paymob's processed callback) POST. Both answer by sending the browser on.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/payment/callback',
      config: { public: true },
      schema: {
        tags,
        summary: 'Payment gateway callback (signed); redirects to the storefront',
        hide: method === 'POST',
      },
      handler: async (request, reply) => {
        // Each answer is about one payment, right now: no cache (browser or proxy) may keep it.
        reply.header('cache-control', 'no-store');
        const result = await payments.settle(request.query as Record<string, unknown>, request.body);
        if (!result)
          request.log.warn({ query: request.query }, 'payment callback not settled (signature or payment)');
        if (method === 'POST') return reply.send(ok(null, { message: result ? 'ok' : 'ignored' }));
        return reply.redirect(returnUrl(result), 303);
      },
    });
  }

  if (!test) return;
  const referenceParams = z.object({ reference: z.string().regex(/^np-\d+-[0-9a-f]{16}$/) });

  app.get(
    '/payment/test-gateway/:reference',
    {
      config: { public: true },
      schema: { tags, summary: "The built-in test gateway's card page", params: referenceParams, hide: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payment = await payments.attempt(request.params.reference);
      if (!payment)
        return reply.status(404).type('text/html').send('<!doctype html><title>404</title><p>Not found</p>');
      return reply.type('text/html; charset=utf-8').send(testGatewayPage(payment));
    },
  );

  app.post(
    '/payment/test-gateway/:reference',
    {
      config: { public: true },
      schema: {
        tags,
        hide: true,
        params: referenceParams,
        body: z
          .object({ cardNumber: z.string().optional(), decision: z.enum(['pay', 'cancel']).optional() })
          .loose(),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payment = await payments.attempt(request.params.reference);
      if (!payment) return reply.status(404).send();
      const signed = (success: boolean, cancelled = false, transaction?: string) =>
        new URLSearchParams({
          reference: payment.reference,
          success: String(success),
          ...(cancelled ? { cancelled: 'true' } : {}),
          amount: String(payment.amount),
          ...(transaction ? { transaction } : {}),
          signature: test.sign({
            reference: payment.reference,
            success,
            amount: payment.amount,
            cancelled,
            transaction,
          }),
        });
      if (payment.method === 'kiosk') {
        // The outlet: paid now, the gateway tells the store a few seconds later (a job), as Fawry does.
        if (payment.state === 'pending' && request.body.decision === 'pay')
          await payments.outletPays(
            Object.fromEntries(signed(true, false, `test-kiosk-${payment.reference}`)),
          );
        return reply.type('text/html; charset=utf-8').send(testGatewayPage(payment, true));
      }
      if (payment.method === 'wallet') {
        // The phone: the approving test wallet says yes, any other wallet no; cancel leaves the page.
        const cancelled = request.body.decision === 'cancel';
        const success = !cancelled && payment.walletNumber === normalizePhone(testWallets.approve);
        const query = signed(success, cancelled, success ? `test-wallet-${payment.reference}` : undefined);
        return reply.redirect(`/api/payment/callback?${query}`, 303);
      }
      const card = (request.body.cardNumber ?? '').replace(/\D/g, '');
      // The cancel button is the customer leaving the page, not a declined card.
      const cancelled = request.body.decision === 'cancel';
      const success = !cancelled && (card === testCards.approve || card === testCards.captureFails);
      // A hold names its transaction (the capture needs it); the card that fails at capture says so in it.
      const transaction =
        success && payment.mode === 'auth'
          ? `test-${payment.reference}${card === testCards.captureFails ? '-nocapture' : ''}`
          : undefined;
      return reply.redirect(`/api/payment/callback?${signed(success, cancelled, transaction)}`, 303);
    },
  );
}
