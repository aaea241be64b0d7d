import { useRef, useState } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ProductChoice, PromotionFormData } from './promotions.server.ts';
import { secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

type Option = { id: number; name: string };

/**
 * What a promotion is on (docs/decisions/0076): products found by the console's product search
 * (name, barcode, SKU or number) and ticked, categories and brands ticked in the catalogue's lists.
 * The search is a button of the promotion's own form: the form comes back as posted with what was
 * found, so nothing typed is lost and it works without scripts.
 */
export function PromotionTargets({
  saved,
  products,
  categories,
  brands,
  shown,
  answer,
}: {
  saved: { productIds: number[]; categoryIds: number[]; brandIds: number[] } | null;
  /** The saved promotion's products, named. */
  products: ProductChoice[];
  categories: (Option & { level: number })[];
  brands: Option[];
  shown: (name: string, saved: string) => string;
  answer: FormResult | undefined;
}) {
  const t = useStaffT();
  const find = useRef<HTMLButtonElement>(null);
  const picked = (name: string, ids: number[] | undefined) =>
    new Set(
      shown(name, (ids ?? []).join(','))
        .split(',')
        .filter(Boolean)
        .map(Number),
    );
  // The form's own answer (a search, or a refused save) names the products posted; else the saved ones.
  const offered = (answer?.data as PromotionFormData | null | undefined)?.products ?? products;
  const chosen = offered.filter((p) => p.chosen);
  const found = offered.filter((p) => !p.chosen);
  const searched = shown('productSearch', '') !== '' && answer?.ok === true;
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="text-lg font-bold">{t('promotionTargetsTitle')}</legend>
      <p className="text-sm text-slate-700">{t('promotionTargetsHint')}</p>
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 font-semibold">{t('promotionProducts')}</legend>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-700">{t('promotionProductsNone')}</p>
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
      <TickList
        legend={t('promotionCategories')}
        name="categoryIds"
        options={categories}
        picked={picked('categoryIds', saved?.categoryIds)}
      />
      <TickList
        legend={t('promotionBrands')}
        name="brandIds"
        options={brands}
        picked={picked('brandIds', saved?.brandIds)}
      />
    </fieldset>
  );
}

/** Checkboxes of one field, each a real label. */
function Ticks({
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
function TickList({
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
