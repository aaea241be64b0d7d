import type { FormResult } from '../lib/forms/form-result.ts';

/**
 * The answer to a post made without scripts (the page's action data), in the page: with scripts the
 * same answer is a toast, but a page drawn by the server has no toasts to show.
 */
export function ResultNotice({
  result,
  className = '',
}: {
  result: FormResult | undefined;
  className?: string;
}) {
  if (!result) return null;
  const lines = result.ok
    ? [result.message]
    : result.validation.length
      ? result.validation
      : [result.message];
  const text = lines.filter(Boolean);
  if (text.length === 0) return null;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      data-testid="result-notice"
      className={`rounded-xl px-4 py-3 text-sm font-semibold ${result.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'} ${className}`}
    >
      {text.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
