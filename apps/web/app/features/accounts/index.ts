/** The accounts feature's public face for other features (routes and the shell may import its modules). */

export { ProfileTab } from './profile-tab.tsx';
export { useLoginRequired } from './use-login-required.ts';
export { type StoreShopper, useStoreUser, useUnreadCount } from './use-store-user.ts';
