import { Form } from 'react-router';
import { FormField } from '../../ui/form-field.tsx';
import { secondary } from './staff-buttons.ts';
import { useStaffT } from './staff-copy.ts';

/**
 * Which branch a branch's settings screen shows, for a member of several: a plain GET form
 * (`?branchId=`), so it works without scripts and the address names the branch.
 */
export function BranchChooser({
  branches,
  branchId,
}: {
  branches: readonly { id: number; name: string }[];
  branchId: number;
}) {
  const t = useStaffT();
  if (branches.length < 2) return null;
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-3">
      <FormField
        label={t('catalogueBranch')}
        name="branchId"
        required={false}
        defaultValue={String(branchId)}
        control={{ select: branches.map((branch) => ({ value: String(branch.id), label: branch.name })) }}
        className="min-w-48 flex-1"
      />
      <button type="submit" className={secondary}>
        {t('boardTimersShow')}
      </button>
    </Form>
  );
}
