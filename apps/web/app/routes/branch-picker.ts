import { chooseBranch, loadBranchPicker } from '../features/branches/branch-picker.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/branch-picker';

/** `GET /{lang}/branch-picker`: areas, or `?districtId=N` that district's branches, for the picker. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadBranchPicker(request, context.get(storeApiContext));
}

/** `POST /{lang}/branch-picker` with `branchId`: selects the device's branch. */
export function action({ request, context }: Route.ActionArgs) {
  return chooseBranch(request, context.get(storeApiContext));
}
