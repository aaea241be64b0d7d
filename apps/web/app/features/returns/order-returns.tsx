import type { ReturnRequest, ReturnStatus } from '@store/contract';
import { Link, useRevalidator } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { useLang } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { useUploadForm } from '../../lib/forms/upload.ts';
import type { UploadMessages, UploadRules } from '../../lib/forms/upload-check.ts';
import { AttachmentLinks } from '../../ui/attachment-links.tsx';
import { UploadForm } from '../../ui/file-picker.tsx';
import {
  type ReturnsWords,
  ReturnsWordsContext,
  reasonKeys,
  statusKeys,
  useReturnsT,
} from './returns-copy.ts';

/** What the order page knows of returns: the API's `orders/{id}/returns`, and the photo form's limits. */
export interface OrderReturnsData {
  /** The words, in the page's language (from the loader). */
  words: ReturnsWords;
  window: { days: number; until: string | null; open: boolean };
  /** Some line still has something to return. */
  returnable: boolean;
  requests: ReturnRequest[];
  upload: { rules: UploadRules; messages: UploadMessages; refused: string[] };
}

const statusTone: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-950',
  approved: 'bg-brand-50 text-brand-900',
  pickup: 'bg-brand-50 text-brand-900',
  received: 'bg-brand-50 text-brand-900',
  refunded: 'bg-emerald-100 text-emerald-900',
  refused: 'bg-red-100 text-red-900',
};

/**
 * The returns of a delivered order (docs/decisions/0090): the "Return items" link while the window
 * is open and something is left, then each request with its status, its steps, what it holds and
 * the branch's notes; while the branch has not answered, a form to add photos.
 */
export function OrderReturns({ orderId, returns }: { orderId: number; returns: OrderReturnsData }) {
  return (
    <ReturnsWordsContext.Provider value={returns.words}>
      <OrderReturnsPanel orderId={orderId} returns={returns} />
    </ReturnsWordsContext.Provider>
  );
}

function OrderReturnsPanel({ orderId, returns }: { orderId: number; returns: OrderReturnsData }) {
  const t = useReturnsT();
  const lang = useLang();
  const { window, requests } = returns;
  const mayAsk = window.open && returns.returnable;
  if (!mayAsk && requests.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="mt-4 flex flex-col gap-3" data-testid="order-returns">
      <h2 id="order-returns" className="sr-only">
        {t('requestsTitle')}
      </h2>
      {mayAsk && (
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`/${lang}/order-info/${orderId}/return`}
            className="inline-flex h-11 items-center justify-center rounded-full border border-brand-600 bg-white px-5 text-sm font-bold text-brand-800 hover:bg-brand-50"
            data-testid="return-items"
          >
            {t('returnItems')}
          </Link>
          {window.until && (
            <span className="text-sm text-slate-600">
              {t('windowUntil', { date: formatDateTime(window.until, lang) })}
            </span>
          )}
        </div>
      )}
      {requests.map((request) => (
        <ReturnCard key={request.id} orderId={orderId} request={request} upload={returns.upload} />
      ))}
    </section>
  );
}

function ReturnCard({
  orderId,
  request,
  upload,
}: {
  orderId: number;
  request: ReturnRequest;
  upload: OrderReturnsData['upload'];
}) {
  const t = useReturnsT();
  const lang = useLang();
  const money = useMoney();
  const id = formatId(request.id, lang);
  return (
    <article
      id={`return-${request.id}`}
      aria-labelledby={`return-${request.id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="return-request"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`return-${request.id}-title`} className="font-bold text-slate-900">
          {t('requestTitle', { id })}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[request.status]}`}
          data-testid="return-status"
        >
          {t(statusKeys[request.status])}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('requestAsked', { date: formatDateTime(request.createdAt, lang) })} –{' '}
        {t('requestReason', { reason: t(reasonKeys[request.reason]) })}
      </p>
      <ReturnSteps request={request} />
      <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-800">
        {request.items.map((item) => (
          <li key={item.orderItemId} className="flex justify-between gap-3 tabular-nums">
            <span>
              <bdi>{item.name}</bdi> × {formatNumber(item.quantity, lang)}
            </span>
            <span>{money(item.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {request.status === 'refunded'
          ? t('requestRefunded', { amount: money(request.amount) })
          : t('requestAmount', { amount: money(request.amount) })}
      </p>
      {request.comment && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          <bdi>{request.comment}</bdi>
        </p>
      )}
      {request.decisionNote && (
        <p className="mt-2 text-sm text-slate-800" data-testid="return-decision-note">
          <span className="font-semibold">{t('requestNote')}: </span>
          <bdi>{request.decisionNote}</bdi>
        </p>
      )}
      {request.pickupNote && (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">{t('requestPickup')}: </span>
          <bdi>{request.pickupNote}</bdi>
        </p>
      )}
      {request.attachments.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-800">{t('photos')}</p>
          <AttachmentLinks
            attachments={request.attachments}
            size="small"
            className="mt-1 flex flex-wrap gap-2"
            testId="return-photos"
          />
        </div>
      )}
      {request.status === 'requested' && (
        <ReturnPhotosForm orderId={orderId} returnId={request.id} upload={upload} />
      )}
    </article>
  );
}

/** The steps as an ordered list: done ones ticked, the refused answer in red. */
function ReturnSteps({ request }: { request: ReturnRequest }) {
  const t = useReturnsT();
  const lang = useLang();
  const order: ReturnStatus[] = ['requested', 'approved', 'pickup', 'received', 'refunded'];
  const reached = order.indexOf(request.status);
  const steps: { key: Parameters<typeof t>[0]; done: boolean; at: string | null; refused?: boolean }[] = [
    { key: 'stepAsked', done: true, at: request.createdAt },
    {
      key: request.status === 'refused' ? 'statusRefused' : 'stepAnswered',
      done: request.status === 'refused' || reached >= 1,
      at: request.decidedAt,
      refused: request.status === 'refused',
    },
  ];
  if (request.status !== 'refused') {
    // A pickup is a step only when the branch arranged one (the customer may bring the items back).
    if (request.pickupNote) steps.push({ key: 'stepPickup', done: reached >= 2, at: null });
    steps.push({ key: 'stepReceived', done: reached >= 3, at: request.receivedAt });
    steps.push({ key: 'stepRefunded', done: reached >= 4, at: request.refundedAt });
  }
  return (
    <ol
      aria-label={t('stepsLabel', { id: formatId(request.id, lang) })}
      className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm"
      data-testid="return-steps"
    >
      {steps.map((step) => (
        <li
          key={step.key}
          className={`flex items-center gap-2 ${step.done ? (step.refused ? 'text-red-800' : 'text-brand-900') : 'text-slate-500'}`}
          aria-current={step.done ? undefined : undefined}
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-6 items-center justify-center rounded-full border-2 text-xs font-bold ${
              step.done
                ? step.refused
                  ? 'border-red-700 bg-red-700 text-white'
                  : 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-400 bg-white'
            }`}
          >
            {step.done ? (step.refused ? '×' : '✓') : ''}
          </span>
          <span className={step.done ? 'font-semibold' : ''}>
            {t(step.key)}
            {step.at && (
              <span className="font-normal text-slate-600"> – {formatDateTime(step.at, lang)}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Photos for a request the branch has not answered yet, through the web's upload route (the API's
 * `orders/{id}/returns/{returnId}/photos`): with scripts an XHR with its progress, without them a
 * plain multipart post answered with a redirect back to this order.
 */
function ReturnPhotosForm({
  orderId,
  returnId,
  upload: limits,
}: {
  orderId: number;
  returnId: number;
  upload: OrderReturnsData['upload'];
}) {
  const t = useReturnsT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const action = `/${lang}/upload/return-photos?order=${orderId}&return=${returnId}`;
  const upload = useUploadForm({
    action,
    intent: `photos:${returnId}`,
    rules: limits.rules,
    messages: limits.messages,
    refused: limits.refused,
    setError: () => undefined,
  });
  return (
    <UploadForm
      upload={upload}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        void upload.send({}).then((answer) => {
          if (answer?.ok) {
            upload.clear();
            revalidator.revalidate();
          }
        });
      }}
      rules={limits.rules}
      intro={<p className="text-sm text-slate-600">{t('addPhotosIntro')}</p>}
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4"
      testId="return-photos-form"
      filesLabel={t('addPhotos')}
      submitLabel={t('sendPhotos')}
      sendingLabel={t('sendingPhotos')}
    >
      {null}
    </UploadForm>
  );
}
