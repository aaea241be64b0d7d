import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { fieldLimits, optionalText, passwordField, requiredText } from './fields.ts';
import { optionalQueryInt, optionalQueryNumber, pathId } from './query-params.ts';
import { orderItemSchema, orderStatusSchema } from './shop.ts';

/**
 * The staff API (`/api/staff`, docs/decisions/0022): staff accounts apart from customers, the order
 * pipeline of the branches, and the audit log. Money in answers is EGP, as everywhere in the API.
 */

export const staffRoles = ['admin', 'branch_manager', 'pharmacist', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(staffRoles),
  branchIds: z.array(z.number().int()),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginBody = z.object({
  email: requiredText(fieldLimits.emailMax),
  password: passwordField,
  /** The 6-digit code of an authenticator app, for accounts with the second factor on. */
  totp: optionalText(10),
});
export const staffLoginResponse = envelope(
  z.object({ token: z.string(), expiresAt: z.string(), staff: staffSchema }),
);
/** `branches`: the branches the member works for (every branch for an admin), named in the request's language. */
export const staffMeResponse = envelope(
  z.object({
    staff: staffSchema,
    /** `phone`: the branch's, for printouts. */
    branches: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string().optional() })),
  }),
);
export const staffLogoutResponse = envelope(z.null());

const optionalId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));
const isoDay = z.iso.date({ error: 'staff.dateInvalid' }).optional();

export const staffOrdersQuery = z.object({
  status: optionalQueryInt((n) => n.min(1).max(99)),
  branchId: optionalId,
  /** Cairo days, inclusive: orders placed from the start of `from` to the end of `to`. */
  from: isoDay,
  to: isoDay,
  page: optionalQueryInt((n) => n.min(1).max(10_000)),
  /** An order number or the customer's phone, in any digits and spelling (+20, 0, spaces). */
  q: z.string().trim().max(40).optional(),
});

export const staffOrderSummarySchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  createdAt: z.string(),
  status: orderStatusSchema,
  total: z.number(),
  paymentTypeId: z.number().int(),
  paymentState: z.string(),
  customerName: z.string(),
  needsConfirmationCall: z.boolean(),
});
export const staffOrdersResponse = envelope(
  z.object({
    orders: z.array(staffOrderSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);

export const staffOrderSchema = staffOrderSummarySchema.extend({
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number(),
      /** Priced by weight (kg): its delivered weight is entered through `weights`. */
      weighted: z.boolean(),
      unitPrice: z.number(),
      amount: z.number(),
      /** What the branch has now (null: the branch no longer sells it). */
      stockAtBranch: z.number().nullable(),
      weighing: orderItemSchema.shape.weighing,
    }),
  ),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  address: z.string(),
  comment: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  deliveryCharge: z.number(),
  payment: z.object({
    typeId: z.number().int(),
    type: z.string(),
    state: z.string(),
    /** EGP taken at the door (cash and card-reader orders), once delivered. */
    amountCollected: z.number().nullable(),
    refunded: z.number(),
  }),
  substitutions: z.object({ pending: z.number().int(), answered: z.number().int() }),
  flags: z.object({ needsConfirmationCall: z.boolean() }),
  dispatchedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The statuses this order may move to next through `status` (cancel aside). */
  nextStatusIds: z.array(z.number().int()),
  events: z.array(z.object({ type: z.string(), at: z.string() })),
  /** The prescription whose quote this order was placed from (null: none). */
  prescriptionId: z.number().int().nullable().optional(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderResponse = envelope(z.object({ order: staffOrderSchema }), z.number().int());

export const staffOrderStatusBody = z.object({
  statusId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number().int().min(1).max(99),
  ),
  /** EGP taken at the door, required when a cash or card-reader order is delivered. */
  amountCollected: optionalQueryNumber((n) => n.min(0).max(1_000_000)),
});
export const staffCancelBody = z.object({
  reasonId: pathId(),
  comment: optionalText(500, { multiline: true }),
});

export const staffAuditQuery = z.object({
  entity: optionalText(40),
  entityId: optionalId,
  page: optionalQueryInt((n) => n.min(1).max(10_000)),
});
export const staffAuditResponse = envelope(
  z.object({
    entries: z.array(
      z.object({
        id: z.number().int(),
        staffId: z.number().int(),
        staffName: z.string(),
        action: z.string(),
        entity: z.string(),
        entityId: z.number().int(),
        before: z.unknown(),
        after: z.unknown(),
        at: z.string(),
      }),
    ),
    page: z.number().int(),
  }),
);
export const staffDisableResponse = envelope(z.null(), z.number().int());

/**
 * A delivered weight in kg, at most 3 decimals (grams), as a number or as text a scale operator
 * typed (Arabic-Indic digits allowed). The ordered-weight bound is the API's (it needs the order).
 */
export const deliveredQuantityField = z.preprocess(
  (value) => {
    const text = withAsciiDigits(value);
    return typeof text === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: 'staff.weightInvalid' })
    .gt(0, { error: 'staff.weightInvalid', abort: true })
    .max(1000, { error: 'staff.weightInvalid', abort: true })
    .refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, { error: 'staff.weightInvalid' }),
);

const orderItemId = pathId();

export const staffSubstitutionsBody = z.object({
  items: z
    .array(
      z.object({
        orderItemId,
        /** Substitutes to offer (in stock at the branch); none: the product's own alternatives list. */
        alternativeProductIds: z.array(pathId()).max(20).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export const staffSubstitutionsResponse = envelope(
  z.object({ order: staffOrderSchema, expiresAt: z.string() }),
  z.number().int(),
);

export const staffAlternativesQuery = z.object({ orderItemId });
export const staffAlternativesResponse = envelope(
  z.object({
    orderItemId: z.number().int(),
    productId: z.number().int(),
    /** The ordered quantity: a substitute must have this much in stock. */
    quantity: z.number(),
    candidates: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        price: z.number(),
        stock: z.number(),
        /** `alternatives`: the product's own list; `category`: same level-3 category. */
        source: z.enum(['alternatives', 'category']),
      }),
    ),
  }),
  z.number().int(),
);

export const staffWeightsBody = z.object({
  items: z
    .array(z.object({ orderItemId, deliveredQuantity: deliveredQuantityField }))
    .min(1)
    .max(50),
});

/**
 * The staff console's live board: `GET /api/staff/events` is a Server-Sent Events stream of these,
 * each as `event: order` with the JSON in `data`. Ids only: the console reads the order through the
 * API (which checks the branch). `type` is `order.placed` or an order event's type (`status.changed`,
 * `cancelled`, `substitution.answered`, ...).
 */
export const staffLiveEventSchema = z.object({
  type: z.string().min(1).max(40),
  orderId: z.number().int().positive(),
  branchId: z.number().int().positive(),
});
export type StaffLiveEvent = z.infer<typeof staffLiveEventSchema>;

/**
 * The web console keeps the staff token in this httpOnly cookie (never the customer's). Besides
 * `Authorization: Bearer`, the event stream alone accepts it, since a browser's EventSource cannot
 * send headers; it only reads, so a cross-site request gains nothing.
 */
export const staffSessionCookie = 'staffSession';

/**
 * Search synonyms (docs/decisions/0035): each row lists terms that mean the same to search, in any
 * language, phrases allowed. Admins edit them; every instance's index follows without a restart.
 */
export const synonymLimits = { termsMin: 2, termsMax: 20, termMax: 60 } as const;

/** One term: cleaned as every free text, Arabic-Indic digits read as ASCII (`بنادول ٥٠٠` = `بنادول 500`). */
const synonymTerm = z.preprocess(withAsciiDigits, requiredText(synonymLimits.termMax));

export const staffSynonymBody = z.object({
  terms: z
    .array(synonymTerm, { error: 'validation.required' })
    .min(synonymLimits.termsMin, { error: 'synonym.tooFew', abort: true })
    .max(synonymLimits.termsMax, { error: 'validation.tooMany', abort: true })
    .refine((terms) => new Set(terms.map((term) => term.toLocaleLowerCase())).size === terms.length, {
      error: 'synonym.repeated',
    }),
});

export const staffSynonymSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffSynonym = z.infer<typeof staffSynonymSchema>;
export const staffSynonymsResponse = envelope(z.object({ synonyms: z.array(staffSynonymSchema) }));
export const staffSynonymResponse = envelope(z.object({ synonym: staffSynonymSchema }), z.number().int());
export const staffSynonymDeleteResponse = envelope(z.null(), z.number().int());
