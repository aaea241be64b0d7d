import { z } from 'zod';
import { idName, productSchema, sharedHomeSchema } from './catalogue.ts';
import { latitudeField, longitudeField, zoneBranchSchema } from './delivery-zones.ts';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, phoneField, requiredText } from './fields.ts';
import { medicineClassSchema, pharmacistChecks, pharmacistOfRecordSchema } from './medicines.ts';
import { optionalQueryInt, pathId, textToNumber } from './query-params.ts';

/**
 * Cart, favourites, addresses, orders and payment (docs/product.md#cart, #http-api). Money is pounds with two
 * decimals here; the store keeps integer piasters inside.
 */

/** A quantity from the product's allowed list: 1, 2... pieces or 0.25, 0.5... kg. */
export const quantityField = z.preprocess(
  textToNumber,
  z.number({ error: 'validation.required' }).positive({ error: 'cart.quantityNotAllowed' }).max(1000),
);
const quantity = quantityField;
const optionalId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));

// --- cart -----------------------------------------------------------------------------------------

export const cartAddBody = z.object({ productId: pathId(), quantity, cuttingTypeId: optionalId });
export const cartUpdateBody = z.object({ itemId: pathId(), quantity, cuttingTypeId: optionalId });
export const cartDeleteBody = z.object({ itemId: pathId() });
export const promoCodeBody = z.object({ promocode: requiredText(40) });
export const promoCodeForm = promoCodeBody;
export const paymentSelectBody = z.object({ paymentTypeId: pathId() });
export const addressSelectBody = z.object({ addressId: pathId() });

export const cartItemSchema = z
  .object({
    itemId: z.number().int(),
    id: z.number().int(),
    productId: z.number().int(),
    quantity: z.number(),
    /** quantity × finalPrice, pounds. */
    amount: z.number(),
    finalPrice: z.number(),
    oldPrice: z.string(),
    productName: z.string(),
    name: z.string(),
    image: z.string(),
    weighted: z.boolean(),
    quantities: z.array(z.number()),
    cuttingTypeId: z.number().int().nullable(),
    cuttingTypes: z.array(idName),
    outOfStock: z.union([z.literal(0), z.literal(1)]),
    /** The product's medicine class: a prescription-only one asks a prescription at checkout (docs/decisions/0061). */
    medicineClass: medicineClassSchema.optional(),
    /** Pounds taken off this line by promotions on its product, category or brand (absent: none). */
    promotionDiscount: z.number().optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const paymentTypeSchema = z
  .object({ id: z.number().int(), type: z.string() })
  .meta({ id: 'PaymentType' });
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const cartTotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  discountPercentage: z.number(),
  deliveryCharge: z.number(),
  total: z.number(),
  promoCode: z.string().nullable(),
  paymentType: paymentTypeSchema.nullable(),
  /**
   * The promotions that applied (docs/decisions/0076), in the customer's language: what each took
   * off (pounds) and whether it made delivery free. Absent: none applied.
   */
  promotions: z
    .array(
      z.object({ id: z.number().int(), name: z.string(), discount: z.number(), freeDelivery: z.boolean() }),
    )
    .optional(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

// --- addresses ------------------------------------------------------------------------------------

/**
 * Floor and apartment as people write them: '3', '٣', 'ground' / 'أرضي', '5B', 'الثالث'.
 * The text is kept (digits typed on an Arabic keyboard read as ASCII); only its presence is checked.
 * Existing clients that send a number get it as its text.
 */
const floorText = (key: 'address.floorRequired' | 'address.apartmentRequired') =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : withAsciiDigits(value)),
    requiredText(40, { error: key }),
  );
const requiredField = (
  key:
    | 'address.streetNameRequired'
    | 'address.buildingRequired'
    | 'address.cityRequired'
    | 'address.areaRequired',
  max = 120,
) => requiredText(max, { error: key });

/** A floor or flat left blank (or only spaces) is not given: a pinned address may go without them. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const addressFields = z.object({
  city: requiredField('address.cityRequired'),
  area: requiredField('address.areaRequired'),
  streetName: requiredField('address.streetNameRequired'),
  buildingNumber: requiredField('address.buildingRequired', 40),
  floor: floorText('address.floorRequired').optional(),
  apartment: floorText('address.apartmentRequired').optional(),
  landmark: optionalText(120),
  /** The street / additional address line. */
  address: optionalText(200),
  notes: optionalText(300, { multiline: true }),
  /**
   * The pin (docs/decisions/0087), WGS84 degrees in any digits: both or neither. An address with a
   * pin and a landmark may leave floor and apartment out (a villa, a shop, a compound's gate).
   */
  latitude: z.preprocess(blankAsMissing, latitudeField.optional()),
  longitude: z.preprocess(blankAsMissing, longitudeField.optional()),
});

type AddressInput = {
  floor?: string | undefined;
  apartment?: string | undefined;
  landmark?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
};

/** Given: not missing, not blank. */
const given = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Floor and apartment are asked for unless the address has a pin (both coordinates) and a landmark.
 * Decided before the fields are read, so "floor required" is said with the other fields' messages,
 * in the spec's order: an unpinned address's missing floor becomes '' (required), a pinned one's
 * stays missing (optional).
 */
function floorsAsked(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const located = given(body.latitude) && given(body.longitude) && given(body.landmark);
  const floorOf = (text: unknown) => (given(text) ? text : located ? undefined : '');
  return { ...body, floor: floorOf(body.floor), apartment: floorOf(body.apartment) };
}

/** A pin is both coordinates. */
function pinnedAddressRules(value: AddressInput, ctx: z.RefinementCtx) {
  if ((value.latitude === undefined) !== (value.longitude === undefined))
    ctx.addIssue({
      code: 'custom',
      message: 'geo.pointIncomplete',
      path: [value.latitude === undefined ? 'latitude' : 'longitude'],
    });
}
/** `POST addresses`: existing clients send the building as `buildingNumber` (docs/product.md#existing-clients). */
export const addressBody = z.preprocess(
  floorsAsked,
  addressFields.superRefine((value, ctx) => pinnedAddressRules(value as AddressInput, ctx)),
);
export type AddressBody = z.input<typeof addressFields>;
export const addressUpdateBody = z.preprocess(
  floorsAsked,
  addressFields
    .extend({ address_id: pathId() })
    .superRefine((value, ctx) => pinnedAddressRules(value as AddressInput, ctx)),
);
export const addressDeleteBody = z.object({ address_id: pathId() });

export const addressSchema = z
  .object({
    id: z.number().int(),
    address: z.string(),
    fullAddress: z.string(),
    streetName: z.string(),
    building: z.string(),
    /** As the customer wrote it: '3', 'ground', 'أرضي', '5B'. */
    floor: z.string(),
    apartment: z.string(),
    area: z.string(),
    landmark: z.string(),
    city: z.string(),
    notes: z.string(),
    selected: z.boolean(),
    /** The pin (docs/decisions/0087); null: none. */
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    /**
     * A pinned address and the delivery zones: whether a branch's zone holds it, and the branch
     * (in a zone: the one to deliver from; outside: the nearest that delivers). Null: no pin.
     */
    zone: z.object({ inZone: z.boolean(), branch: zoneBranchSchema.nullable() }).nullable().optional(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    totals: cartTotalsSchema,
    paymentType: paymentTypeSchema.nullable(),
    address: addressSchema.nullable(),
    branch: z.object({ id: z.number().int(), name: z.string() }),
    itemsCount: z.number().int(),
    /**
     * Minimum order and maximum cart value, pounds; `cardHoldPercent`: an online card payment is held
     * for the total and this margin, and taken at dispatch for what is delivered (docs/decisions/0039).
     */
    limits: z.object({
      minimumOrder: z.number(),
      maximumCart: z.number(),
      cardHoldPercent: z.number().optional(),
      /**
       * The branch's delivery (docs/decisions/0072), pounds: its flat charge, and the subtotal from
       * which delivery is free (null: never). `minimumOrder` is the branch's too.
       */
      deliveryCharge: z.number().optional(),
      freeDeliveryFrom: z.number().nullable().optional(),
      /**
       * The branch is closed now (its hours or a holiday, docs/decisions/0072): what to tell the
       * customer, in their language ('Closed now, opens Sunday at 9:00 AM'); null while it is open.
       * An instant checkout is refused with the same words.
       */
      closedNotice: z.string().nullable().optional(),
      /**
       * The branch's delivery time promise for instant orders, in the customer's language
       * ('Delivered within about 60 minutes', docs/decisions/0088); null when it promises none or is
       * closed now.
       */
      deliveryPromise: z.string().nullable().optional(),
    }),
    /**
     * The delivery address is pinned outside the branch's delivery zones (docs/decisions/0091): the
     * notice in the customer's language (`address.outsideZone` / `address.outsideEveryZone`) and
     * the branch whose zone holds the pin, to switch to (null: no branch delivers there). Null or
     * absent: nothing stands in the way. Placing the order is refused with the same words.
     */
    outsideZone: z.object({ message: z.string(), branch: zoneBranchSchema.nullable() }).nullable().optional(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartViewResponse = envelope(z.object({ cart: cartSchema }));
export const cartItemResponse = envelope(
  z.object({ item: z.object({ itemId: z.number().int(), quantity: z.number() }), cart: cartSchema }),
);
export const cartResponse = envelope(z.object({ cart: cartSchema }));
export const paymentTypesResponse = envelope(z.object({ paymentTypes: z.array(paymentTypeSchema) }));
/**
 * Home details (spec section 3): the shared page plus, for a signed-in customer, their saved
 * addresses and the payment type chosen on their cart (the cart's shape); empty and null for a guest.
 */
export const homeResponse = envelope(
  sharedHomeSchema.extend({
    addresses: z.array(addressSchema),
    paymentType: paymentTypeSchema.nullable(),
  }),
);
export const addressesResponse = envelope(z.object({ addresses: z.array(addressSchema) }));
export const addressResponse = envelope(z.object({ address: addressSchema }), z.number().int().nullable());

// --- favourites -------------------------------------------------------------------------------------

export const favoriteToggleBody = z.object({ productId: pathId() });
export const favoriteToggleResponse = envelope(z.null(), z.boolean());
export const favoritesResponse = envelope(z.object({ favoriteProducts: z.array(productSchema) }));

// --- orders -----------------------------------------------------------------------------------------

export const placeOrderBody = z.object({
  comment: optionalText(500, { multiline: true }),
  orderFrom: optionalText(20),
  /**
   * One of the customer's prescriptions to go with the order: required when the cart holds a
   * prescription-only medicine (docs/decisions/0061), ignored otherwise.
   */
  prescriptionId: optionalId,
  /**
   * With a mobile wallet chosen (payment type 4, docs/decisions/0080): the wallet's number, an
   * Egyptian mobile in any spelling and digits (the phone rules); the wallet asks its owner to approve.
   */
  walletNumber: phoneField.optional(),
});
export const orderStatusSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  weighted: z.boolean(),
  price: z.number(),
  amount: z.number(),
  cuttingType: z.string().nullable(),
  /** The cutting type's id (what `POST orders/{id}/items` takes back to keep it). */
  cuttingTypeId: z.number().int().nullable().optional(),
  /** A weighed line: the weight (kg) and amount first ordered, beside `quantity` and `amount` now. */
  weighing: z.object({ orderedQuantity: z.number(), orderedAmount: z.number() }).nullable().optional(),
});

export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    status: orderStatusSchema,
    cancelled: z.boolean(),
    hasAlternatives: z.boolean(),
    itemsCount: z.number().int(),
    total: z.number(),
    paymentType: paymentTypeSchema,
    /**
     * 'not_required' (cash, card reader), 'pending', 'paid', 'failed' or 'refunded' (online); a card
     * held at checkout (docs/decisions/0039): 'held' until dispatch, 'capture_failed' (kept at the
     * branch), 'voided' (cancelled before dispatch, nothing taken).
     */
    paymentState: z.enum([
      'not_required',
      'pending',
      'paid',
      'failed',
      'refunded',
      'held',
      'capture_failed',
      'voided',
    ]),
    /**
     * An online checkout whose payment is not verified yet (docs/decisions/0031): not placed, not in
     * the order list; its cart is kept. Absent means false.
     */
    awaitingPayment: z.boolean().optional(),
    /** A scheduled order's delivery day (Cairo, YYYY-MM-DD) and slot (docs/decisions/0021); null when instant. */
    delivery: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullable().optional(),
  })
  .meta({ id: 'OrderSummary' });

/**
 * One step of the order's road as the customer sees it (`GET orders/{id}`): placed, accepted,
 * dispatched (out for delivery), delivered, completed; a cancelled order ends with `cancelled`
 * (its reason and comment) instead of the steps it never reached; a substitution request the
 * customer has not answered yet is a step of its own. `at` is when the step was reached (null while
 * it is ahead); `state` says which step is the current one.
 */
export const orderTimelineStepSchema = z
  .object({
    type: z.enum(['placed', 'accepted', 'dispatched', 'delivered', 'completed', 'cancelled', 'substitution']),
    /** The step's name in the request's language. */
    name: z.string(),
    at: z.string().nullable(),
    state: z.enum(['done', 'current', 'upcoming']),
    /** `cancelled`: the reason's name (null when the store cancelled it without one) and the customer's comment. */
    reason: z.string().nullable().optional(),
    comment: z.string().nullable().optional(),
    /** `substitution`: until when the customer may answer. */
    until: z.string().nullable().optional(),
    /** An answered `substitution` (done): what came of it in the request's language, and when. */
    answer: z.string().nullable().optional(),
    answeredAt: z.string().nullable().optional(),
  })
  .meta({ id: 'OrderTimelineStep' });
export type OrderTimelineStep = z.infer<typeof orderTimelineStepSchema>;

export const orderSchema = orderSummarySchema
  .extend({
    items: z.array(orderItemSchema),
    subtotal: z.number(),
    discount: z.number(),
    discountPercentage: z.number(),
    deliveryCharge: z.number(),
    promoCode: z.string().nullable(),
    branch: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
    address: z.string(),
    comment: z.string(),
    orderFrom: z.string(),
    /** Over 100 items, or 15 or more of one: the pharmacy phones to confirm (docs/product.md#large-orders). */
    needsConfirmationCall: z.boolean(),
    /**
     * Until when the customer may cancel it here (ISO time), null when they no longer can; past that,
     * the hotline or e-mail. The page counts down to it.
     */
    cancellableUntil: z.string().nullable(),
    /** Completed orders can be put in the cart again (`POST orders/reorder/{id}`). */
    canReorder: z.boolean(),
    /**
     * A scheduled order's items can change (`POST orders/{id}/items`) until this time (ISO), the day
     * before its delivery at the cutoff hour; null when they no longer can (or it is not scheduled).
     */
    itemsEditableUntil: z.string().nullable().optional(),
    /** The order's steps, oldest first (see `orderTimelineStepSchema`). */
    timeline: z.array(orderTimelineStepSchema),
    /**
     * An accepted instant order's expected arrival (ISO time): its acceptance plus the delivery time
     * promised when it was placed (docs/decisions/0088); null or absent once delivered, or without one.
     */
    expectedBy: z.string().nullable().optional(),
    /**
     * A card held at checkout (docs/decisions/0039), EGP: still held (until dispatch), taken at
     * dispatch, and what the door collects beyond the hold. Null or absent: no hold.
     */
    cardPayment: z
      .object({ held: z.number(), captured: z.number(), collectAtDoor: z.number() })
      .nullable()
      .optional(),
    /**
     * A kiosk reference to pay at a Fawry, Aman or Masary outlet (payment type 5, docs/decisions/0080):
     * the bill reference, until when it can be paid (ISO time) and the amount (EGP). Null or absent:
     * none open.
     */
    kioskPayment: z
      .object({ reference: z.string(), expiresAt: z.string(), amount: z.number() })
      .nullable()
      .optional(),
    /**
     * The prescription that goes with it: the one whose quote it was placed from, or the one sent
     * for its prescription-only medicines (docs/decisions/0061). Null: none.
     */
    prescriptionId: z.number().int().nullable().optional(),
    /** 'pending': a pharmacist has yet to check its prescription-only medicines; null: it has none. */
    pharmacistCheck: z.enum(pharmacistChecks).nullable().optional(),
    /** The pharmacist of record, once checked (docs/decisions/0061). */
    pharmacist: pharmacistOfRecordSchema.nullable().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * `POST cart/order`: the placed order; or, with online payment chosen, no order yet (it is placed when
 * its payment is verified, docs/decisions/0031) and `paymentUrl`, the page to pay on (as `payment/pay`
 * answers). `item` is the order id either way.
 */
export const placeOrderResponse = envelope(
  z.object({ order: orderSchema.nullable(), paymentUrl: z.string().nullable() }),
  z.number().int(),
);
export const ordersResponse = envelope(
  z.object({ pendingOrders: z.array(orderSummarySchema), oldOrders: z.array(orderSummarySchema) }),
);
export const orderResponse = envelope(z.object({ order: orderSchema }));
export const cancellationReasonsResponse = envelope(z.object({ reasons: z.array(idName) }));

export { customerService } from './customer-service.ts';

/** `POST orders/cancel/{id}`: the reason as `reasonId` (or `reason_id`), and an optional comment. */
export const cancelOrderBody = z
  .object({
    reasonId: optionalId,
    reason_id: optionalId,
    comment: optionalText(500, { multiline: true }),
  })
  .superRefine((body, context) => {
    if (body.reasonId === undefined && body.reason_id === undefined)
      context.addIssue({ code: 'custom', path: ['reasonId'], message: 'order.cancelReasonRequired' });
  });
export type CancelOrderBody = z.input<typeof cancelOrderBody>;
export const cancelOrderResponse = envelope(z.object({ order: orderSchema }), z.number().int());

/** `POST orders/reorder/{id}`: existing clients send `orderId` in the body too; the path's id is the one used. */
export const reorderBody = z.object({ orderId: optionalId });
export const reorderSkipReasons = [
  'outOfStock',
  'notInBranch',
  'notSold',
  'cartLimit',
  'counterOnly',
] as const;
export type ReorderSkipReason = (typeof reorderSkipReasons)[number];
export const reorderSkippedSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /**
   * outOfStock, notInBranch (the cart's branch does not sell it), notSold (no branch does), cartLimit,
   * counterOnly (a controlled medicine: dispensed at the branch only).
   */
  reason: z.enum(reorderSkipReasons),
});
export type ReorderSkipped = z.infer<typeof reorderSkippedSchema>;
export const reorderResponse = envelope(
  z.object({ cart: cartSchema, skipped: z.array(reorderSkippedSchema) }),
  z.number().int(),
);

// --- substitutions (docs/decisions/0020) ---------------------------------------------------------

/** A substitute offered for an item; `priceDifference` is what the line costs more (or less, negative). */
export const orderAlternativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  finalPrice: z.number(),
  image: z.string(),
  priceDifference: z.number(),
});
export const substitutionItemSchema = z.object({
  /** The order item: what `POST orders/{id}/alternatives` answers for. */
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  quantity: z.number(),
  /** What the line costs now, pounds. */
  amount: z.number(),
  alternatives: z.array(orderAlternativeSchema),
});
export type SubstitutionItem = z.infer<typeof substitutionItemSchema>;
/** `GET orders/{id}/alternatives`: the items waiting for a choice (empty when none) and until when. */
export const orderAlternativesResponse = envelope(
  z.object({
    Items: z.array(substitutionItemSchema),
    expiresAt: z.string().nullable(),
    /** The order's total and delivery charge and discount now, pounds: the page works out the new total. */
    total: z.number(),
    subtotal: z.number(),
    discountPercentage: z.number(),
    deliveryCharge: z.number(),
    /**
     * The promo the order was placed with (null: none): a whole percent, or pounds off. The page
     * prices its preview with the same rule as the API (`priceTotals`), a fixed amount included.
     */
    promo: z.object({ kind: z.enum(['percent', 'fixed']), value: z.number() }).nullable(),
  }),
);
export type OrderAlternatives = z.infer<typeof orderAlternativesResponse>['data'];
/** `alternativeId` null (or empty): drop the item. */
export const chooseAlternativesBody = z.object({
  items: z
    .array(
      z.object({
        id: pathId(),
        alternativeId: z.preprocess(
          (value) => (value === '' || value === undefined || value === 'null' ? null : value),
          z.union([z.null(), pathId()]),
        ),
      }),
    )
    .max(200),
});
export type ChooseAlternativesBody = z.input<typeof chooseAlternativesBody>;
export const chooseAlternativesResponse = envelope(z.object({ order: orderSchema }), z.number().int());

/** `Idempotency-Key`: one per checkout attempt; a repeated submit gets the first order back. */
export const idempotencyHeaders = z.object({ 'idempotency-key': requiredText(100).optional() });

// --- payment ------------------------------------------------------------------------------------------

/**
 * `POST payment/pay` (body) and the spec's `GET payment/pay` (query): starts (or finds again) the
 * online payment of the cart, or retries an unpaid order (`orderId`), and gives the payment page's
 * absolute URL (`data`) and the order awaiting payment (`item`). The same cart gives the same payment.
 */
export const payQuery = z.object({
  orderId: optionalId,
  /** As placing's `prescriptionId` (docs/decisions/0061), for the cart's checkout. */
  prescriptionId: optionalId,
  /** As placing's `walletNumber`: required to pay with a mobile wallet (docs/decisions/0080). */
  walletNumber: phoneField.optional(),
});
/** The body may be left out (a POST of nothing starts the cart's payment). */
export const payBody = payQuery.nullable();
export const payResponse = envelope(z.string(), z.number().int());
export const switchPaymentBody = z.object({ paymentTypeId: pathId() });
