import type { ReactNode } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import { SearchIcon } from '../../ui/icons.tsx';

/** The search box's text field, plain (SearchBox) or type-ahead (SearchTypeahead). */
export const searchInputClass =
  'h-11 w-full min-w-0 rounded-full border border-slate-300 bg-white ps-4 pe-12 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 [&::-webkit-search-cancel-button]:hidden';

/**
 * The header search's form, plain or type-ahead: without scripts a GET to `/{lang}/search?q=`; with
 * them `onSearch` goes to the search page itself. `children` is the text field; the icon button ends it.
 */
export function SearchForm({
  className,
  onSearch,
  children,
}: {
  className: string;
  onSearch: () => void;
  children: ReactNode;
}) {
  const tl = useT('layout');
  const lang = useLang();
  return (
    // A form with the search role (rather than <search>) is what every screen reader announces today.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      action={`/${lang}/search`}
      method="get"
      className={`relative flex items-center ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <button
        type="submit"
        aria-label={tl('submitSearch')}
        className="absolute end-1 top-1 flex size-9 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
