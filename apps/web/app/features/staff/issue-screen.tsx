import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { useLiveBoard } from './live-board.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { Badge, LiveIndicator } from './staff-list.tsx';
import { branchName, staffMay } from './staff-rules.ts';
import type { IssueData } from './support.server.ts';
import { issueTone } from './support-screen.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** One support issue: the customer's report and the conversation since, a reply, and closing it. */
export function IssueScreen({ data }: { data: IssueData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { issue, staff } = data;
  const live = useLiveBoard();
  const mayAnswer = staffMay(staff.role, 'support.answer') && issue.status !== 'closed';
  const messages = [
    { id: 0, from: 'customer' as const, comment: issue.comment, createdAt: issue.createdAt },
    ...issue.replies,
  ];

  return (
    <div>
      <Link to={`/${lang}/staff/support`} className="text-brand-800 underline">
        {t('backToSupport')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('issueTitle', { id: `#${formatId(issue.id, lang)}` })}</h1>
        <Badge tone={issueTone(issue.status)}>{issue.statusName}</Badge>
        <span className="me-auto" />
        <LiveIndicator state={live} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {issue.type.name} – {formatDateTime(issue.createdAt, lang)} –{' '}
        {branchName(data.branches, issue.branchId, (id) => t('branchNumber', { id: formatId(id, lang) }))}
      </p>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section className={card} aria-labelledby="conversation-title">
          <h2 id="conversation-title" className="text-lg font-bold">
            {t('conversation')}
          </h2>
          <ol className="mt-3 grid gap-3" data-testid="conversation">
            {messages.map((message) => (
              <li
                key={`${message.from}-${message.id}`}
                className={`max-w-[85%] rounded-2xl px-3 py-2 ${
                  message.from === 'staff'
                    ? 'justify-self-end bg-brand-50 text-brand-950'
                    : 'justify-self-start bg-slate-100 text-slate-900'
                }`}
              >
                <p className="text-xs font-semibold text-slate-700">
                  {message.from === 'staff' ? t('fromStaff') : t('fromCustomer')} –{' '}
                  {formatDateTime(message.createdAt, lang)}
                </p>
                <p className="mt-1 whitespace-pre-line">
                  <bdi>{message.comment}</bdi>
                </p>
              </li>
            ))}
          </ol>
          {issue.attachments.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {issue.attachments.map((file, n) => (
                <li key={file.id}>
                  <a
                    href={file.path}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold"
                  >
                    {t('attachmentN', { n: formatNumber(n + 1, lang) })}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {mayAnswer ? (
            <ReplyForm />
          ) : (
            issue.status === 'closed' && <p className="mt-4">{t('issueClosed')}</p>
          )}
        </section>

        <aside className="grid content-start gap-4" aria-label={t('customerTitle')}>
          <section className={card} aria-labelledby="issue-customer-title">
            <h2 id="issue-customer-title" className="text-lg font-bold">
              {t('customerTitle')}
            </h2>
            <p className="mt-1 font-semibold">
              <bdi>{issue.customer.name}</bdi>
            </p>
            {issue.customer.phone && (
              <p>
                {t('phone')}:{' '}
                <a href={`tel:${issue.customer.phone}`} dir="ltr" className="text-brand-800 underline">
                  <bdi>{localizeCopyDigits(lang, issue.customer.phone)}</bdi>
                </a>
              </p>
            )}
            {issue.orderId !== null && (
              <p className="mt-2">
                <Link to={`/${lang}/staff/orders/${issue.orderId}`} className="text-brand-800 underline">
                  {t('aboutOrder', { id: `#${formatId(issue.orderId, lang)}` })}
                </Link>
              </p>
            )}
          </section>
          {mayAnswer && <CloseForm />}
        </aside>
      </div>
    </div>
  );
}

function ReplyForm() {
  const t = useStaffT();
  const { fetcher, sending, result } = useFormAction<{ id: number }>({ intent: 'reply' });
  const form = useRef<HTMLFormElement>(null);
  // A reply sent is in the conversation now: the box empties for the next one.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <fetcher.Form ref={form} method="post" className="mt-4 grid gap-3 border-t border-slate-200 pt-3">
      <input type="hidden" name="intent" value="reply" />
      <FormField
        label={t('replyLabel')}
        name="comment"
        maxLength={2000}
        control={{ rows: 3 }}
        error={result?.fieldErrors.comment}
      />
      <ResultNotice result={result} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
      >
        {sending ? t('sending') : t('replyButton')}
      </button>
    </fetcher.Form>
  );
}

function CloseForm() {
  const t = useStaffT();
  const { fetcher, sending, result } = useFormAction<{ id: number }>({ intent: 'close' });
  return (
    <fetcher.Form method="post" className={card}>
      <input type="hidden" name="intent" value="close" />
      <ResultNotice result={result} className="mb-3" />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold disabled:opacity-60"
      >
        {sending ? t('sending') : t('closeIssue')}
      </button>
    </fetcher.Form>
  );
}
