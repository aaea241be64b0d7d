import { useId } from 'react';

const control =
  'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100';

interface Common {
  label: string;
  name: string;
  hint?: string;
  error?: string;
  className?: string;
}

function described(id: string, hint?: string, error?: string) {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

function Below({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled field of the console's plain forms (they post without scripts): hint and error tied
 * to it by aria-describedby, aria-invalid while it has a problem. Numbers are typed as text with a
 * numeric keyboard, so Arabic-Indic digits reach the action (the contract reads them as ASCII).
 */
export function StaffInput({
  label,
  name,
  hint,
  error,
  className = '',
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>) {
  const id = useId();
  const numeric = input.inputMode === 'decimal' || input.inputMode === 'numeric';
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        dir={numeric || input.type === 'email' ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={`${control} rtl:text-right ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

export function StaffSelect({
  label,
  name,
  hint,
  error,
  className = '',
  children,
  ...select
}: React.PropsWithChildren<
  Common & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'className'>
>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...select}
      >
        {children}
      </select>
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

export function StaffTextArea({
  label,
  name,
  hint,
  error,
  className = '',
  ...area
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...area}
      />
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

/** A form's answer written on the page (toasts need scripts; this does not). */
export function ResultNotice({
  result,
}: {
  result: { ok: boolean; message: string; validation: string[] } | undefined;
}) {
  if (!result) return null;
  const lines = result.ok
    ? [result.message]
    : result.validation.length > 0
      ? result.validation
      : [result.message];
  const shown = lines.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 rounded-lg px-3 py-2 font-semibold ${
        result.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'
      }`}
    >
      {shown.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
