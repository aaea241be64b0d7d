export { findOrder } from './order-queries.ts';
export { orderRoutes } from './order-routes.ts';
export { onlinePaymentTypeId, placeOrder } from './place-order.ts';
