import { operations, translate } from '@store/contract';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, shopOf, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { CartService } from './cart-service.ts';

const tags = ['cart'];

/** Every cart call needs a login (guests: 401 'Please Login First') and answers with the whole cart. */
export async function cartRoutes(app: ApiInstance, { cart }: { cart: CartService }) {
  usersOnly(app);
  app.get(
    '/cart/view',
    {
      schema: {
        tags,
        summary: 'The cart, priced at the user’s branch',
        ...operationSchema(operations.cart, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ cart: await cart.view(userId, await shopOf(request)) });
    },
  );

  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary:
          'Add a product (an allowed quantity, optional cutting type); the same product again sets its quantity',
        ...operationSchema(operations.cartAdd, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      const item = await cart.add(userId, shop, request.body);
      return ok(
        { item, cart: await cart.view(userId, shop) },
        { message: translate(shop.lang, 'cart.added') },
      );
    },
  );

  app.post(
    '/cart/update',
    {
      schema: {
        tags,
        summary: 'Change the quantity (and cutting type) of a cart item',
        ...operationSchema(operations.cartUpdate, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      const item = await cart.update(userId, shop, request.body);
      return ok(
        { item, cart: await cart.view(userId, shop) },
        { message: translate(shop.lang, 'cart.updated') },
      );
    },
  );

  app.post(
    '/cart/delete',
    {
      schema: {
        tags,
        summary: 'Remove a cart item',
        ...operationSchema(operations.cartDelete, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.remove(userId, request.body.itemId);
      return ok({ cart: await cart.view(userId, shop) }, { message: translate(shop.lang, 'cart.removed') });
    },
  );

  app.post(
    '/cart/empty',
    {
      schema: {
        tags,
        summary: 'Remove every item (and the promo code)',
        ...operationSchema(operations.cartEmpty, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.empty(userId);
      return ok({ cart: await cart.view(userId, shop) }, { message: translate(shop.lang, 'cart.emptied') });
    },
  );

  app.post(
    '/cart/promoCode/add',
    {
      schema: {
        tags,
        summary: 'Apply a promo code',
        ...operationSchema(operations.promoAdd, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.applyPromo(userId, shop, request.body.promocode);
      return ok({ cart: await cart.view(userId, shop) }, { message: translate(shop.lang, 'promo.applied') });
    },
  );

  app.post(
    '/cart/promoCode/remove',
    {
      schema: {
        tags,
        summary: 'Remove the promo code',
        ...operationSchema(operations.promoRemove, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.removePromo(userId);
      return ok({ cart: await cart.view(userId, shop) }, { message: translate(shop.lang, 'promo.removed') });
    },
  );

  app.get(
    '/cart/payment/types',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Payment methods the branch takes (of 1 cash, 2 card reader on delivery, 3 online card)',
        ...operationSchema(operations.paymentTypes, []),
      },
    },
    async (request) => ok({ paymentTypes: await cart.paymentTypes(await shopOf(request)) }),
  );

  app.post(
    '/cart/payment/select',
    {
      schema: {
        tags,
        summary: 'Choose the payment method',
        ...operationSchema(operations.selectPayment, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.selectPayment(userId, shop, request.body.paymentTypeId);
      return ok(
        { cart: await cart.view(userId, shop) },
        { message: translate(shop.lang, 'cart.paymentSelected') },
      );
    },
  );

  app.post(
    '/cart/address/select',
    {
      schema: {
        tags,
        summary: 'Choose the delivery address',
        ...operationSchema(operations.selectAddress, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      await cart.selectAddress(userId, request.body.addressId);
      return ok(
        { cart: await cart.view(userId, shop) },
        { message: translate(shop.lang, 'cart.addressSelected') },
      );
    },
  );
}
