export {
  type CartChoices,
  type CartLine,
  cartChoices,
  cartFingerprint,
  cartLines,
  deliveryChargeOf,
  findPromo,
  paymentTypeList,
  promoOf,
  promoUsage,
} from './cart-queries.ts';
export { cartRoutes } from './cart-routes.ts';
export { needsConfirmationCall } from './cart-rules.ts';
export { type CartLimits, type CartService, createCartService } from './cart-service.ts';
