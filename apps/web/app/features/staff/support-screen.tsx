import { supportStatuses } from '@store/contract';
import { Link, useLocation } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { LiveIndicator } from './board-screen.tsx';
import { useLiveBoard } from './live-board.ts';
import { Badge, FilterTabs } from './prescriptions-screen.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';
import type { SupportData } from './support.server.ts';

const supportTone: Record<string, string> = {
  open: 'bg-amber-100 text-amber-950',
  answered: 'bg-sky-100 text-sky-950',
  closed: 'bg-slate-200 text-slate-900',
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
  const multiBranch = data.staff.role === 'admin' || data.staff.branchIds.length > 1;
  const link = (search: string) => `${location.pathname}?${search}`;
  const more = (data.view === 'contact' ? data.messages.length : data.issues.length) === data.pageSize;
  const pageLink = (page: number) =>
    link(data.view === 'contact' ? `view=contact&page=${page}` : `status=${data.status}&page=${page}`);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('supportTitle')}</h1>
        <LiveIndicator state={live} />
      </div>
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
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            {t('noContactMessages')}
          </p>
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
                  ·{' '}
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
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          {t('noIssues')}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          aria-live="polite"
        >
          {data.issues.map((issue) => (
            <li
              key={issue.id}
              data-issue-id={issue.id}
              className="relative grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 md:grid-cols-[8rem_1fr_12rem_auto]"
            >
              <Link
                to={`/${lang}/staff/support/${issue.id}`}
                className="text-lg font-bold text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
                aria-label={t('openIssue', { id: `#${formatId(issue.id, lang)}` })}
              >
                #{formatId(issue.id, lang)}
              </Link>
              <span className="justify-self-end md:order-last">
                <Badge tone={issueTone(issue.status)}>{issue.statusName}</Badge>
              </span>
              <span className="col-span-2 min-w-0 text-slate-800 md:col-span-1">
                <span className="font-semibold">{issue.type.name}</span> · <bdi>{issue.customer.name}</bdi>
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
                  {multiBranch &&
                    ` · ${branchName(data.branches, issue.branchId, (id) => t('branchNumber', { id: formatId(id, lang) }))}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}

      {(data.page > 1 || more) && (
        <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-2">
          {data.page > 1 ? (
            <Link
              to={pageLink(data.page - 1)}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          {more ? (
            <Link
              to={pageLink(data.page + 1)}
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
