export { placeAwaitingCheckout, releaseAwaitingCheckouts } from './awaiting-checkout.ts';
export type { CancelPolicy } from './cancellation-rules.ts';
export { defineOrderJobs, type OrderJobs, releaseUnpaidOrder } from './order-jobs.ts';
export { findOrder } from './order-queries.ts';
export { orderRoutes } from './order-routes.ts';
export { type PlaceOrderInput, placeOrder } from './place-order.ts';
export { substitutionRoutes } from './substitution-routes.ts';
export {
  chooseSubstitutes,
  expireSubstitutions,
  orderAlternatives,
  requestSubstitutions,
  type SubstitutionDeps,
  type SubstitutionRequest,
} from './substitutions.ts';
