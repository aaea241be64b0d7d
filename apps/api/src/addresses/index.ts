export { findAddressRow, formatAddress, toAddress } from './address-queries.ts';
export { addressRoutes } from './address-routes.ts';
