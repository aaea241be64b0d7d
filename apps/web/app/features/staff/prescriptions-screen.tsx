import { prescriptionStatuses, type StaffLiveEvent } from '@store/contract';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { LiveIndicator } from './board-screen.tsx';
import { beep, useLiveBoard } from './live-board.ts';
import type { PrescriptionsData } from './prescriptions.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';

const rxTone: Record<string, string> = {
  new: 'bg-amber-100 text-amber-950',
  quoted: 'bg-sky-100 text-sky-950',
  rejected: 'bg-red-100 text-red-900',
  confirmed: 'bg-brand-100 text-brand-900',
  declined: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-slate-200 text-slate-900',
};

export function Badge({ tone, children }: React.PropsWithChildren<{ tone?: string }>) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone ?? 'bg-slate-100 text-slate-900'}`}
    >
      {children}
    </span>
  );
}

export const prescriptionTone = (status: string) => rxTone[status];

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

/**
 * The prescription queue: the branches' prescriptions by status, the new ones by default. A new
 * prescription arrives live (the board's stream carries `prescription.sent`), with the board's sound.
 */
export function PrescriptionsScreen({ data }: { data: PrescriptionsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const onEvent = useCallback((event: StaffLiveEvent) => {
    if (event.type !== 'prescription.sent') return;
    beep();
    setFresh((ids) => new Set([...ids, event.orderId]));
  }, []);
  const live = useLiveBoard(onEvent);
  const multiBranch = data.staff.role === 'admin' || data.staff.branchIds.length > 1;
  const statusLink = (status: string, page = 1) =>
    `${location.pathname}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('prescriptionsTitle')}</h1>
        {fresh.size > 0 && (
          <span role="status" className="rounded-full bg-amber-200 px-3 py-1 font-semibold text-amber-950">
            {t('newPrescriptions', { count: formatNumber(fresh.size, lang) })}
          </span>
        )}
        <LiveIndicator state={live} />
      </div>
      <FilterTabs
        label={t('rxStatusFilter')}
        tabs={[...prescriptionStatuses, 'all' as const].map((status) => ({
          key: status,
          label: status === 'all' ? t('rxAll') : t(`rxStatus_${status}`),
          to: statusLink(status),
          current: data.status === status,
        }))}
      />
      {data.prescriptions.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          {t('noPrescriptions')}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          aria-live="polite"
        >
          {data.prescriptions.map((row) => (
            <li
              key={row.id}
              data-prescription-id={row.id}
              className={`relative grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 md:grid-cols-[8rem_1fr_12rem_auto] ${
                fresh.has(row.id) ? 'bg-amber-50' : ''
              }`}
            >
              <Link
                to={`/${lang}/staff/prescriptions/${row.id}`}
                className="text-lg font-bold text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
                aria-label={t('openPrescription', { id: `#${formatId(row.id, lang)}` })}
              >
                #{formatId(row.id, lang)}
              </Link>
              <span className="justify-self-end md:order-last">
                <Badge tone={prescriptionTone(row.status)}>{row.statusName}</Badge>
              </span>
              <span className="col-span-2 text-slate-800 md:col-span-1">
                <bdi>{row.customerName}</bdi>
                <span className="ms-2 text-sm text-slate-600">
                  {row.attachmentsCount === 1
                    ? t('fileOne')
                    : t('filesCount', { count: formatNumber(row.attachmentsCount, lang) })}
                </span>
                {fresh.has(row.id) && (
                  <span className="ms-2 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-amber-950">
                    {t('newBadge')}
                  </span>
                )}
              </span>
              <span className="col-span-2 text-sm text-slate-700 md:col-span-1">
                {formatDateTime(row.createdAt, lang)}
                {multiBranch && (
                  <span className="block">
                    {branchName(data.branches, row.branchId, (id) =>
                      t('branchNumber', { id: formatId(id, lang) }),
                    )}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(data.page > 1 || data.prescriptions.length === data.pageSize) && (
        <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-2">
          {data.page > 1 ? (
            <Link
              to={statusLink(data.status, data.page - 1)}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          {data.prescriptions.length === data.pageSize ? (
            <Link
              to={statusLink(data.status, data.page + 1)}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2"
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
