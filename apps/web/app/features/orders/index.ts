/** The orders feature's public face for other features: the notice the cart shows after "order again". */
export { ReorderNotice, type ReorderNoticeData, reorderNoticeFrom } from './reorder-notice.tsx';
