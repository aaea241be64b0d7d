export {
  addressWithZone,
  findAddressRow,
  formatAddress,
  listAddresses,
  pinOf,
  toAddress,
} from './address-queries.ts';
export { addressRoutes } from './address-routes.ts';
export { reverseGeocoder } from './reverse-geocode.ts';
export { reverseGeocodeRoutes } from './reverse-geocode-routes.ts';
