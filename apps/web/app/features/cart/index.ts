/** The cart feature's public face for other features: quantity controls, totals, the checkout rule. */

export { ResultNotice } from '../../ui/result-notice.tsx';
export { CartTotals, type TotalsFigures } from './cart-totals.tsx';
export { checkoutGate } from './checkout-gate.ts';
export { DeliveryTerms } from './delivery-terms.tsx';
export { Panel } from './panel.tsx';
export { QuantityStepper } from './quantity-stepper.tsx';
export { allowedQuantities, firstQuantity, quantityStep } from './quantity-steps.ts';
export { RadioCard } from './radio-card.tsx';
export { privatePage, shopMeta } from './shop-meta.ts';
export { type CartLineControls, useCartLine } from './use-cart-line.ts';
