export {
  addressWithZone,
  findAddressRow,
  formatAddress,
  listAddresses,
  pinOf,
  toAddress,
} from './address-queries.ts';
export { addressRoutes } from './address-routes.ts';
