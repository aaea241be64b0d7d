import { useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  I18nProvider,
  Input,
  Label,
  Radio,
  RadioGroup,
  SearchField,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import type { FilterOption, ListingFilters } from './listing-data.ts';
import {
  filterKeys,
  hasFilters,
  parseListingQuery,
  priceBounds,
  queryString,
  withFilters,
} from './listing-query.ts';

const sorts = [1, 2, 3, 4, 5, 6] as const;

/** Moves to the same page with other filters (and page 1): a new history entry, so Back undoes it. */
function useApplyFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (changes: Parameters<typeof withFilters>[1]) =>
    navigate({ pathname: location.pathname, search: queryString(withFilters(params, changes)) });
}

export interface FilterPanelProps {
  filters: ListingFilters;
  /** The sort the page uses when the URL has none (search: most relevant). */
  defaultSort: number;
}

/**
 * Sort, level-3 categories (level-1 category pages), brands and price. Every change is written to
 * the URL query, which the route's loader reads, so a filtered list can be shared and reloaded.
 */
export function FilterPanel({ filters, defaultSort }: FilterPanelProps) {
  const t = useT('listing');
  const [params] = useSearchParams();
  const location = useLocation();
  const query = parseListingQuery(params);
  const apply = useApplyFilters();
  const cleared = withFilters(params, Object.fromEntries(filterKeys.map((key) => [key, null])));
  const lang = useLang();

  return (
    // React Aria's own words and numbers (the slider's) in the page language.
    <I18nProvider locale={lang === 'ar' ? 'ar-EG' : 'en-US'}>
      <div className="flex flex-col gap-6">
        <RadioGroup
          value={String(query.sort ?? defaultSort)}
          onChange={(value) => apply({ sort: value })}
          className="flex flex-col gap-1"
        >
          <Label className="mb-1 font-bold text-slate-900">{t('sortBy')}</Label>
          {sorts.map((sort) => (
            <Radio
              key={sort}
              value={String(sort)}
              className="group flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1 text-sm text-slate-700 outline-hidden data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className="grid size-4 shrink-0 place-items-center rounded-full border-2 border-slate-400 group-data-selected:border-brand-600"
              >
                <span className="size-2 rounded-full bg-brand-600 opacity-0 group-data-selected:opacity-100" />
              </span>
              {t(`sort${sort}`)}
            </Radio>
          ))}
        </RadioGroup>

        {filters.categories && filters.categories.length > 0 && (
          <CheckList
            label={t('categories')}
            searchLabel={t('searchCategories')}
            options={filters.categories}
            selected={query.categories}
            onChange={(ids) => apply({ categories: ids })}
          />
        )}

        {filters.brands && filters.brands.length > 0 && (
          <CheckList
            label={t('brands')}
            searchLabel={t('searchBrands')}
            options={filters.brands}
            selected={query.brands}
            onChange={(ids) => apply({ brands: ids })}
          />
        )}

        <PriceFilter
          // A new URL price resets what the thumbs show.
          key={`${query.priceFrom ?? ''}-${query.priceTo ?? ''}`}
          from={query.priceFrom}
          to={query.priceTo}
          max={filters.priceMax ?? priceBounds.max}
          onApply={(from, to) => apply({ priceFrom: from, priceTo: to })}
        />

        {hasFilters(params) && (
          <Link
            to={{ pathname: location.pathname, search: queryString(cleared) }}
            className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('clearFilters')}
          </Link>
        )}
      </div>
    </I18nProvider>
  );
}

/** A checkbox list with its own search box (the search only hides names, it never unticks). */
function CheckList({
  label,
  searchLabel,
  options,
  selected,
  onChange,
}: {
  label: string;
  searchLabel: string;
  options: FilterOption[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useT('listing');
  const lang = useLang();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase(lang);
  const shown = needle
    ? options.filter((option) => option.name.toLocaleLowerCase(lang).includes(needle))
    : options;
  const count = { format: (n: number) => formatNumber(n, lang) };
  return (
    <CheckboxGroup
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      className="flex flex-col gap-2"
    >
      <Label className="font-bold text-slate-900">{label}</Label>
      <SearchField value={search} onChange={setSearch} aria-label={searchLabel} className="relative">
        <SearchIcon />
        <Input
          placeholder={searchLabel}
          className="w-full rounded-lg border border-slate-300 bg-white py-1.5 ps-8 pe-2 text-sm outline-hidden placeholder:text-slate-500 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
      </SearchField>
      <div className="desk:max-h-64 desk:overflow-y-auto desk:pe-1">
        {shown.map((option) => (
          <Checkbox
            key={option.id}
            value={String(option.id)}
            className="group flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1 text-sm text-slate-700 outline-hidden data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:-outline-offset-2 data-focus-visible:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className="grid size-4 shrink-0 place-items-center rounded border-2 border-slate-400 bg-white group-data-selected:border-brand-600 group-data-selected:bg-brand-600"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 12 12"
                className="size-3 fill-none stroke-white stroke-2 opacity-0 group-data-selected:opacity-100"
              >
                <path d="M2 6.5 5 9l5-6" />
              </svg>
            </span>
            <span className="min-w-0 flex-1 truncate">{option.name}</span>
            {option.count !== undefined && (
              <span className="shrink-0 text-xs text-slate-500">{count.format(option.count)}</span>
            )}
          </Checkbox>
        ))}
        {shown.length === 0 && (
          <p className="px-1 py-1 text-sm text-slate-500">{t('noMatches', { text: search.trim() })}</p>
        )}
      </div>
    </CheckboxGroup>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute start-2 top-1/2 size-4 -translate-y-1/2 fill-none stroke-slate-500 stroke-2"
    >
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" />
    </svg>
  );
}

/**
 * The price slider with two thumbs (docs/product.md#screen-details), 0 to 1000 or to the listing's
 * highest price when that is above (`max`); nothing changes until Apply price.
 */
function PriceFilter({
  from,
  to,
  max,
  onApply,
}: {
  from?: number;
  to?: number;
  max: number;
  onApply: (from: number | null, to: number | null) => void;
}) {
  const t = useT('listing');
  const tc = useT();
  const lang = useLang();
  const clamp = (value: number) => Math.min(max, Math.max(priceBounds.min, value));
  const [value, setValue] = useState<number[]>([clamp(from ?? priceBounds.min), clamp(to ?? max)]);
  const pounds = (amount: number) => tc('price', { amount: formatNumber(Math.round(amount), lang) });
  return (
    <div className="flex flex-col gap-3">
      <Slider
        value={value}
        onChange={(next) => {
          const values = next as number[];
          if (values.every(Number.isFinite)) setValue(values);
        }}
        minValue={priceBounds.min}
        maxValue={max}
        step={5}
        formatOptions={{ style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }}
        className="flex flex-col gap-2"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <Label className="font-bold text-slate-900">{t('price')}</Label>
          <SliderOutput className="text-sm text-slate-700">
            {({ state }) =>
              t('priceFromTo', { from: pounds(state.values[0]!), to: pounds(state.values[1]!) })
            }
          </SliderOutput>
        </div>
        <SliderTrack className="relative mx-3 h-8">
          <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-slate-200" />
          <SliderFill className="top-1/2 !h-1.5 -translate-y-1/2 rounded-full bg-brand-600" />
          {[0, 1].map((index) => (
            <SliderThumb
              key={index}
              index={index}
              aria-label={index === 0 ? t('minPrice') : t('maxPrice')}
              className="top-1/2 size-6 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow outline-hidden data-dragging:cursor-grabbing data-dragging:bg-brand-50 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600"
            />
          ))}
        </SliderTrack>
      </Slider>
      <Button
        onPress={() => {
          const [low = priceBounds.min, high = max] = value;
          const full = low === priceBounds.min && high === max;
          onApply(full ? null : low, full ? null : high);
        }}
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white outline-hidden hover:bg-brand-700 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600 data-pressed:bg-brand-800"
      >
        {t('applyPrice')}
      </Button>
    </div>
  );
}
