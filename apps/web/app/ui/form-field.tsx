import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /**
   * The field in a react-hook-form form; or, for a plain form posted as it is (the staff console's,
   * which work without scripts), `name` and `defaultValue` instead.
   */
  registration?: UseFormRegisterReturn;
  name?: string;
  defaultValue?: string | number;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Optional fields say so to assistive technology by not being `required` (default: required). */
  required?: boolean;
  /** A select (its options) or a several-line text box instead of a one-line input. */
  control?: { select: { value: string; label: string; disabled?: boolean }[] } | { rows: number };
  placeholder?: string;
  autoFocus?: boolean;
  /** A plain field's own change handler (a registered field has react-hook-form's). */
  onChange?: (event: React.ChangeEvent<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>) => void;
  /** The wrapper's layout classes (a grid cell's span, a width). */
  className?: string;
  /**
   * Left to right whatever the page (a code typed or scanned; e-mails, phones and numbers are
   * anyway), or the direction of the one language a box is for (a product's Arabic name on an
   * English page).
   */
  dir?: 'ltr' | 'rtl';
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
  required = true,
  control,
  name,
  defaultValue,
  placeholder,
  autoFocus,
  className,
  onChange,
  dir,
}: FormFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  // A box of one language's text starts on its own side; the others on the page's.
  const controlClass = `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${dir ? 'text-start' : 'rtl:text-right'} ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;
  const shared = {
    id,
    ...(registration ?? { name, defaultValue, onChange }),
    required,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control && 'select' in control ? (
        <select {...shared}>
          {control.select.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      ) : control ? (
        <textarea {...shared} rows={control.rows} maxLength={maxLength} dir={dir} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          // E-mail addresses, phone numbers, codes and amounts read left to right even on Arabic pages.
          dir={
            dir ??
            (type === 'email' || type === 'tel' || inputMode === 'numeric' || inputMode === 'decimal'
              ? 'ltr'
              : undefined)
          }
          {...shared}
        />
      )}
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
