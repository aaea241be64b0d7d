export {
  branchDelivery,
  branchDeliveryColumns,
  branchDeliveryOf,
  deliveryPricing,
  deliveryPricingOf,
  deliveryPromiseNotice,
} from './branch-delivery.ts';
export { carryGuestBranch, createBranchResolver, findBranch } from './branch-queries.ts';
export { branchRoutes } from './branch-routes.ts';
export {
  branchesForPoints,
  branchForPoint,
  branchZones,
  type OutsideZone,
  otherBranchZones,
  outsideBranchZone,
  type PointBranch,
  replaceBranchZones,
} from './zone-queries.ts';
