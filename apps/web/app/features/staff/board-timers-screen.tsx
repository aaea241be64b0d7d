import { boardTimedStages, boardTimerMaxMinutes } from '@store/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { timerField } from './board-stages.ts';
import type { BoardTimersData } from './board-timers.server.ts';
import { BranchChooser } from './branch-chooser.tsx';
import { primary } from './staff-buttons.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * A branch's board timers (managers and admins, docs/decisions/0064): for each stage, the minutes
 * after which a card's timer turns amber, then red. A plain form (works without scripts), typed in
 * either digit system; the branch is picked with a GET form.
 */
export function BoardTimersScreen({ data }: { data: BoardTimersData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<unknown>({ intent: 'timers' });
  const refused = result && !result.ok ? result : undefined;
  // After a refusal drawn without scripts, the boxes keep what was typed; otherwise the saved minutes.
  const shown = (stage: (typeof boardTimedStages)[number], which: 'amber' | 'red') =>
    refused?.values?.[timerField(stage, which)] ?? formatNumber(data.branch.boardTimers[stage][which], lang);
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={`/${lang}/staff?view=board`} className="text-brand-800 underline underline-offset-2">
          {t('navBoard')}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{t('boardTimersTitle')}</h1>
      <p className="mt-1 text-slate-700">
        {t('boardTimersIntro', { max: formatNumber(boardTimerMaxMinutes, lang) })}
      </p>
      <BranchChooser branches={data.branches} branchId={data.branch.id} />
      <fetcher.Form
        method="post"
        // A new branch's form starts from its own minutes, not from what another branch typed.
        key={data.branch.id}
        className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="timers-branch"
      >
        <input type="hidden" name="intent" value="timers" />
        <input type="hidden" name="branchId" value={data.branch.id} />
        <h2 id="timers-branch" className="text-lg font-bold">
          {data.branch.name}
        </h2>
        <ul className="mt-2 grid gap-3">
          {boardTimedStages.map((stage) => (
            <li
              key={stage}
              className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_10rem_10rem]"
            >
              <span className="font-semibold sm:self-center" id={`timer-${stage}`}>
                {t(`stage_${stage}` as StaffKey)}
              </span>
              {(['amber', 'red'] as const).map((which) => (
                <FormField
                  key={which}
                  label={t(which === 'amber' ? 'timerAmberOf' : 'timerRedOf', {
                    stage: t(`stage_${stage}` as StaffKey),
                  })}
                  name={timerField(stage, which)}
                  inputMode="numeric"
                  maxLength={6}
                  defaultValue={shown(stage, which)}
                  error={refused?.fieldErrors[timerField(stage, which)]}
                />
              ))}
            </li>
          ))}
        </ul>
        {/* A refusal's problems stand under their boxes; the notice carries the rest. */}
        <ResultNotice
          result={refused && Object.keys(refused.fieldErrors).length > 0 ? undefined : result}
          className="mt-3"
        />
        <button type="submit" className={`${primary} mt-3`} disabled={sending}>
          {t('boardTimersSave')}
        </button>
      </fetcher.Form>
    </div>
  );
}
