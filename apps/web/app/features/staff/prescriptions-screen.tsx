import { prescriptionStatuses, type StaffLiveEvent } from '@store/contract';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { beep, useLiveBoard } from './live-board.ts';
import type { PrescriptionsData } from './prescriptions.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import {
  EmptyList,
  FilterTabs,
  FreshCount,
  ListHeading,
  NewTag,
  Pager,
  RowLink,
  RowList,
  RowStatus,
  rowClass,
  tones,
  useRowBranch,
} from './staff-list.tsx';

const rxTone: Record<string, string> = {
  new: tones.waiting,
  quoted: tones.answered,
  rejected: tones.refused,
  confirmed: tones.done,
  declined: tones.closed,
  cancelled: tones.closed,
};

export const prescriptionTone = (status: string) => rxTone[status];

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
  const branchOf = useRowBranch(data.staff, data.branches);
  const statusLink = (status: string, page = 1) =>
    `${location.pathname}?status=${status}${page > 1 ? `&page=${page}` : ''}`;

  return (
    <div>
      <ListHeading title={t('prescriptionsTitle')} live={live}>
        {fresh.size > 0 && (
          <FreshCount>{t('newPrescriptions', { count: formatNumber(fresh.size, lang) })}</FreshCount>
        )}
      </ListHeading>
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
        <EmptyList>{t('noPrescriptions')}</EmptyList>
      ) : (
        <RowList>
          {data.prescriptions.map((row) => (
            <li
              key={row.id}
              data-prescription-id={row.id}
              className={rowClass('md:grid-cols-[8rem_1fr_12rem_auto]', fresh.has(row.id))}
            >
              <RowLink to={`/${lang}/staff/prescriptions/${row.id}`} id={row.id} label="openPrescription" />
              <RowStatus tone={prescriptionTone(row.statusKey)}>{row.statusName}</RowStatus>
              <span className="col-span-2 text-slate-800 md:col-span-1">
                <bdi>{row.customerName}</bdi>
                <span className="ms-2 text-sm text-slate-600">
                  {row.attachmentsCount === 1
                    ? t('fileOne')
                    : t('filesCount', { count: formatNumber(row.attachmentsCount, lang) })}
                </span>
                {fresh.has(row.id) && <NewTag />}
              </span>
              <span className="col-span-2 text-sm text-slate-700 md:col-span-1">
                {formatDateTime(row.createdAt, lang)}
                {branchOf && <span className="block">{branchOf(row.branchId)}</span>}
              </span>
            </li>
          ))}
        </RowList>
      )}
      {(data.page > 1 || data.prescriptions.length === data.pageSize) && (
        <Pager
          previous={data.page > 1 ? statusLink(data.status, data.page - 1) : null}
          next={data.prescriptions.length === data.pageSize ? statusLink(data.status, data.page + 1) : null}
        />
      )}
    </div>
  );
}
