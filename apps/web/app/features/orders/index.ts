/** The orders feature's public face for other features: the notice the cart shows after "order again". */

/** A required choice as radio cards (the cancel form's reasons; prescriptions use it too). */
export { RadioChoices } from './cancel-order-form.tsx';
export { ReorderNotice, type ReorderNoticeData, reorderNoticeFrom } from './reorder-notice.tsx';
