import type { SupportIssue, SupportIssueBody } from '@store/contract';
import { useForm } from 'react-hook-form';
import { Link, useRevalidator } from 'react-router';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { useUploadForm } from '../../lib/forms/upload.ts';
import { AttachmentLinks } from '../../ui/attachment-links.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { UploadForm } from '../../ui/file-picker.tsx';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';
import { CheckCircleIcon } from '../../ui/icons.tsx';
import type { SupportPageData } from './support.server.ts';

/**
 * "Support with previous issues" (docs/product.md#support-and-contact): the form (type, an own order,
 * comment, up to 3 files through the web's upload route, docs/decisions/0033) and the previous issues
 * with their replies, each open one taking the customer's follow-up.
 */
export function SupportScreen(props: SupportPageData) {
  const t = useT('care');
  const lang = useLang();
  return (
    <>
      <Breadcrumb items={[{ label: t('supportTitle') }]} />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('supportTitle')}</h1>
        <p className="mt-1 max-w-prose text-slate-600">{t('supportIntro')}</p>
        <div className="mt-6 grid gap-6 desk:grid-cols-[26rem_minmax(0,1fr)] desk:items-start">
          <section
            aria-labelledby="report-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6"
          >
            <h2 id="report-title" className="text-lg font-bold text-slate-900">
              {t('reportTitle')}
            </h2>
            <ReportForm {...props} />
          </section>
          <section aria-labelledby="issues-title">
            <h2 id="issues-title" className="text-lg font-bold text-slate-900">
              {t('previousIssues')}
            </h2>
            {props.issues.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('noIssues')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-4" data-testid="support-issues">
                {props.issues.map((issue) => (
                  <IssueCard key={issue.id} issue={issue} fresh={issue.id === props.sent} lang={lang} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function ReportForm({ types, orders, orderId, messages, rules, refused }: SupportPageData) {
  const t = useT('care');
  const lang = useLang();
  const revalidator = useRevalidator();
  const action = `/${lang}/upload/support-issue`;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SupportIssueBody>({
    resolver: contractResolver('supportIssueBody', lang),
    defaultValues: { typeId: '', orderId: orderId ? String(orderId) : '', comment: '' } as never,
    reValidateMode: 'onChange',
  });
  const upload = useUploadForm({
    action,
    intent: 'report',
    rules,
    messages,
    refused,
    setError,
  });
  const send = async (values: SupportIssueBody) => {
    const answer = await upload.send({
      typeId: String(values.typeId),
      ...(values.orderId ? { orderId: String(values.orderId) } : {}),
      comment: String(values.comment),
    });
    if (answer?.ok) {
      reset({ typeId: '', orderId: '', comment: '' } as never);
      upload.clear();
      revalidator.revalidate();
    }
  };
  return (
    <UploadForm
      upload={upload}
      action={action}
      onSubmit={(event) => void handleSubmit(send, upload.checkChosen)(event)}
      rules={rules}
      className="mt-4 flex flex-col gap-4"
      testId="support-form"
      filesLabel={t('issueFiles')}
      submitLabel={t('report')}
      sendingLabel={t('reporting')}
    >
      <FormField
        label={t('issueType')}
        registration={register('typeId')}
        error={errors.typeId?.message}
        control={{
          select: [
            { value: '', label: t('chooseType') },
            ...types.map((type) => ({ value: String(type.id), label: type.name })),
          ],
        }}
      />
      <FormField
        label={t('issueOrder')}
        registration={register('orderId')}
        error={errors.orderId?.message}
        required={false}
        control={{
          select: [
            { value: '', label: t('noOrder') },
            ...orders.map((order) => ({
              value: String(order.id),
              label: t('orderOption', {
                id: formatId(order.id, lang),
                date: formatDateTime(order.createdAt, lang),
              }),
            })),
          ],
        }}
      />
      <FormField
        label={t('comment')}
        registration={register('comment')}
        error={errors.comment?.message}
        maxLength={2000}
        control={{ rows: 4 }}
      />
    </UploadForm>
  );
}

function IssueCard({ issue, fresh, lang }: { issue: SupportIssue; fresh: boolean; lang: string }) {
  const t = useT('care');
  const titleId = `issue-${issue.id}-title`;
  return (
    <li
      id={`issue-${issue.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="support-issue"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-bold text-slate-900">
          {t('issueTitle', { type: issue.type.name, date: formatDateTime(issue.createdAt, lang) })}
        </h3>
        <span
          className={`inline-flex rounded-full border-2 bg-white px-2.5 py-0.5 text-xs font-bold text-slate-900 ${
            issue.status === 'answered'
              ? 'border-brand-600'
              : issue.status === 'open'
                ? 'border-amber-500'
                : 'border-slate-400'
          }`}
          data-testid="support-status"
        >
          {issue.statusName}
        </span>
        {fresh && <CheckCircleIcon className="size-5 text-brand-700" />}
      </div>
      {issue.orderId !== null && (
        <Link
          to={`/${lang}/order-info/${issue.orderId}`}
          className="mt-1 inline-block text-sm text-brand-800 underline"
        >
          {t('aboutOrder', { id: formatId(issue.orderId, lang) })}
        </Link>
      )}
      <p className="mt-2 whitespace-pre-line text-slate-900" dir="auto">
        {issue.comment}
      </p>
      {issue.attachments.length > 0 && (
        <AttachmentLinks attachments={issue.attachments} size="small" className="mt-3 flex flex-wrap gap-2" />
      )}
      {issue.replies.length > 0 && (
        <ol
          className="mt-4 flex flex-col gap-2 border-s-2 border-slate-200 ps-3"
          data-testid="support-replies"
        >
          {issue.replies.map((reply) => (
            <li
              key={reply.id}
              className={`rounded-xl p-3 text-sm ${reply.from === 'staff' ? 'bg-brand-50' : 'bg-slate-50'}`}
            >
              <p className="text-xs font-bold text-slate-700">
                {reply.from === 'staff' ? t('supportTeam') : t('you')} –{' '}
                {formatDateTime(reply.createdAt, lang)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900" dir="auto">
                {reply.comment}
              </p>
            </li>
          ))}
        </ol>
      )}
      {issue.status === 'closed' ? (
        <p className="mt-3 text-sm text-slate-600">{t('issueClosed')}</p>
      ) : (
        <ReplyForm issueId={issue.id} />
      )}
    </li>
  );
}

function ReplyForm({ issueId }: { issueId: number }) {
  const t = useT('care');
  const lang = useLang();
  const replier = useFormAction<unknown>({ key: `reply-${issueId}`, intent: `reply-${issueId}` });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ comment: string }>({
    resolver: contractResolver('supportReplyBody', lang),
    defaultValues: { comment: '' },
  });
  useFormResult(replier.result, {
    setError,
    onResult: (answer) => {
      if (answer.ok) reset({ comment: '' });
    },
  });
  return (
    <replier.fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void handleSubmit(() => replier.submit(form))(event);
      }}
      className="mt-4 flex flex-col gap-2"
      data-testid="support-reply-form"
    >
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="issueId" value={issueId} />
      <FormField
        label={t('reply')}
        registration={register('comment')}
        error={errors.comment?.message}
        maxLength={2000}
        control={{ rows: 2 }}
      />
      <SubmitButton
        sending={replier.sending}
        label={t('sendReply')}
        sendingLabel={t('replying')}
        className="self-start"
      />
    </replier.fetcher.Form>
  );
}
