/** The addresses feature's public face: how an address reads in one line, and the link to add one. */
export { addressLine, newAddressPath } from './address-text.ts';
