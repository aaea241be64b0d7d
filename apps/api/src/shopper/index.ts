export { registerShopperOverlay } from './shopper-overlay.ts';
