import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { poundsToPiasters } from './money.ts';
import { attachmentSchema } from './prescriptions.ts';
import { optionalQueryInt, pathId, textToNumber } from './query-params.ts';
import { cashRefundWays, returnLineRules, returnReasons, returnStatuses } from './return-rules.ts';

/**
 * Returns (docs/decisions/0085): within the return window after delivery, a customer asks to return
 * lines of a delivered order with a reason and photos; staff approve or refuse, arrange the pickup,
 * receive the items (back to stock, medicines to quarantine) and refund through the one money ledger.
 */
export * from './return-rules.ts';

/** A quantity typed in any digits: whole units, or kilograms for weighed goods (three decimals). */
const quantity = z.preprocess(
  textToNumber,
  z
    .number({ error: 'returns.quantityInvalid' })
    .positive({ error: 'returns.quantityInvalid' })
    .max(10_000, { error: 'returns.quantityInvalid' }),
);

/** `POST orders/{id}/returns`: the lines and quantities, a reason, and what the customer adds. */
export const returnRequestBody = z.object({
  reason: z.enum(returnReasons, { error: 'returns.reasonInvalid' }),
  comment: optionalText(1000, { multiline: true }),
  items: z
    .array(
      z.object({
        orderItemId: pathId(),
        quantity,
        /** A medicine's pack opened (its seal broken): asked for medicines only. */
        opened: z.boolean().optional(),
      }),
      { error: 'returns.itemsRequired' },
    )
    .min(1, { error: 'returns.itemsRequired' })
    .max(50, { error: 'returns.itemsRequired' }),
});
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

export const returnItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** Units, or kilograms for a weighed line. */
  quantity: z.number(),
  opened: z.boolean(),
  /** What it gives back, pounds. */
  amount: z.number(),
  /** Where it went when received. */
  disposition: z.enum(['stock', 'quarantine']).nullable(),
});

export const returnRequestSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    status: z.enum(returnStatuses),
    reason: z.enum(returnReasons),
    comment: z.string(),
    /** Staff's why (approved or refused). */
    decisionNote: z.string().nullable(),
    pickupNote: z.string().nullable(),
    /** Pounds: what the lines give back (before the refund), or what was refunded. */
    amount: z.number(),
    refundMethod: z.enum(['gateway', 'cash']).nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    items: z.array(returnItemSchema),
    attachments: z.array(attachmentSchema),
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** An order line as the return form offers it: how much is left to return, and its rule. */
export const returnLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  weighted: z.boolean(),
  /** Delivered, units or kilograms. */
  quantity: z.number(),
  /** Not yet in a return that was not refused. */
  returnable: z.number(),
  rule: z.enum(returnLineRules),
  /** Pounds per unit (or kilogram) given back. */
  unitAmount: z.number(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const orderReturnsResponse = envelope(
  z.object({
    window: z.object({
      days: z.number().int(),
      /** The last moment a return may be asked for; null while the order is not delivered. */
      until: z.string().nullable(),
      open: z.boolean(),
    }),
    lines: z.array(returnLineSchema),
    requests: z.array(returnRequestSchema),
  }),
);
export const returnRequestResponse = envelope(z.object({ request: returnRequestSchema }), z.number().int());
export const returnParams = z.object({ id: pathId(), returnId: pathId() });

// --- staff --------------------------------------------------------------------------------------------

/** Pounds typed in any digits (at most two decimals, "١٢٫٥٠" = 12.50), to piasters. */
const pounds = z.preprocess(
  (value) => {
    const text = withAsciiDigits(value);
    if (typeof text === 'number') return text;
    return typeof text === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: 'returns.amountInvalid' })
    .positive({ error: 'returns.amountInvalid', abort: true })
    .max(1_000_000, { error: 'returns.amountInvalid', abort: true })
    .refine((egp) => Math.abs(egp * 100 - Math.round(egp * 100)) < 1e-6, { error: 'returns.amountInvalid' })
    .transform(poundsToPiasters),
);

const version = optionalQueryInt((n) => n.min(1).max(2_147_483_647));
const paidAt = z.iso
  .datetime({ offset: true, error: 'returns.paidAtInvalid' })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const staffReturnsQuery = z.object({
  status: z.enum(returnStatuses, { error: 'validation.invalid' }).optional(),
  branchId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
  page: optionalQueryInt((n) => n.min(1).max(10_000)),
});

export const staffReturnSchema = returnRequestSchema.extend({
  branchId: z.number().int(),
  version: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  /** How the money goes back: through the gateway (card, wallet) or in cash (cash, card reader, kiosk). */
  refundVia: z.enum(['gateway', 'cash']),
  /** Pounds the order may still give back (paid less what was refunded). */
  refundable: z.number(),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const staffReturnsResponse = envelope(
  z.object({ returns: z.array(staffReturnSchema), page: z.number().int(), pageSize: z.number().int() }),
);
export const staffReturnResponse = envelope(z.object({ request: staffReturnSchema }), z.number().int());

export const staffReturnDecideBody = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'returns.decisionInvalid' }),
  note: requiredText(500, { multiline: true, error: 'returns.noteRequired' }),
  version,
});
export const staffReturnPickupBody = z.object({
  note: requiredText(500, { multiline: true, error: 'returns.noteRequired' }),
  version,
});
export const staffReturnReceiveBody = z.object({ version });
/** Refund a received return: online through the gateway; in cash, who paid it out and when. */
export const staffReturnRefundBody = z.object({
  paidBy: z.enum(cashRefundWays, { error: 'returns.paidByInvalid' }).optional(),
  paidAt,
  version,
});

/** `POST staff/orders/{id}/cash-refund`: a cash refund paid (a late kiosk payment's, docs/decisions/0080). */
export const staffCashRefundBody = z.object({
  amount: pounds,
  paidBy: z.enum(cashRefundWays, { error: 'returns.paidByInvalid' }),
  paidAt,
});
export const staffCashRefundResponse = envelope(
  z.object({
    orderId: z.number().int(),
    /** Pounds refunded in cash in all for the order. */
    refundedInCash: z.number(),
    /** The payment is no longer `cash_refund_due`. */
    closed: z.boolean(),
  }),
  z.number().int(),
);
