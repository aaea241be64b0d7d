import { type ReturnStatus, returnStatuses } from '@store/contract';
import { Form, useLocation } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ReturnsData } from './returns.server.ts';
import { secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import {
  EmptyList,
  FilterTabs,
  Pager,
  RowLink,
  RowList,
  RowStatus,
  rowClass,
  tones,
  useRowBranch,
} from './staff-list.tsx';

/** The open statuses: someone at the branch still has a step to take. */
const openReturnStatuses: readonly ReturnStatus[] = ['requested', 'approved', 'pickup', 'received'];

const returnTone: Record<ReturnStatus, string> = {
  requested: tones.waiting,
  approved: tones.answered,
  pickup: tones.answered,
  received: tones.preparing,
  refunded: tones.done,
  refused: tones.refused,
};
export const returnStatusTone = (status: ReturnStatus) => returnTone[status];

/**
 * The returns queue (docs/decisions/0090): the member's branches' returns, newest first, by status
 * and branch (plain links and a GET form: no script needed); the open ones (a step left to take at
 * the branch) stand out with a tinted row and a bar at their start.
 */
export function ReturnsScreen({ data }: { data: ReturnsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const location = useLocation();
  const branchOf = useRowBranch(data.staff, data.branches);
  const link = (status: string, page = 1) => {
    const query = new URLSearchParams();
    if (status !== 'all') query.set('status', status);
    if (data.branchId) query.set('branchId', String(data.branchId));
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('returnsTitle')}</h1>
      <FilterTabs
        label={t('returnsStatusFilter')}
        tabs={(['all', ...returnStatuses] as const).map((status) => ({
          key: status,
          label: status === 'all' ? t('returnsAll') : t(`returnStatus_${status}`),
          to: link(status),
          current: data.status === status,
        }))}
      />
      {data.branches.length > 1 && (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-3">
          {data.status !== 'all' && <input type="hidden" name="status" value={data.status} />}
          <FormField
            label={t('returnsBranch')}
            name="branchId"
            required={false}
            defaultValue={data.branchId ? String(data.branchId) : ''}
            control={{
              select: [
                { value: '', label: t('returnsAllBranches') },
                ...data.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
              ],
            }}
            className="min-w-48 flex-1"
          />
          <button type="submit" className={secondary}>
            {t('returnsShow')}
          </button>
        </Form>
      )}
      {data.returns.length === 0 ? (
        <EmptyList>{t('noReturns')}</EmptyList>
      ) : (
        <RowList>
          {data.returns.map((row) => {
            const open = openReturnStatuses.includes(row.status);
            return (
              <li
                key={row.id}
                data-return-id={row.id}
                data-open={open ? 'true' : undefined}
                className={`${rowClass('md:grid-cols-[8rem_1fr_12rem_auto]')} ${
                  open ? 'border-s-4 border-amber-500 bg-amber-50' : 'text-slate-700'
                }`}
              >
                <RowLink to={`/${lang}/staff/returns/${row.id}`} id={row.id} label="openReturn" />
                <RowStatus tone={returnStatusTone(row.status)}>{t(`returnStatus_${row.status}`)}</RowStatus>
                <span className="col-span-2 text-slate-800 md:col-span-1">
                  <bdi className={open ? 'font-semibold' : ''}>{row.customer.name}</bdi>
                  <span className="ms-2 text-sm text-slate-600">
                    {t('returnOrder', { id: `#${formatId(row.orderId, lang)}` })} –{' '}
                    {t(`returnReason_${row.reason}`)} –{' '}
                    {t('returnItemsCount', { count: formatNumber(row.items.length, lang) })} –{' '}
                    {money(row.amount)}
                  </span>
                </span>
                <span className="col-span-2 text-sm text-slate-700 md:col-span-1">
                  {formatDateTime(row.createdAt, lang)}
                  {branchOf && <span className="block">{branchOf(row.branchId)}</span>}
                </span>
              </li>
            );
          })}
        </RowList>
      )}
      {(data.page > 1 || data.returns.length === data.pageSize) && (
        <Pager
          previous={data.page > 1 ? link(data.status, data.page - 1) : null}
          next={data.returns.length === data.pageSize ? link(data.status, data.page + 1) : null}
        />
      )}
    </div>
  );
}
