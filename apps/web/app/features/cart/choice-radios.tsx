import { Label, Radio, RadioGroup } from 'react-aria-components';

export interface Choice {
  id: number;
  label: string;
  detail?: string;
}

/** A radio group drawn as cards (addresses, payment types). */
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
  return (
    <RadioGroup
      value={selected ? String(selected) : null}
      onChange={(value) => onChange(Number(value))}
      isDisabled={isDisabled}
      className="flex flex-col gap-2"
    >
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-slate-800'}>{label}</Label>
      {choices.map((choice) => (
        <Radio
          key={choice.id}
          value={String(choice.id)}
          className={({ isSelected, isFocusVisible }) =>
            `flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm transition-colors ${
              isSelected
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400'
            } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`
          }
        >
          {({ isSelected }) => (
            <>
              <span
                aria-hidden="true"
                className={`mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border-2 ${
                  isSelected ? 'border-brand-600' : 'border-slate-400'
                }`}
              >
                {isSelected && <span className="size-2 rounded-full bg-brand-600" />}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{choice.label}</span>
                {choice.detail && <span className="block text-slate-600">{choice.detail}</span>}
              </span>
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}
