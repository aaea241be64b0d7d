import type { MessageOf } from '../../i18n/i18n.ts';

/** The profile's tabs (docs/product.md#web-storefront): /{lang}/profile/{id}/{slug}. */
export const profileTabs = [
  { id: 1, slug: 'account', label: 'tabAccount' },
  { id: 2, slug: 'addresses', label: 'tabAddresses' },
  { id: 3, slug: 'orders', label: 'tabOrders' },
  { id: 4, slug: 'payment', label: 'tabPayment' },
  { id: 5, slug: 'favourites', label: 'tabFavourites' },
  { id: 7, slug: 'upload-prescription', label: 'tabUploadPrescription' },
  { id: 8, slug: 'prescription-order', label: 'tabPrescriptionOrder' },
  { id: 9, slug: 'subscriptions', label: 'tabSubscriptions' },
  { id: 10, slug: 'notifications', label: 'tabNotifications' },
  { id: 6, slug: 'logout', label: 'tabLogout' },
] as const satisfies readonly { id: number; slug: string; label: MessageOf<'account'> }[];

export type ProfileTabId = (typeof profileTabs)[number]['id'];

export function profileTabPath(id: ProfileTabId): string {
  const tab = profileTabs.find((candidate) => candidate.id === id)!;
  return `/profile/${tab.id}/${tab.slug}`;
}

/** The tab a profile path shows: its number, or 1 for /profile itself. */
export function currentProfileTab(pathname: string): number {
  const match = /\/profile\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : 1;
}
