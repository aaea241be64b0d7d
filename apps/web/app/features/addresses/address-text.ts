import type { Address } from '@store/contract';

/** One line for an address: the API's full text, else its parts. */
export function addressLine(address: Pick<Address, 'fullAddress' | 'streetName' | 'area' | 'city'>): string {
  return address.fullAddress || [address.streetName, address.area, address.city].filter(Boolean).join(', ');
}
