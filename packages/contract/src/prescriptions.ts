import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { optionalQueryInt, pathId } from './query-params.ts';
import { orderSchema } from './shop.ts';

/**
 * Prescriptions (docs/product.md#prescriptions; docs/decisions/0028): a customer sends photos or PDFs of a
 * prescription, a pharmacist of the branch answers with a quote (catalogue products and quantities,
 * priced at the branch) or a rejection, and the customer confirms the quote, which places a normal
 * order, or declines it. Money is pounds with two decimals, as everywhere in the API.
 */

/** The files a prescription or a support issue may carry, and the kinds accepted (by content). */
export const uploadLimits = { maxFiles: 3, defaultMaxFileMegabytes: 10 } as const;
export const uploadKinds = ['jpeg', 'png', 'webp', 'heic', 'pdf'] as const;
export type UploadKind = (typeof uploadKinds)[number];
/** The kinds as the 'file type must match' message names them. */
export const uploadKindNames = 'JPEG, PNG, WebP, HEIC, PDF';

const optionalId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));

/**
 * The text fields of `POST prescriptions/send` (multipart; the files come as `attachments[0..2]`).
 * `address_id` names one of the user's addresses; the files are checked by the server.
 * The API takes the health-data consent's fields too (`prescriptionSendConsentBody`).
 */
export const prescriptionSendBody = z.object({
  address_id: pathId(),
  description: optionalText(1000, { multiline: true }),
});
export type PrescriptionSendBody = z.input<typeof prescriptionSendBody>;

/** A stored file: `path` is a link that only works for a few minutes (ask for the record again). */
export const attachmentSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    /** 'image' (JPEG, PNG, WebP, HEIC: shown) or 'pdf' (downloaded). */
    type: z.enum(['image', 'pdf']),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * new: waiting for the pharmacist; quoted: a priced answer waits for the customer; rejected: the
 * pharmacist cannot fill it; confirmed: an order was placed from the quote; declined: the customer
 * refused the quote; cancelled: the customer withdrew it before any order.
 */
export const prescriptionStatuses = [
  'new',
  'quoted',
  'rejected',
  'confirmed',
  'declined',
  'cancelled',
] as const;
export type PrescriptionStatus = (typeof prescriptionStatuses)[number];

/**
 * The status ids a prescription answers in `status`, as orders do (spec section 3: 1 is new); the
 * key stays in `statusKey` for code that reads it by name.
 */
export const prescriptionStatusIds = {
  new: 1,
  quoted: 2,
  rejected: 3,
  confirmed: 4,
  declined: 5,
  cancelled: 6,
} as const satisfies Record<PrescriptionStatus, number>;

export const quoteItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  /** Today's price at the prescription's branch (null: the branch no longer sells it). */
  price: z.number().nullable(),
  amount: z.number(),
  /** In stock at the branch in that quantity now. */
  available: z.boolean(),
});

export const prescriptionQuoteSchema = z.object({
  items: z.array(quoteItemSchema),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  total: z.number(),
  note: z.string(),
  quotedAt: z.string(),
});

export const prescriptionSummarySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    /** The status id (prescriptionStatusIds): 1 new, 2 quoted, 3 rejected, 4 confirmed, 5 declined, 6 cancelled. */
    status: z.number().int(),
    /** The status by name, for code that reads it so. */
    statusKey: z.enum(prescriptionStatuses),
    /** The status in the request's language. */
    statusName: z.string(),
    cancelled: z.boolean(),
    description: z.string(),
    attachmentsCount: z.number().int(),
    /** The order placed from the quote, once confirmed. */
    orderId: z.number().int().nullable(),
  })
  .meta({ id: 'PrescriptionSummary' });

export const prescriptionSchema = prescriptionSummarySchema
  .extend({
    attachments: z.array(attachmentSchema),
    address: z.string(),
    branchId: z.number().int(),
    quote: prescriptionQuoteSchema.nullable(),
    /** Why the pharmacist could not fill it (status rejected). */
    rejectionReason: z.string().nullable(),
    canCancel: z.boolean(),
    canConfirm: z.boolean(),
  })
  .meta({ id: 'Prescription' });
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionSendResponse = envelope(
  z.object({ prescription: prescriptionSchema }),
  z.number().int(),
);
export const prescriptionsResponse = envelope(
  z.object({
    pendingPrescriptions: z.array(prescriptionSummarySchema),
    oldPrescriptions: z.array(prescriptionSummarySchema),
  }),
);
export const prescriptionResponse = envelope(
  z.object({ prescription: prescriptionSchema }),
  z.number().int(),
);

/** `POST prescriptions/{id}/confirm`: how the order placed from the quote is paid. */
export const prescriptionConfirmBody = z.object({
  paymentTypeId: pathId(),
  comment: optionalText(500, { multiline: true }),
});
export const prescriptionConfirmResponse = envelope(z.object({ order: orderSchema }), z.number().int());

// --- staff --------------------------------------------------------------------------------------------

export const staffPrescriptionsQuery = z.object({
  status: z.enum(prescriptionStatuses, { error: 'validation.invalid' }).optional(),
  branchId: optionalId,
  page: optionalQueryInt((n) => n.min(1).max(10_000)),
});

export const staffPrescriptionSchema = prescriptionSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
});
export const staffPrescriptionsResponse = envelope(
  z.object({
    prescriptions: z.array(
      prescriptionSummarySchema.extend({ branchId: z.number().int(), customerName: z.string() }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export const staffPrescriptionResponse = envelope(
  z.object({ prescription: staffPrescriptionSchema }),
  z.number().int(),
);

/** A quote: catalogue products and quantities (pieces, or kg for goods sold by weight). */
export const staffQuoteBody = z.object({
  items: z
    .array(
      z.object({
        productId: pathId(),
        quantity: z.preprocess(
          (value) => {
            // Typed on any keyboard: Arabic-Indic digits and ٫ read as ASCII.
            const text = withAsciiDigits(value);
            return typeof text === 'string' && text.trim() !== '' ? Number(text) : text;
          },
          z.number({ error: 'validation.required' }).positive({ error: 'cart.quantityNotAllowed' }).max(1000),
        ),
      }),
    )
    .min(1, { error: 'prescription.quoteEmpty' })
    .max(50, { error: 'validation.tooMany' }),
  note: optionalText(500, { multiline: true }),
});
/** The quote builder's product search: catalogue products in stock at the prescription's branch. */
export const staffQuoteProductsQuery = z.object({ q: requiredText(100) });
const staffQuoteProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Today's price at the branch (EGP, per piece or per kg). */
  price: z.number(),
  stock: z.number(),
  weighted: z.boolean(),
  /** The quantities it is sold in (kg for goods sold by weight): a quote uses one of them. */
  quantities: z.array(z.number()),
  /** Its active ingredients with strengths ('Paracetamol 500 mg + Caffeine 65 mg'); '' for none. */
  ingredients: z.string(),
});
export const staffQuoteProductsResponse = envelope(
  z.object({
    products: z.array(staffQuoteProduct),
    /**
     * Products matching `q` that are out of stock at the branch (the brand the doctor named, most
     * often), each with the cheapest product in stock there with the same active ingredients in the
     * same form (the store's alternatives rule), or null when there is none. Three at most.
     */
    outOfStock: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        ingredients: z.string(),
        cheapest: staffQuoteProduct.nullable(),
      }),
    ),
  }),
  z.number().int(),
);

export const staffRejectBody = z.object({ reason: requiredText(500, { multiline: true }) });
