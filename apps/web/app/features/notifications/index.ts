/**
 * The notifications feature's public face: the header's bell, the inbox, the channel
 * settings, web push, the installable store's client side and the live order page. Routes and the
 * shell import its modules directly; the lazy ones (live-order, push-prompt, store-worker) must stay
 * out of this index, or every importer would load them.
 */
export { NotificationBell } from './notification-bell.tsx';
export { notificationHref } from './notification-links.ts';
export { OfflineNotice } from './offline-notice.tsx';
export { useStoreWorker } from './use-store-worker.ts';
