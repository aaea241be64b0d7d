/** The returns feature's public face (docs/decisions/0090): the order page's returns and the return form. */
export { OrderReturns, type OrderReturnsData } from './order-returns.tsx';
export { ReturnFormScreen } from './return-form-screen.tsx';
