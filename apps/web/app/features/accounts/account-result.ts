import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useActionData, useFetcher } from 'react-router';
import { useToast } from '../../ui/toast-provider.tsx';

/** What every account action answers (the page's fetcher reads it). */
export interface AccountResult {
  ok: boolean;
  /** Which form of the page sent it (pages with several forms). */
  intent?: string;
  /** The API's message (success or failure), already in the page language. */
  message?: string;
  /** The API's validation messages, each shown as an error toast (docs/product.md#screen-details). */
  validation?: string[];
  /** Problems found by the action's own check, by field. */
  fieldErrors?: Record<string, string>;
  /** Where the page goes next, after a success. */
  next?: string;
  /** Seconds before another code may be asked for. */
  retryAfter?: number;
}

/**
 * Shows an action's answer once: the success message as a toast, or the field problems under their
 * fields and every server message as an error toast. `onResult` runs after, for the page's next step.
 */
export function useResultFeedback<T extends FieldValues>(
  result: AccountResult | undefined,
  setError: UseFormSetError<T> | undefined,
  fallback: string,
  onResult?: (result: AccountResult) => void,
) {
  const toast = useToast();
  const shown = useRef<AccountResult | undefined>(undefined);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      if (result.message) toast(result.message, 'success');
    } else {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError?.(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
      }
      const messages = result.validation?.length ? result.validation : [result.message ?? fallback];
      for (const message of messages) toast(message, 'error');
    }
    latest.current?.(result);
  }, [result, setError, toast, fallback]);
}

/**
 * A fetcher for an account form. Its answer is handed on only once the fetcher is idle: the data
 * arrives while the loaders still reload after the post, and a navigation started then is overtaken
 * by that reload (the URL changes, the page does not). Without scripts, the page's own action data.
 */
export function useAccountAction() {
  const fetcher = useFetcher<AccountResult>();
  const fallback = useActionData() as AccountResult | undefined;
  const idle = fetcher.state === 'idle';
  return {
    submit: (form: HTMLFormElement | FormData) => void fetcher.submit(form, { method: 'post' }),
    sending: !idle,
    result: idle ? (fetcher.data ?? fallback) : undefined,
    /** The fields being sent, while sending. */
    formData: fetcher.formData,
  };
}
