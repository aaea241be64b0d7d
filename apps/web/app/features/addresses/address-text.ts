import type { Address, Lang } from '@store/contract';
import { profileTabPath } from '@store/contract';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { withRedirectTo } from '../../lib/forms/redirect-to.ts';

/**
 * One line for an address: the API's full text, else its parts, in the page's digits (the
 * floor and flat a customer typed as '3' and '12' read in Western digits on Arabic pages; they are
 * kept as typed and shown in the page's digits).
 */
export function addressLine(
  address: Pick<Address, 'fullAddress' | 'streetName' | 'area' | 'city'>,
  lang: Lang,
): string {
  const line =
    address.fullAddress || [address.streetName, address.area, address.city].filter(Boolean).join(', ');
  return localizeCopyDigits(lang, line);
}

/** The new-address form, coming back to `back` (the cart, the checkout) with the new address chosen for delivery. */
export function newAddressPath(lang: Lang, back: string): string {
  return withRedirectTo(`${profileTabPath(2, lang)}?new=1`, back);
}
