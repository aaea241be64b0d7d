import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sessionUser } from './account.ts';
import { productSchema } from './catalogue.ts';
import { prescriptionSchema, prescriptionsResponse } from './prescriptions.ts';
import { cartItemSchema, cartTotalsSchema, homeResponse, orderSchema, ordersResponse } from './shop.ts';

/**
 * The fields of the store-spec's section 3, as the mobile apps read them: an answer that loses one
 * is a crash in an app that cannot be updated on the day the server changes. Alternatives the spec
 * gives (`name` or `productName`) are listed as the store answers them.
 */
const specFields = {
  user: [sessionUser, ['first_name', 'last_name', 'phone', 'email', 'token', 'isSocial']],
  product: [
    productSchema,
    [
      'id',
      'name',
      'description',
      'image',
      'brand',
      'finalPrice',
      'oldPrice',
      'discount',
      'outOfStock',
      'isSpecialOffer',
      'specialOfferDesc',
      'isFavorite',
      'quantities',
      'cuttingTypes',
      'selectedCuttingType',
      'inCart',
      'categories',
      'amount',
      'quantity',
    ],
  ],
  cartItem: [
    cartItemSchema,
    [
      'itemId',
      'id',
      'productId',
      'quantity',
      'amount',
      'finalPrice',
      'productName',
      'name',
      'image',
      'cuttingTypeId',
    ],
  ],
  cartTotals: [
    cartTotalsSchema,
    ['subtotal', 'discount', 'discountPercentage', 'deliveryCharge', 'total', 'promoCode', 'paymentType'],
  ],
  home: [
    homeResponse.shape.data,
    ['carousels', 'featuredCategories', 'products', 'addresses', 'paymentType', 'branch'],
  ],
  order: [
    orderSchema,
    [
      'id',
      'createdAt',
      'status',
      'cancelled',
      'hasAlternatives',
      'items',
      'subtotal',
      'discountPercentage',
      'total',
      'branch',
      'address',
      'paymentType',
      'comment',
    ],
  ],
  orderLists: [ordersResponse.shape.data, ['pendingOrders', 'oldOrders']],
  prescription: [
    prescriptionSchema,
    ['id', 'createdAt', 'status', 'description', 'attachments', 'cancelled'],
  ],
  prescriptionLists: [prescriptionsResponse.shape.data, ['pendingPrescriptions', 'oldPrescriptions']],
} satisfies Record<string, [z.ZodObject, string[]]>;

describe('the fields spec section 3 names', () => {
  it.each(Object.entries(specFields))('are all in the %s answer', (_name, [schema, fields]) => {
    const missing = fields.filter((field) => !(field in schema.shape));
    expect(missing).toEqual([]);
  });

  it('give a prescription its status as an id, as orders have theirs', () => {
    expect(prescriptionSchema.shape.status.safeParse(1).success).toBe(true);
    expect(prescriptionSchema.shape.status.safeParse('new').success).toBe(false);
  });
});
