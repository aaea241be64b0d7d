/**
 * A native radio drawn as a card: it posts with its form and shows its choice by CSS alone, so it
 * works without scripts (reasons, substitutes, schedules, the in-page choosers). `danger` for a
 * choice that removes something.
 */
export function RadioCard({
  children,
  danger = false,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { danger?: boolean }) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 ${
        danger
          ? 'has-checked:border-red-600 has-checked:bg-red-50'
          : 'has-checked:border-brand-600 has-checked:bg-brand-50'
      }`}
    >
      <input
        type="radio"
        {...input}
        className={`size-4 shrink-0 ${danger ? 'accent-red-600' : 'accent-brand-600'}`}
      />
      {children}
    </label>
  );
}
