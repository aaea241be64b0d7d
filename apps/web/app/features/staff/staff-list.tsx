import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatId } from '../../i18n/format.ts';
import type { LiveState } from './live-board.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';

/** The pieces the staff console's lists share: the board, the prescription queue and the support inbox. */

/** The colours of a status badge, by what the status means to the person at the console. */
export const tones = {
  /** Waits for someone here (a new order or prescription, an open issue). */
  waiting: 'bg-amber-100 text-amber-950',
  /** Answered, waiting for the customer or under way. */
  answered: 'bg-sky-100 text-sky-950',
  /** Being prepared. */
  preparing: 'bg-indigo-100 text-indigo-950',
  done: 'bg-brand-100 text-brand-900',
  closed: 'bg-slate-200 text-slate-900',
  refused: 'bg-red-100 text-red-900',
} as const;

export function Badge({ tone, children }: React.PropsWithChildren<{ tone?: string }>) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone ?? 'bg-slate-100 text-slate-900'}`}
    >
      {children}
    </span>
  );
}

/** A small mark beside a row's name ("new", "call first"). */
export function RowTag({ tone, children }: React.PropsWithChildren<{ tone: string }>) {
  return <span className={`ms-2 rounded px-1.5 py-0.5 text-xs font-bold ${tone}`}>{children}</span>;
}

/** The mark of a row that arrived live while the list was open. */
export function NewTag() {
  const t = useStaffT();
  return <RowTag tone="bg-amber-300 text-amber-950">{t('newBadge')}</RowTag>;
}

export function LiveIndicator({ state }: { state: LiveState }) {
  const t = useStaffT();
  const label = state === 'open' ? t('live') : state === 'connecting' ? t('liveConnecting') : t('liveLost');
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700" data-live={state}>
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${state === 'open' ? 'bg-brand-500' : 'bg-amber-500'}`}
      />
      {label}
    </span>
  );
}

/** A list's heading: its title, what arrived live (`children`) and the live stream's state. */
export function ListHeading({
  title,
  live,
  children,
}: {
  title: string;
  live: LiveState;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="me-auto text-2xl font-bold">{title}</h1>
      {children}
      <LiveIndicator state={live} />
    </div>
  );
}

/** How many rows arrived live, beside the heading. */
export function FreshCount({ children }: { children: ReactNode }) {
  return (
    <span role="status" className="rounded-full bg-amber-200 px-3 py-1 font-semibold text-amber-950">
      {children}
    </span>
  );
}

/** Links that filter a list (a plain link each: no form, no script), the current one marked. */
export function FilterTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { key: string; label: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
            tab.current
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** What a list says when it has no rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">{children}</p>;
}

/** The rows of a list (new ones arrive live, so changes are announced politely). */
export function RowList({ className = 'mt-4', children }: { className?: string; children: ReactNode }) {
  return (
    <ul
      className={`${className} divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white`}
      aria-live="polite"
    >
      {children}
    </ul>
  );
}

/** The classes of a row: `columns` its wide grid, `fresh` when it arrived live. */
export const rowClass = (columns: string, fresh = false) =>
  `relative grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 ${columns}${fresh ? ' bg-amber-50' : ''}`;

/** A row's number, a link over the whole row; `label` names what it opens. */
export function RowLink({ to, id, label }: { to: string; id: number; label: StaffKey }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <Link
      to={to}
      className="text-lg font-bold text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
      aria-label={t(label, { id: `#${formatId(id, lang)}` })}
    >
      #{formatId(id, lang)}
    </Link>
  );
}

/** A row's status, at its end. */
export function RowStatus({ tone, children }: React.PropsWithChildren<{ tone?: string }>) {
  return (
    <span className="justify-self-end md:order-last">
      <Badge tone={tone}>{children}</Badge>
    </span>
  );
}

/** Previous and next page links (`null`: no such page), with `children` between them. */
export function Pager({
  previous,
  next,
  children,
}: {
  previous: string | null;
  next: string | null;
  children?: ReactNode;
}) {
  const t = useStaffT();
  const link = 'min-h-11 rounded-lg border border-slate-300 px-4 py-2';
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-2">
      {previous ? (
        <Link to={previous} className={link}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {children}
      {next ? (
        <Link to={next} className={link}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * A row's branch, for a member who sees several (an admin, or one of more than one branch); `null` for
 * the others, whose lists show no branch.
 */
export function useRowBranch(
  staff: { role: string; branchIds: readonly number[] },
  branches: readonly { id: number; name: string }[],
): ((branchId: number) => string) | null {
  const t = useStaffT();
  const lang = useStaffLang();
  if (staff.role !== 'admin' && staff.branchIds.length <= 1) return null;
  return (branchId) => branchName(branches, branchId, (id) => t('branchNumber', { id: formatId(id, lang) }));
}
