import type { Area, Branch } from '@store/contract';

export type PickerBranch = Pick<Branch, 'id' | 'name' | 'address' | 'phone' | 'delivery'>;

/** What the branch picker's fetchers read: areas (with their districts) or one district's branches. */
export type BranchPickerData =
  | { kind: 'areas'; areas: Area[]; current: Branch | null }
  | { kind: 'branches'; districtId: number; branches: PickerBranch[] };

/** The answer to a branch choice: the API envelope's message and validation, and the branch chosen. */
export interface BranchChoiceResult {
  ok: boolean;
  message: string;
  validation: string[];
  branch: Branch | null;
}
