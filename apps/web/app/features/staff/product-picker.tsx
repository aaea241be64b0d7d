import { useRef, useState } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ProductChoice, ProductPickerData } from './product-choices.server.ts';
import { secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

type Option = { id: number; name: string };

/**
 * Products picked inside a form (promotions, docs/decisions/0076; the home's deals slider, 0086):
 * the chosen ones ticked, in order, then those the console's product search (name, barcode, SKU or
 * number) found. The search is a button of the form: the form comes back as posted with what was
 * found, so nothing typed is lost and it works without scripts.
 */
export function ProductPicker({
  legend,
  none,
  products,
  shown,
  answer,
}: {
  legend: string;
  /** Said when nothing is chosen. */
  none: string;
  /** The saved products, named, in order. */
  products: ProductChoice[];
  shown: (name: string, saved: string) => string;
  answer: FormResult | undefined;
}) {
  const t = useStaffT();
  const find = useRef<HTMLButtonElement>(null);
  // The form's own answer (a search, or a refused save) names the products posted; else the saved ones.
  const offered = (answer?.data as ProductPickerData | null | undefined)?.products ?? products;
  const chosen = offered.filter((p) => p.chosen);
  const found = offered.filter((p) => !p.chosen);
  const searched = shown('productSearch', '') !== '' && answer?.ok === true;
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-700">{none}</p>
      ) : (
        <Ticks name="productIds" options={chosen} picked={new Set(chosen.map((p) => p.id))} />
      )}
      {found.length > 0 && (
        <>
          <p className="mt-2 text-sm font-semibold">{t('promotionProductsFound')}</p>
          <Ticks name="productIds" options={found} picked={new Set()} />
        </>
      )}
      {searched && found.length === 0 && (
        <p role="status" className="mt-2 text-sm">
          {t('promotionProductsNotFound')}
        </p>
      )}
      {/* Enter in the search box searches (elsewhere in the form it saves). */}
      <search
        className="mt-2 flex flex-wrap items-end gap-2"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          find.current?.click();
        }}
      >
        <FormField
          label={t('promotionProductSearch')}
          name="productSearch"
          required={false}
          maxLength={100}
          className="min-w-60 flex-1"
          defaultValue={shown('productSearch', '')}
        />
        <button ref={find} type="submit" name="find" value="1" formNoValidate className={secondary}>
          {t('promotionProductFind')}
        </button>
      </search>
    </fieldset>
  );
}

/** Checkboxes of one field, each a real label. */
export function Ticks({
  name,
  options,
  picked,
  onChange,
}: {
  name: string;
  options: (Option & { level?: number })[];
  picked: Set<number>;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <ul className="grid gap-x-4 sm:grid-cols-2">
      {options.map((option) => (
        <li key={option.id}>
          <label className={`flex min-h-11 items-center gap-2 ${option.level === 1 ? 'font-semibold' : ''}`}>
            <input
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={picked.has(option.id)}
              onChange={(event) => onChange?.(event.target.checked)}
              className="size-5 shrink-0"
            />
            <bdi>{option.name}</bdi>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * A long list folded under its name and how many are ticked; the ticked ones first, so an opened
 * list shows what the promotion is on before the rest.
 */
export function TickList({
  legend,
  name,
  options,
  picked,
}: {
  legend: string;
  name: string;
  options: (Option & { level?: number })[];
  picked: Set<number>;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const [count, setCount] = useState(picked.size);
  const ordered = [...options.filter((o) => picked.has(o.id)), ...options.filter((o) => !picked.has(o.id))];
  return (
    <details className="rounded-lg border border-slate-300 p-3" data-testid={`pick-${name}`}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        {legend} – {t('promotionChosenCount', { count: formatNumber(count, lang) })}
      </summary>
      <fieldset className="mt-2 max-h-80 overflow-y-auto">
        <legend className="sr-only">{legend}</legend>
        <Ticks
          name={name}
          options={ordered}
          picked={picked}
          onChange={(checked) => setCount((n) => n + (checked ? 1 : -1))}
        />
      </fieldset>
    </details>
  );
}
