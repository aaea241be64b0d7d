import type { OrderTimelineStep } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatTime } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';

/**
 * The order's road (`timeline` of `GET orders/{id}`) as an ordered list: the steps reached with
 * their times, the current one marked (`aria-current="step"`), the ones ahead greyed. Rendered on
 * the server; it has no state of its own.
 */
export function OrderTimeline({ orderId, steps }: { orderId: number; steps: OrderTimelineStep[] }) {
  const t = useT('shop');
  const lang = useLang();
  if (steps.length === 0) return null;
  return (
    <section
      aria-labelledby="order-progress"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="order-progress" className="text-lg font-bold text-slate-900">
        {t('orderProgress')}
      </h2>
      <ol className="mt-4 flex flex-col gap-0 desk:flex-row desk:gap-2" data-testid="order-timeline">
        {steps.map((step, index) => {
          const current = step.state === 'current';
          const ahead = step.state === 'upcoming';
          const waiting = step.type === 'substitution' && step.state !== 'done';
          const alert = step.type === 'cancelled' || waiting;
          const dot = ahead
            ? 'border-slate-300 bg-white'
            : step.type === 'cancelled'
              ? 'border-red-700 bg-red-700'
              : waiting
                ? 'border-amber-600 bg-amber-500'
                : 'border-brand-600 bg-brand-600';
          const last = index === steps.length - 1;
          return (
            <li
              key={`${step.type}-${step.at ?? index}`}
              aria-current={current ? 'step' : undefined}
              data-step={step.type}
              data-state={step.state}
              className="relative flex gap-3 pb-5 last:pb-0 desk:flex-1 desk:flex-col desk:gap-2 desk:pb-0"
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className={`absolute start-[0.6875rem] top-6 bottom-0 w-0.5 desk:start-6 desk:end-0 desk:top-[0.6875rem] desk:bottom-auto desk:h-0.5 desk:w-auto ${
                    steps[index + 1]?.state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-600'
                  }`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 mt-0.5 size-6 shrink-0 rounded-full border-4 ${dot} ${
                  current ? 'ring-4 ring-brand-100' : ''
                } ${current && alert ? 'ring-amber-100' : ''}`}
              />
              <div className={`min-w-0 text-sm ${ahead ? 'text-slate-500' : 'text-slate-900'}`}>
                <p className={current ? 'font-bold' : 'font-semibold'}>
                  {step.name}
                  {current && <span className="sr-only"> ({t('stepCurrent')})</span>}
                  {ahead && <span className="sr-only"> ({t('stepAhead')})</span>}
                </p>
                {step.at && (
                  <p className="text-slate-600">
                    <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
                  </p>
                )}
                {step.type === 'cancelled' && step.reason && (
                  <p className="mt-1 text-slate-800">{t('cancelledBecause', { reason: step.reason })}</p>
                )}
                {step.type === 'cancelled' && step.comment && (
                  <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                    <bdi>{step.comment}</bdi>
                  </p>
                )}
                {/* An answered request stays on the road with its answer. */}
                {step.type === 'substitution' && step.state === 'done' && step.answer && (
                  <p className="mt-1 text-slate-800" data-testid="substitution-answer">
                    {step.answer}
                    {step.answeredAt && (
                      <span className="block text-slate-600">
                        {t('substitutionAnsweredAt', { time: formatDateTime(step.answeredAt, lang) })}
                      </span>
                    )}
                  </p>
                )}
                {step.type === 'substitution' && step.state !== 'done' && (
                  <p className="mt-1 flex flex-wrap gap-x-2">
                    {step.until && (
                      <span className="text-amber-950">
                        {t('substitutionAnswerBy', { time: formatTime(step.until, lang) })}
                      </span>
                    )}
                    <Link
                      to={`/${lang}/order-info/${orderId}/alternatives`}
                      className="font-bold text-brand-700 underline"
                    >
                      {t('chooseAlternatives')}
                    </Link>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
