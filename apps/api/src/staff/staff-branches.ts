import { boardTimersOf, type Lang } from '@store/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, branchTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { branchScope, type StaffMember } from './staff-rules.ts';

/**
 * The branches a staff member sees, named in `lang` (every branch for an admin), with their phones:
 * the console names branches rather than numbering them, and printouts carry the branch's phone;
 * with each one's board timers.
 */
export async function staffBranchNames(db: Db, member: StaffMember, lang: Lang) {
  const scope = branchScope(member);
  const query = db
    .select({
      id: branches.id,
      name: branchTranslations.name,
      phone: branches.phone,
      boardTimers: branches.boardTimers,
    })
    .from(branches)
    .innerJoin(branchTranslations, inLang(branchTranslations, branches.id, lang));
  const rows = await (scope ? query.where(inArray(branches.id, [...scope, 0])) : query).orderBy(
    asc(branches.id),
  );
  return rows.map((row) => ({ ...row, boardTimers: boardTimersOf(row.boardTimers) }));
}
