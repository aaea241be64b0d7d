import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { RadioCard } from '../cart/index.ts';

export interface CancelReason {
  id: number;
  name: string;
}

/**
 * A required choice among a few (a cancellation's reason, a payment type) as radio cards under a
 * legend (`intro` below it), with the server's message for it (`error`, its element `errorId`).
 */
export function RadioChoices({
  legend,
  intro,
  name,
  choices,
  firstChecked = false,
  error,
  errorId,
}: {
  legend: string;
  intro?: ReactNode;
  name: string;
  choices: CancelReason[];
  /** The first choice starts chosen. */
  firstChecked?: boolean;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-bold text-slate-900">{legend}</legend>
      {intro}
      <div className="mt-2 flex flex-col gap-2">
        {choices.map((choice, index) => (
          <RadioCard
            key={choice.id}
            name={name}
            value={choice.id}
            required
            defaultChecked={firstChecked ? index === 0 : undefined}
          >
            {choice.name}
          </RadioCard>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The reason list and comment that cancelling an order asks for. A plain form post to the order
 * page's action: in the dialog (with scripts) and in the page itself (`?cancel=1`, without them).
 */
export function CancelOrderForm({
  reasons,
  fetcher,
  result,
  onKeep,
  keepHref,
}: {
  reasons: CancelReason[];
  fetcher: FetcherWithComponents<FormResult>;
  result: FormResult | undefined;
  /** Closes the dialog; without it the keep button is a link back (`keepHref`). */
  onKeep?: () => void;
  keepHref: string;
}) {
  const t = useT('shop');
  const busy = fetcher.state !== 'idle';
  const reasonError = result?.fieldErrors.reasonId;
  const commentError = result?.fieldErrors.comment;
  const keepClass =
    'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  return (
    // noValidate: a missing reason gets the store's message in the page's language (the action's
    // answer, at the reasons), not the browser's own English bubble.
    <fetcher.Form method="post" noValidate className="flex flex-col gap-4" data-testid="cancel-order-form">
      <input type="hidden" name="intent" value="cancel" />
      <p className="text-sm text-slate-600">{t('cancelOrderIntro')}</p>
      <RadioChoices
        legend={t('cancelReason')}
        name="reasonId"
        choices={reasons}
        error={reasonError}
        errorId="cancel-reason-error"
      />
      <label className="flex flex-col gap-1 text-sm font-bold text-slate-900">
        {t('cancelComment')}
        <textarea
          name="comment"
          rows={3}
          maxLength={500}
          aria-invalid={commentError ? true : undefined}
          className="rounded-xl border border-slate-300 px-3 py-2 font-normal text-slate-900"
        />
        {commentError && <span className="font-semibold text-red-700">{commentError}</span>}
      </label>
      {result && !result.ok && !reasonError && !commentError && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {result.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {onKeep ? (
          <button type="button" onClick={onKeep} className={keepClass}>
            {t('keepOrder')}
          </button>
        ) : (
          <a href={keepHref} className={keepClass}>
            {t('keepOrder')}
          </a>
        )}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-bold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? t('cancelling') : t('confirmCancel')}
        </button>
      </div>
    </fetcher.Form>
  );
}
