export { carryGuestBranch, createBranchResolver, findBranch } from './branch-queries.ts';
export { branchRoutes } from './branch-routes.ts';
