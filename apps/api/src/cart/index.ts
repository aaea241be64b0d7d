export {
  type CartLine,
  cartChoices,
  cartLines,
  deliveryChargeOf,
  findPromo,
  promoUsage,
} from './cart-queries.ts';
export { cartRoutes } from './cart-routes.ts';
export {
  cartTotals,
  checkoutProblem,
  lineAmount,
  needsConfirmationCall,
  promoProblem,
} from './cart-rules.ts';
export { type CartLimits, type CartService, createCartService } from './cart-service.ts';
