export { staffCashRefundRoutes } from './cash-refund-routes.ts';
export { returnRoutes, staffReturnRoutes } from './return-routes.ts';
