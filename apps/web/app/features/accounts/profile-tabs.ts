import { type ProfileTabId, profileTabPath, profileTabSlugs } from '@store/contract';
import type { MessageOf } from '../../i18n/i18n.ts';

export { type ProfileTabId, profileTabPath };

/** The profile's tabs in the order the page shows them (log out last), each with its label. */
export const profileTabs = (
  [
    [1, 'tabAccount'],
    [2, 'tabAddresses'],
    [3, 'tabOrders'],
    [4, 'tabPayment'],
    [5, 'tabFavourites'],
    [7, 'tabUploadPrescription'],
    [8, 'tabPrescriptionOrder'],
    [9, 'tabSubscriptions'],
    [10, 'tabNotifications'],
    [11, 'tabMyData'],
    [6, 'tabLogout'],
  ] as const satisfies readonly (readonly [ProfileTabId, MessageOf<'account'>])[]
).map(([id, label]) => ({ id, slug: profileTabSlugs[id], label }));

/** The tab a profile path shows: its number, or 1 for /profile itself. */
export function currentProfileTab(pathname: string): number {
  const match = /\/profile\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : 1;
}
