import type { Lang } from './lang.ts';

/**
 * The profile's tabs (docs/product.md#web-storefront): `/{lang}/profile/{id}/{slug}`. The one list of
 * them, for the web's tabs and links and the API's notification links alike.
 */
export const profileTabSlugs = {
  1: 'account',
  2: 'addresses',
  3: 'orders',
  4: 'payment',
  5: 'favourites',
  6: 'logout',
  7: 'upload-prescription',
  8: 'prescription-order',
  9: 'subscriptions',
  10: 'notifications',
  11: 'my-data',
} as const;

export type ProfileTabId = keyof typeof profileTabSlugs;

/** A profile tab's path, `/profile/3/orders`; with `lang`, `/en/profile/3/orders`. */
export function profileTabPath(id: ProfileTabId, lang?: Lang): string {
  const path = `/profile/${id}/${profileTabSlugs[id]}`;
  return lang ? `/${lang}${path}` : path;
}
