import type { Address, Lang } from '@store/contract';
import { withRedirectTo } from '../../lib/forms/redirect-to.ts';

/** One line for an address: the API's full text, else its parts. */
export function addressLine(address: Pick<Address, 'fullAddress' | 'streetName' | 'area' | 'city'>): string {
  return address.fullAddress || [address.streetName, address.area, address.city].filter(Boolean).join(', ');
}

/** The new-address form, coming back to `back` (the cart, the checkout) with the new address chosen for delivery. */
export function newAddressPath(lang: Lang, back: string): string {
  return withRedirectTo(`/${lang}/profile/2?new=1`, back);
}
