export type { CardHoldSettings } from '../gateway/hold-rules.ts';
export { payCashRefund } from './cash-refund.ts';
export { choosePaymentGateway } from './gateway-choice.ts';
export { paymentRoutes } from './payment-routes.ts';
export { createPaymentService } from './payment-service.ts';
export { type PaymobConfig, paymobGateway } from './paymob-gateway.ts';
export { testGateway } from './test-gateway.ts';
