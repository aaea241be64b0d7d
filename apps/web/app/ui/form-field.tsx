import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/**
 * A labelled input with its hint and error below, both tied to it by aria-describedby, and
 * aria-invalid while it has a problem.
 */
export function FormField({
  label,
  hint,
  error,
  registration,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
}: FormFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        // E-mail addresses, phone numbers and codes read left to right even on Arabic pages.
        dir={type === 'email' || type === 'tel' || inputMode === 'numeric' ? 'ltr' : undefined}
        {...registration}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 rtl:text-right ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
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
    </div>
  );
}

/** The form's main button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = '',
}: {
  sending?: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {sending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {sending ? sendingLabel : label}
    </button>
  );
}
