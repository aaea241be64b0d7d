import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons.tsx';
import { quantityStep } from './quantity-steps.ts';

export interface QuantityStepperProps {
  /** The product's name: each button says which product it changes. */
  name: string;
  quantity: number;
  quantities: readonly number[];
  /** Sold by weight: the quantity reads in kg. */
  weighted?: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
  /** A change is on its way: presses wait for it (the buttons stay focusable). */
  pending?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Without scripts each button is a form that posts here (the page's own action, which goes
   * through `cartChange`): `intent` update or delete, the line's `itemId` and the new `quantity`.
   */
  formAction?: string;
  itemId?: number;
}

const sizes = {
  sm: { button: 'size-9', icon: 'size-4', text: 'text-sm min-w-10' },
  md: { button: 'size-10', icon: 'size-4', text: 'text-sm min-w-12' },
  lg: { button: 'size-12', icon: 'size-5', text: 'text-base min-w-16' },
};

/**
 * The cart quantity of a product, stepped along its allowed list (docs/product.md#quantities): at the first
 * quantity the decrease button becomes Remove, at the last the increase button is disabled.
 */
export function QuantityStepper({
  name,
  quantity,
  quantities,
  weighted = false,
  onChange,
  onRemove,
  pending = false,
  size = 'md',
  formAction,
  itemId,
}: QuantityStepperProps) {
  const t = useT('shop');
  const lang = useLang();
  const step = quantityStep(quantities, quantity);
  const s = sizes[size];
  const button = `${s.button} grid shrink-0 place-items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 aria-disabled:cursor-wait aria-disabled:opacity-60`;
  const shown = `${formatNumber(quantity, lang)}${weighted ? ` ${lang === 'ar' ? 'كجم' : 'kg'}` : ''}`;
  /** A button's own form: a plain post without scripts, the callback with them. */
  const post = (
    fields: { intent: 'update' | 'delete'; quantity?: number | null },
    run: () => void,
    button: React.ReactNode,
  ) => (
    <form
      method="post"
      action={formAction}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) run();
      }}
    >
      <input type="hidden" name="intent" value={fields.intent} />
      {itemId !== undefined && <input type="hidden" name="itemId" value={itemId} />}
      {fields.quantity != null && <input type="hidden" name="quantity" value={fields.quantity} />}
      {button}
    </form>
  );

  return (
    <fieldset
      className="flex w-full items-center justify-between gap-1 rounded-full border border-brand-600 bg-white p-0.5"
      aria-busy={pending}
    >
      <legend className="sr-only">{t('quantityOf', { name })}</legend>
      {step.atFirst
        ? post(
            { intent: 'delete' },
            onRemove,
            <button
              type="submit"
              aria-disabled={pending || undefined}
              aria-label={t('removeNamed', { name })}
              data-testid="stepper-remove"
              className={`${button} text-red-700 hover:bg-red-50`}
            >
              <TrashIcon className={s.icon} />
            </button>,
          )
        : post(
            { intent: 'update', quantity: step.previous },
            () => step.previous !== null && onChange(step.previous),
            <button
              type="submit"
              aria-disabled={pending || undefined}
              aria-label={t('decrease', { name })}
              data-testid="stepper-decrease"
              className={`${button} text-brand-700 hover:bg-brand-50`}
            >
              <MinusIcon className={s.icon} />
            </button>,
          )}
      <output
        aria-live="polite"
        data-testid="stepper-quantity"
        className={`${s.text} text-center font-bold text-slate-900 tabular-nums`}
      >
        {shown}
      </output>
      {post(
        { intent: 'update', quantity: step.next },
        () => step.next !== null && onChange(step.next),
        <button
          type="submit"
          aria-disabled={pending || undefined}
          disabled={step.atLast}
          aria-label={t('increase', { name })}
          data-testid="stepper-increase"
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <PlusIcon className={s.icon} />
        </button>,
      )}
    </fieldset>
  );
}
