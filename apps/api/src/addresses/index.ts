export { findAddressRow, formatAddress, listAddresses, toAddress } from './address-queries.ts';
export { addressRoutes } from './address-routes.ts';
