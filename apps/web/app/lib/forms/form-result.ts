import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { useActionData, useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { useToast } from '../../ui/toast-provider.tsx';

/**
 * What every form's action answers (the one result type of the web's forms). The same object comes
 * back through a fetcher (scripts on) or as the page's action data (a plain post without scripts).
 */
export interface FormResult<D = unknown> {
  ok: boolean;
  /** Which form of the page sent it ('' when the page has one form). */
  intent: string;
  /** The API's message, already in the page language. */
  message: string;
  /** Messages not tied to a field (each toasted as an error). */
  validation: string[];
  /** One message per field, shown under the field. */
  fieldErrors: Record<string, string>;
  data: D | null;
  /** Where the page goes after a success. */
  next?: string;
  /** Seconds before another code may be asked for. */
  retryAfter?: number;
  /**
   * What was posted (never passwords nor files), so a page rendered without scripts shows a refused
   * form as it was sent rather than empty.
   */
  values?: Record<string, string>;
}

/** A result with only a message (a success the page words itself, a failure of the page's own). */
export function messageResult<D = never>(ok: boolean, intent: string, message: string): FormResult<D> {
  return { ok, intent, message, validation: [], fieldErrors: {}, data: null };
}

/**
 * Shows a result once: on success its message as a toast (unless `quiet`); on failure its field
 * errors under their fields (`setError`, the first one focused) and its validation messages (or the
 * message) as error toasts. `onResult` runs after, for the page's next step.
 */
export function useFormResult<D, T extends FieldValues = FieldValues>(
  result: FormResult<D> | undefined,
  options: {
    setError?: UseFormSetError<T>;
    quiet?: boolean;
    onResult?: (result: FormResult<D>) => void;
  } = {},
): void {
  const toast = useToast();
  const fallback = useT('shop')('actionFailed');
  const shown = useRef<FormResult<D> | undefined>(undefined);
  // The latest options, without making each render's new callbacks show the same result again.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const { setError, quiet, onResult } = latest.current;
    if (result.ok) {
      if (result.message && !quiet) toast(result.message, 'success');
    } else {
      const fields = Object.entries(result.fieldErrors ?? {});
      fields.forEach(([field, message], index) => {
        setError?.(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      // Field problems show under their fields; the toasts carry what no field shows.
      const shownUnder = new Set(setError ? fields.map(([, message]) => message) : []);
      const rest = (result.validation ?? []).filter((message) => !shownUnder.has(message));
      const messages =
        rest.length > 0 ? rest : fields.length > 0 && setError ? [] : [result.message || fallback];
      // One toast per answer: several problems are listed in it, one a line.
      if (messages.length > 0) toast(messages.join('\n'), 'error');
    }
    onResult?.(result);
  }, [result, toast, fallback]);
}

/**
 * A fetcher for a form whose answer is a `FormResult`. The answer is handed on only once the fetcher
 * is idle: it arrives while the page's loaders still reload after the post, and a navigation started
 * then would be overtaken by that reload. Without scripts the browser posted the form itself, and the
 * answer is the page's action data: used when the form posts to the page's own action (no `action`
 * given) and, on pages with several forms, only by the form whose `intent` it names.
 */
export function useFormAction<D>(options: { key?: string; action?: string; intent?: string } = {}) {
  const { key, action, intent } = options;
  const fetcher = useFetcher<FormResult<D>>(key ? { key } : undefined);
  const actionData = useActionData() as FormResult<D> | undefined;
  const posted =
    action === undefined && isFormResult(actionData) && (intent === undefined || actionData.intent === intent)
      ? actionData
      : undefined;
  const idle = fetcher.state === 'idle';
  return {
    fetcher,
    /** Posts a form element, its FormData or plain fields to the action. */
    submit: (body: HTMLFormElement | FormData | Record<string, string>) =>
      void fetcher.submit(body, { method: 'post', ...(action ? { action } : {}) }),
    sending: !idle,
    result: idle ? (fetcher.data ?? posted) : undefined,
    /** The answer to a post the browser made itself (no scripts): the page shows it in place, not as a toast. */
    posted,
  };
}

function isFormResult(value: unknown): value is FormResult<unknown> {
  return typeof value === 'object' && value !== null && 'ok' in value && 'fieldErrors' in value;
}

/**
 * A registration that also carries the field's first value as `defaultValue`: react-hook-form sets
 * values through refs, after hydration, so without this a page drawn by the server (no scripts) would
 * show every field empty.
 */
export function withDefault(registration: UseFormRegisterReturn, value: unknown): UseFormRegisterReturn {
  const defaultValue = typeof value === 'string' || typeof value === 'number' ? value : undefined;
  return { ...registration, defaultValue } as UseFormRegisterReturn;
}
