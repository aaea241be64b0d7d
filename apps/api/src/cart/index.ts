export {
  type CartChoices,
  type CartLine,
  cartChoices,
  cartFingerprint,
  cartLines,
  deliveryAt,
  findPromo,
  paymentTypeList,
  productAtBranch,
} from './cart-queries.ts';
export { cartRoutes } from './cart-routes.ts';
export { isAllowedQuantity, needsConfirmationCall, toMilli } from './cart-rules.ts';
export { type CartLimits, type CartService, createCartService } from './cart-service.ts';
