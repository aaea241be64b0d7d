import { supportStatuses } from '@store/contract';
import { useLocation } from 'react-router';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useLiveBoard } from './live-board.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import {
  EmptyList,
  FilterTabs,
  ListHeading,
  Pager,
  RowLink,
  RowList,
  RowStatus,
  rowClass,
  tones,
  useRowBranch,
} from './staff-list.tsx';
import type { SupportData } from './support.server.ts';

const supportTone: Record<string, string> = {
  open: tones.waiting,
  answered: tones.answered,
  closed: tones.closed,
};

export const issueTone = (status: string) => supportTone[status];

/**
 * The support inbox: the branches' issues by status (open first of all), and the messages sent
 * through the store's contact form. New issues arrive live (`support.opened` on the board's stream).
 */
export function SupportScreen({ data }: { data: SupportData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const live = useLiveBoard();
  const branchOf = useRowBranch(data.staff, data.branches);
  const link = (search: string) => `${location.pathname}?${search}`;
  const more = (data.view === 'contact' ? data.messages.length : data.issues.length) === data.pageSize;
  const pageLink = (page: number) =>
    link(data.view === 'contact' ? `view=contact&page=${page}` : `status=${data.status}&page=${page}`);

  return (
    <div>
      <ListHeading title={t('supportTitle')} live={live} />
      <FilterTabs
        label={t('rxStatusFilter')}
        tabs={[
          ...[...supportStatuses, 'all' as const].map((status) => ({
            key: status,
            label: status === 'all' ? t('supAll') : t(`supStatus_${status}`),
            to: link(`status=${status}`),
            current: data.view === 'issues' && data.status === status,
          })),
          {
            key: 'contact',
            label: t('contactMessages'),
            to: link('view=contact'),
            current: data.view === 'contact',
          },
        ]}
      />

      {data.view === 'contact' ? (
        data.messages.length === 0 ? (
          <EmptyList>{t('noContactMessages')}</EmptyList>
        ) : (
          <ul className="mt-4 grid gap-3" data-testid="contact-messages">
            {data.messages.map((message) => (
              <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">
                    <bdi>{message.name}</bdi>
                  </span>
                  <span className="text-sm text-slate-700">{formatDateTime(message.createdAt, lang)}</span>
                </p>
                <p className="text-sm text-slate-700">
                  <a href={`tel:${message.mobile}`} dir="ltr" className="text-brand-800 underline">
                    <bdi>{message.mobile}</bdi>
                  </a>{' '}
                  –{' '}
                  <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
                    <bdi>{message.email}</bdi>
                  </a>
                </p>
                <p className="mt-2 whitespace-pre-line" lang={message.lang}>
                  <bdi>{message.message}</bdi>
                </p>
              </li>
            ))}
          </ul>
        )
      ) : data.issues.length === 0 ? (
        <EmptyList>{t('noIssues')}</EmptyList>
      ) : (
        <RowList>
          {data.issues.map((issue) => (
            <li
              key={issue.id}
              data-issue-id={issue.id}
              className={rowClass('md:grid-cols-[8rem_1fr_12rem_auto]')}
            >
              <RowLink to={`/${lang}/staff/support/${issue.id}`} id={issue.id} label="openIssue" />
              <RowStatus tone={issueTone(issue.status)}>{issue.statusName}</RowStatus>
              <span className="col-span-2 min-w-0 text-slate-800 md:col-span-1">
                <span className="font-semibold">{issue.type.name}</span> – <bdi>{issue.customer.name}</bdi>
                <span className="block truncate text-sm text-slate-600">
                  <bdi>{issue.comment}</bdi>
                </span>
              </span>
              <span className="col-span-2 text-sm text-slate-700 md:col-span-1">
                {formatDateTime(issue.createdAt, lang)}
                <span className="block">
                  {issue.replies.length === 1
                    ? t('replyOne')
                    : t('repliesCount', { count: formatNumber(issue.replies.length, lang) })}
                  {branchOf && ` – ${branchOf(issue.branchId)}`}
                </span>
              </span>
            </li>
          ))}
        </RowList>
      )}

      {(data.page > 1 || more) && (
        <Pager
          previous={data.page > 1 ? pageLink(data.page - 1) : null}
          next={more ? pageLink(data.page + 1) : null}
        />
      )}
    </div>
  );
}
