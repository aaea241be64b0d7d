/** The cart feature's public face for other features: the quantity controls a product offers. */
export { QuantityStepper } from './quantity-stepper.tsx';
export { allowedQuantities, firstQuantity, quantityStep } from './quantity-steps.ts';
export { type CartLineControls, useCartLine } from './use-cart-line.ts';
