import { branchesIndex } from '../features/staff/branch-delivery.server.ts';
import type { Route } from './+types/staff-branches';

/** `/staff/branches`: the first of the member's branches' delivery settings. */
export const loader = (args: Route.LoaderArgs) => branchesIndex(args);
