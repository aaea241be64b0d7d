/** The addresses feature's public face: how an address reads in one line. */
export { addressLine } from './address-text.ts';
