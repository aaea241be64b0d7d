export { placeAwaitingCheckout, releaseAwaitingCheckouts } from './awaiting-checkout.ts';
export { addStock, explainStock, lockBranchStock, quantityByProduct } from './branch-stock.ts';
export { type CancelOrderDeps, cancelOrder } from './cancel-order.ts';
export type { CancelPolicy } from './cancellation-rules.ts';
export { CaptureRefused, captureHold, cardPaymentOf, paidByHold, voidHold } from './card-holds.ts';
export { defineOrderJobs, type OrderJobs, releaseUnpaidOrder, unpaidReleaseComment } from './order-jobs.ts';
export { orderOrigins, pharmacistOf } from './order-origins.ts';
export { orderPackCounts, packsWaivedEvent } from './order-packs.ts';
export { orderPromo } from './order-promo.ts';
export { deliveryOf, findOrder } from './order-queries.ts';
export { orderRoutes } from './order-routes.ts';
export { settleTotalChange } from './payment-ledger.ts';
export { checkedBy, insertOrderLines, type PlaceOrderInput, placeOrder } from './place-order.ts';
export {
  cairoInstant,
  canEditDelivery,
  defaultScheduleSettings,
  deliveryDate,
  deliveryDates,
  editCutoff,
  type ScheduleSettings,
  slotById,
  slotHours,
} from './schedule-rules.ts';
export { slotsFor } from './schedule-slots.ts';
export { checkedScheduledLines, cutoffPassed } from './scheduled-lines.ts';
export { substitutionRoutes } from './substitution-routes.ts';
export { linesAfter } from './substitution-rules.ts';
export {
  chooseSubstitutes,
  expireSubstitutions,
  orderAlternatives,
  requestSubstitutions,
  type SubstitutionDeps,
  type SubstitutionRequest,
} from './substitutions.ts';
export { maxDeliveredMilli, reweigh, weightInBounds } from './weight-rules.ts';
