import type { Suggestions } from '@store/contract';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Header,
  I18nProvider,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  RouterProvider,
} from 'react-aria-components';
import { useFetcher, useHref, useNavigate } from 'react-router';
import { formatAmount } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { brandPath, categoryPath, productPath, showPlaceholder } from '../../lib/product-links.ts';
import { SearchForm, searchInputClass } from './search-form.tsx';
import { searchPath } from './search-path.ts';

/** Suggestions are asked for from this many letters on. */
const minLetters = 2;
/** Typing pauses this long before suggestions are asked for. */
const pauseMs = 120;

interface Option {
  id: string;
  label: string;
  href: string;
  image?: string;
  detail?: string;
}

interface Section {
  id: string;
  title: string;
  options: Option[];
}

/**
 * The header search with type-ahead, loaded on the search box's first press or typed key so the
 * storefront's first scripts do not grow: a React Aria ComboBox whose options are products (thumbnail,
 * price), categories and brands from `GET products/suggest`, after two letters. Choosing one opens
 * it; Enter without a chosen option searches for the text, as the plain box does.
 */
/**
 * Letters typed in the plain box before this one took over open the list, as typing here does (the
 * combo box opens it on input only).
 */
function OpenForTypedText({ typed }: { typed: string }) {
  const state = useContext(ComboBoxStateContext);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !state) return;
    opened.current = true;
    if (typed.trim().length >= minLetters) state.open(null, 'input');
  }, [state, typed]);
  return null;
}

/** The part of the plain search form that had the focus when the type-ahead replaced it. */
export type SearchFocus = 'box' | 'button' | null;

export interface SearchTypeaheadProps {
  initialText: string;
  /** What of the plain form this one replaces was focused last: its twin here takes the focus. */
  takeFocus: () => SearchFocus;
  className?: string;
}

export default function SearchTypeahead({ initialText, takeFocus, className = '' }: SearchTypeaheadProps) {
  const t = useT();
  const tl = useT('layout');
  const lang = useLang();
  const navigate = useNavigate();
  const fetcher = useFetcher<Suggestions>();
  const [text, setText] = useState(initialText);
  const inputRef = useRef<HTMLInputElement>(null);
  // The plain box had the focus: this one takes it over, unless the visitor has moved on (Tab, a
  // click) while this box's code was downloading.
  useLayoutEffect(() => {
    const focused = takeFocus();
    const input = inputRef.current;
    // In the same task as the swap (a layout effect), so no key falls between the two boxes; the caret
    // goes to the end of what was typed.
    if (focused === 'box' && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (focused === 'button') input?.form?.querySelector<HTMLElement>('button[type=submit]')?.focus();
  }, [takeFocus]);
  const wanted = text.trim();
  // Another search page opened: show what it searched for. Not on mounting: a letter typed in this
  // box before the effect ran would be overwritten by the plain box's text.
  const shownFor = useRef(initialText);
  useEffect(() => {
    if (shownFor.current === initialText) return;
    shownFor.current = initialText;
    setText(initialText);
  }, [initialText]);

  const load = fetcher.load;
  // The text the last answer was for (an older answer may still show while the next one comes).
  const lastAsked = useRef('');
  const [answered, setAnswered] = useState('');
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setAnswered(lastAsked.current);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (wanted.length < minLetters) return;
    const timer = setTimeout(() => {
      lastAsked.current = wanted;
      load(`/${lang}/search-suggest?q=${encodeURIComponent(wanted)}`);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [wanted, lang, load]);

  const sections = useMemo((): Section[] => {
    const data = wanted.length >= minLetters ? fetcher.data : undefined;
    if (!data) return [];
    const products: Option[] = data.products.map((product) => ({
      id: `p${product.id}`,
      label: product.name,
      href: `/${lang}${productPath(product)}`,
      image: product.image,
      detail:
        product.unit === 'kg'
          ? t('perKg', { amount: formatAmount(product.finalPrice, lang) })
          : t('price', { amount: formatAmount(product.finalPrice, lang) }),
    }));
    const categories: Option[] = data.categories.map((category) => ({
      id: `c${category.id}`,
      label: category.name,
      href: `/${lang}${categoryPath(category)}`,
    }));
    const brands: Option[] = data.brands.map((brand) => ({
      id: `b${brand.id}`,
      label: brand.name,
      href: `/${lang}${brandPath(brand)}`,
      image: brand.image,
    }));
    return [
      { id: 'products', title: tl('suggestedProducts'), options: products },
      { id: 'categories', title: tl('suggestedCategories'), options: categories },
      { id: 'brands', title: tl('suggestedBrands'), options: brands },
    ].filter((section) => section.options.length > 0);
  }, [fetcher.data, wanted, lang, t, tl]);

  const search = () => {
    const to = searchPath(lang, text);
    if (to) navigate(to);
  };

  return (
    // React Aria opens the options' links with the router, and speaks its own words in the page's language.
    <RouterProvider navigate={navigate} useHref={useHref}>
      <I18nProvider locale={lang === 'ar' ? 'ar-EG' : 'en-GB'}>
        <SearchForm className={className} onSearch={search}>
          <ComboBox
            aria-label={t('search')}
            className="w-full"
            inputValue={text}
            onInputChange={setText}
            allowsCustomValue
            // Suggestions come after the text changed: the list opens on typing (two letters on) and
            // shows "searching" until they come. The server has matched them already: no filter here.
            allowsEmptyCollection={wanted.length >= minLetters}
            defaultFilter={() => true}
            items={sections}
            menuTrigger="input"
          >
            <OpenForTypedText typed={initialText} />
            <Input
              ref={inputRef}
              // The input itself carries the name, as the plain box did (the ComboBox's label names
              // its group for React Aria, not always the field a screen reader lands on).
              aria-label={t('search')}
              name="q"
              type="search"
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              onKeyDown={(event) => {
                // Enter with no option chosen searches for the text (the list only closes otherwise).
                if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant'))
                  search();
              }}
              className={searchInputClass}
            />
            <Popover
              placement="bottom start"
              offset={6}
              className="z-50 w-(--trigger-width) max-w-[calc(100vw-1.5rem)] overflow-auto rounded-2xl border border-slate-200 bg-white p-1 shadow-lg outline-none"
            >
              <ListBox<Section>
                aria-label={tl('suggestions')}
                className="max-h-[70vh] outline-none"
                renderEmptyState={() => (
                  <p className="p-3 text-sm text-slate-600">
                    {fetcher.state === 'idle' && fetcher.data && answered === wanted
                      ? tl('noSuggestions')
                      : tl('searchingSuggestions')}
                  </p>
                )}
              >
                {(section: Section) => (
                  <ListBoxSection id={section.id} className="py-1">
                    <Header className="px-3 pt-1 pb-1 text-xs font-bold text-slate-500 uppercase">
                      {section.title}
                    </Header>
                    <Collection items={section.options}>
                      {(option: Option) => (
                        <ListBoxItem
                          id={option.id}
                          href={option.href}
                          textValue={option.label}
                          className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-slate-900 outline-none data-focused:bg-brand-50 data-focused:text-brand-900"
                        >
                          {option.image && (
                            <img
                              src={option.image}
                              alt=""
                              width={40}
                              height={40}
                              loading="lazy"
                              onError={showPlaceholder}
                              className="size-10 shrink-0 rounded-lg border border-slate-100 object-contain"
                            />
                          )}
                          <span className="min-w-0 flex-1 truncate">{option.label}</span>
                          {option.detail && <span className="shrink-0 font-semibold">{option.detail}</span>}
                        </ListBoxItem>
                      )}
                    </Collection>
                  </ListBoxSection>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
        </SearchForm>
      </I18nProvider>
    </RouterProvider>
  );
}
