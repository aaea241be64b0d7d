import { z } from 'zod';
import { boardTimersAnswer, boardTimersSchema } from './board-timers.ts';
import { geoPointSchema } from './delivery-zones.ts';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { fieldLimits, optionalText, passwordField, requiredText } from './fields.ts';
import { pharmacistChecks, pharmacistOfRecordSchema } from './medicines.ts';
import { optionalQueryInt, optionalQueryNumber, pathId, queryInt } from './query-params.ts';
import { orderItemSchema, orderStatusSchema } from './shop.ts';
import { pickBatchSchema } from './stock-batches.ts';

/**
 * The staff API (`/api/staff`, docs/decisions/0022): staff accounts apart from customers, the order
 * pipeline of the branches, and the audit log. Money in answers is EGP, as everywhere in the API.
 */

/** `courier`: carries a branch's orders, sees only those handed to them (docs/decisions/0043). */
export const staffRoles = ['admin', 'branch_manager', 'pharmacist', 'support', 'courier', 'dpo'] as const;
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
    /** `phone`: the branch's, for printouts; `boardTimers`: when its board's timers turn amber and red. */
    branches: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        phone: z.string().optional(),
        boardTimers: boardTimersAnswer,
      }),
    ),
  }),
);
export const staffLogoutResponse = envelope(z.null());
/** A branch's board timers, every stage at once (the form shows them all). */
export const staffBoardTimersBody = boardTimersSchema;
export const staffBoardTimersResponse = envelope(
  z.object({ boardTimers: boardTimersAnswer }),
  z.number().int(),
);

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
  q: optionalText(40),
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
  /** A scheduled order's delivery day (Cairo, YYYY-MM-DD) and slot (docs/decisions/0021); null when instant. */
  delivery: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullable(),
  /** Who carries it (docs/decisions/0043); `returnedAt`: brought back, customer unreachable, staff to decide. */
  courier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  returnedAt: z.string().nullable(),
  /** The board's cards: the customer's first name, lines, unanswered substitutes, a prescription behind it. */
  customerFirstName: z.string(),
  itemsCount: z.number().int(),
  substitutionsPending: z.number().int(),
  prescription: z.boolean(),
  /** 'pending': waits for a pharmacist's check of its prescription-only medicines (docs/decisions/0061). */
  pharmacistCheck: z.enum(pharmacistChecks).nullable().optional(),
  /** When it entered its current stage (its last step: placed, accepted, handed to a courier, dispatched...). */
  stageSince: z.string(),
});
export const staffOrdersResponse = envelope(
  z.object({
    orders: z.array(staffOrderSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /**
     * Orders of the staff member's branches still at the branch because their card payment could not
     * be taken at dispatch, whatever the filter: the console's alert, oldest first.
     */
    captureFailed: z.array(z.number().int()),
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
      /** FEFO picking (docs/decisions/0075): the batches to take it from, earliest expiry first. */
      batches: z.array(pickBatchSchema).optional(),
    }),
  ),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  address: z.string(),
  /** The address's pin when the customer placed it on the map (docs/decisions/0087); null: none. */
  addressPin: geoPointSchema.nullable().optional(),
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
    /** EGP the door collects beyond a held card's capture (docs/decisions/0039), printed on the delivery note. */
    toCollect: z.number().optional(),
    /** A held card (0039), EGP: still held until dispatch (0 once taken or let go), and taken at dispatch. */
    held: z.number().optional(),
    captured: z.number().optional(),
    /**
     * EGP still to pay back in cash on a payment the gateway cannot refund (a late kiosk payment,
     * `cash_refund_due`, docs/decisions/0085): the console's "cash refund paid". Absent when none.
     */
    cashRefundDue: z.number().optional(),
    /**
     * The last capture at dispatch that failed, while the order waits at the branch for its money
     *: `declined` by the gateway (try again, or call the customer), or `noHold` (the
     * customer must pay again); `amount`: EGP it tried to take.
     */
    captureFailure: z
      .object({ at: z.string(), reason: z.enum(['declined', 'noHold']), amount: z.number() })
      .optional(),
  }),
  /** `until`: the unanswered request's deadline (ISO); the order is not dispatched before it. */
  substitutions: z.object({
    pending: z.number().int(),
    answered: z.number().int(),
    until: z.string().nullable(),
  }),
  flags: z.object({ needsConfirmationCall: z.boolean() }),
  dispatchedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The statuses this order may move to next through `status` (cancel aside). */
  nextStatusIds: z.array(z.number().int()),
  events: z.array(z.object({ type: z.string(), at: z.string() })),
  /** The courier's last report that the customer could not be reached (while the order is back). */
  courierReturn: z.object({ tries: z.number().int(), note: z.string(), at: z.string() }).nullable(),
  /** The prescription that goes with it (its quote's, or the one sent for its prescription-only medicines). */
  prescriptionId: z.number().int().nullable().optional(),
  /** The pharmacist of record, once checked (docs/decisions/0061). */
  pharmacist: pharmacistOfRecordSchema.nullable().optional(),
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

/**
 * Reasons staff may give for cancelling: the store's own (`staff`: customer unreachable,
 * out of stock, ...), always; the customers' list (`customer`, asked for by phone) before dispatch only.
 */
export const staffCancellationReasonsResponse = envelope(
  z.object({
    reasons: z.array(
      z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['staff', 'customer']) }),
    ),
  }),
);

/** The coming days' delivery slots of the staff member's branches: `from` (default today, Cairo) and `days` (default 7). */
export const staffSlotsQuery = z.object({
  branchId: optionalId,
  from: isoDay,
  days: optionalQueryInt((n) => n.min(1).max(31)),
});
export const staffSlotOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  customerName: z.string(),
  total: z.number(),
});
export const staffSlotsResponse = envelope(
  z.object({
    capacity: z.number().int(),
    branches: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        days: z.array(
          z.object({
            date: z.string(),
            slots: z.array(
              z.object({
                id: z.number().int(),
                from: z.string(),
                to: z.string(),
                /** Within the branch's opening hours that day, and not a holiday (decision 0072). */
                open: z.boolean(),
                orders: z.array(staffSlotOrderSchema),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
);
export type StaffSlots = z.infer<typeof staffSlotsResponse>['data'];

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
        /**
         * Why it is offered (docs/decisions/0048): `ingredients`, the same active ingredients in the
         * same form; `use`, another product for the same use (groceries: the same shelf).
         */
        source: z.enum(['ingredients', 'use']),
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
 * Couriers (docs/decisions/0043). The branch hands an order to one of its couriers (`courierId`);
 * the courier's own list holds only what they need at the door: no prescription, no item prices.
 */
export const staffAssignCourierBody = z.object({ courierId: pathId() });
export const staffCouriersQuery = z.object({ branchId: optionalId });
export const staffCouriersResponse = envelope(
  z.object({
    couriers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        branchIds: z.array(z.number().int()),
        /** Orders in their hands now (assigned, not delivered, cancelled or brought back). */
        carrying: z.number().int(),
      }),
    ),
  }),
);
export const courierOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  customerName: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  /** The address's pin on OpenStreetMap when it has one (docs/decisions/0091), else a maps search. */
  mapUrl: z.string(),
  comment: z.string(),
  paymentType: z.string(),
  /** EGP to take at the door (0: paid online, nothing left to collect). */
  toCollect: z.number(),
  /** The change to carry: for each likely note the customer pays with, the change it needs. */
  changeFor: z.array(z.object({ paidWith: z.number(), change: z.number() })),
  itemCount: z.number().int(),
  assignedAt: z.string(),
  dispatchedAt: z.string().nullable(),
});
export type CourierOrder = z.infer<typeof courierOrderSchema>;
export const courierOrdersResponse = envelope(
  z.object({
    orders: z.array(courierOrderSchema),
    /** What this courier collected today (Cairo day) and hands in. */
    today: z.object({ delivered: z.number().int(), cash: z.number(), cardReader: z.number() }),
  }),
);
export const courierOrderResponse = envelope(z.object({ order: courierOrderSchema }), z.number().int());
export const courierDeliveredBody = z.object({
  /** EGP taken at the door; required for cash and card-reader orders. */
  amountCollected: optionalQueryNumber((n) => n.min(0).max(1_000_000)),
});
export const courierUnreachableBody = z.object({
  tries: queryInt((n) => n.min(1).max(20)),
  note: requiredText(500, { multiline: true }),
});
export const courierMessageResponse = envelope(z.null(), z.number().int());
export const courierCashQuery = z.object({
  /** A Cairo day (YYYY-MM-DD); today when absent. */
  date: isoDay,
  branchId: optionalId,
});
export const courierCashResponse = envelope(
  z.object({
    date: z.string(),
    couriers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        delivered: z.number().int(),
        /** EGP in cash to hand in; card-reader takings are counted apart (already at the bank). */
        cash: z.number(),
        cardReader: z.number(),
        orders: z.array(
          z.object({
            id: z.number().int(),
            paymentTypeId: z.number().int(),
            amountCollected: z.number(),
            deliveredAt: z.string(),
          }),
        ),
      }),
    ),
  }),
);

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
