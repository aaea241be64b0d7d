import { z } from 'zod';
import { idName, productSchema } from './catalogue.ts';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { optionalQueryInt, pathId } from './query-params.ts';

/**
 * Cart, favourites, addresses, orders and payment (spec sections 3 and 7). Money is pounds with two
 * decimals here; the store keeps integer piasters inside.
 */

/** A quantity from the product's allowed list: 1, 2... pieces or 0.25, 0.5... kg. */
const quantity = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: 'validation.required' }).positive({ error: 'cart.quantityNotAllowed' }).max(1000),
);
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
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

// --- addresses ------------------------------------------------------------------------------------

const requiredNumber = (key: 'address.floorRequired' | 'address.apartmentRequired') =>
  z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: key })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(500, { error: 'validation.max' }),
  );
const requiredField = (
  key:
    | 'address.streetNameRequired'
    | 'address.buildingRequired'
    | 'address.cityRequired'
    | 'address.areaRequired',
  max = 120,
) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key, abort: true })
    .max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).optional();

/** `POST addresses`: the spec sends the building as `buildingNumber`. */
export const addressBody = z.object({
  city: requiredField('address.cityRequired'),
  area: requiredField('address.areaRequired'),
  streetName: requiredField('address.streetNameRequired'),
  buildingNumber: requiredField('address.buildingRequired', 40),
  floor: requiredNumber('address.floorRequired'),
  apartment: requiredNumber('address.apartmentRequired'),
  landmark: optionalText(120),
  /** The street / additional address line. */
  address: optionalText(200),
  notes: optionalText(300),
});
export type AddressBody = z.input<typeof addressBody>;
export const addressUpdateBody = addressBody.extend({ address_id: pathId() });
export const addressDeleteBody = z.object({ address_id: pathId() });

export const addressSchema = z
  .object({
    id: z.number().int(),
    address: z.string(),
    fullAddress: z.string(),
    streetName: z.string(),
    building: z.string(),
    floor: z.number().int(),
    apartment: z.number().int(),
    area: z.string(),
    landmark: z.string(),
    city: z.string(),
    notes: z.string(),
    selected: z.boolean(),
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
    /** Minimum order and maximum cart value, pounds. */
    limits: z.object({ minimumOrder: z.number(), maximumCart: z.number() }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartViewResponse = envelope(z.object({ cart: cartSchema }));
export const cartItemResponse = envelope(
  z.object({ item: z.object({ itemId: z.number().int(), quantity: z.number() }), cart: cartSchema }),
);
export const cartResponse = envelope(z.object({ cart: cartSchema }));
export const paymentTypesResponse = envelope(z.object({ paymentTypes: z.array(paymentTypeSchema) }));
export const addressesResponse = envelope(z.object({ addresses: z.array(addressSchema) }));
export const addressResponse = envelope(z.object({ address: addressSchema }), z.number().int().nullable());

// --- favourites -------------------------------------------------------------------------------------

export const favoriteToggleBody = z.object({ productId: pathId() });
export const favoriteToggleResponse = envelope(z.null(), z.boolean());
export const favoritesResponse = envelope(z.object({ favoriteProducts: z.array(productSchema) }));

// --- orders -----------------------------------------------------------------------------------------

export const placeOrderBody = z.object({
  comment: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  orderFrom: z.string().trim().max(20).optional(),
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
    /** 'not_required' (cash, card reader), 'pending', 'paid' or 'failed' (online). */
    paymentState: z.enum(['not_required', 'pending', 'paid', 'failed']),
  })
  .meta({ id: 'OrderSummary' });

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
    /** Over 100 items, or 15 or more of one: the pharmacy phones to confirm (spec section 1). */
    needsConfirmationCall: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const placeOrderResponse = envelope(z.object({ order: orderSchema }), z.number().int());
export const ordersResponse = envelope(
  z.object({ pendingOrders: z.array(orderSummarySchema), oldOrders: z.array(orderSummarySchema) }),
);
export const orderResponse = envelope(z.object({ order: orderSchema }));
export const cancellationReasonsResponse = envelope(z.object({ reasons: z.array(idName) }));

// --- payment ------------------------------------------------------------------------------------------

/** `GET payment/pay`: places the cart as an online order (or retries an unpaid one) and gives the payment page. */
export const payQuery = z.object({ orderId: optionalId });
export const payResponse = envelope(z.string(), z.number().int());
export const switchPaymentBody = z.object({ paymentTypeId: pathId() });
