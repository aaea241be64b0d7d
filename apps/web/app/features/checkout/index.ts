/** The checkout feature's public face for other features: the item lines an order page shows too. */
export { type OrderLine, OrderLines } from './order-lines.tsx';
