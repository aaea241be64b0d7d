import { useId } from 'react';

export interface Choice {
  id: number;
  label: string;
  detail?: string;
}

/**
 * A radio group drawn as cards (addresses, payment types): native radios in a fieldset, so the
 * browser gives the group its keys (arrows move and choose, Tab leaves the group) and the cards show
 * the choice and the keyboard focus by CSS alone. It was React Aria's RadioGroup, whose press, hover
 * and focus code was 22 KB gzip of the cart page's first load (docs/benchmarks.md).
 */
export function ChoiceRadios({
  label,
  hideLabel = false,
  choices,
  selected,
  onChange,
  isDisabled,
}: {
  label: string;
  hideLabel?: boolean;
  choices: Choice[];
  selected: number | null | undefined;
  onChange: (id: number) => void;
  isDisabled?: boolean;
}) {
  // One group per chooser: the radios are outside any form.
  const name = useId();
  return (
    <fieldset disabled={isDisabled} className="flex min-w-0 flex-col gap-2">
      <legend className={hideLabel ? 'sr-only' : 'mb-2 text-sm font-semibold text-slate-800'}>{label}</legend>
      {choices.map((choice) => (
        <label
          key={choice.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-800 transition-colors not-has-checked:hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default"
        >
          {/* The card's ring and dot, drawn on the radio itself (the browser's own radio in forced colours). */}
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={choice.id === selected}
            onChange={() => onChange(choice.id)}
            className="mt-0.5 size-4 shrink-0 cursor-[inherit] appearance-none rounded-full border-2 border-slate-400 outline-none checked:border-brand-600 checked:bg-brand-600 checked:shadow-[inset_0_0_0_2px_var(--color-brand-50)] forced-colors:appearance-auto"
          />
          <span className="min-w-0">
            <span className="block font-semibold">{choice.label}</span>
            {choice.detail && <span className="block text-slate-600">{choice.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
