import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { SearchForm, searchInputClass } from './search-form.tsx';
import { searchPath } from './search-path.ts';

export { searchPath };

/** The type-ahead box (its own chunk: the storefront's first scripts do not carry it). */
const SearchTypeahead = lazy(() => import('./search-typeahead.tsx'));

/**
 * The header search: Enter or the icon button goes to `/{lang}/search/{text}`; an empty box stays put.
 * On first focus it becomes the type-ahead box (SearchTypeahead); until then, and without scripts,
 * it is this plain form.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  // On a search page the box shows what was searched for (other routes' `name` is not a search).
  const name = useLocation().pathname.startsWith(`/${lang}/search/`) ? params.name : undefined;
  const [text, setText] = useState(name ?? '');
  useEffect(() => setText(name ?? ''), [name]);
  const [typeahead, setTypeahead] = useState(false);
  const plainBox = useRef<HTMLInputElement>(null);

  if (typeahead)
    return (
      <Suspense>
        <SearchTypeahead
          initialText={text}
          // Rendered just before the swap, while the plain box is still in the page.
          takeFocus={typeof document !== 'undefined' && document.activeElement === plainBox.current}
          className={className}
        />
      </Suspense>
    );
  return (
    <SearchForm
      className={className}
      onSearch={() => {
        const to = searchPath(lang, text);
        if (to) navigate(to);
      }}
    >
      <input
        ref={plainBox}
        type="search"
        name="q"
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // A transition: this box stays (focused, typing) until the type-ahead's chunk has loaded.
        onFocus={() => startTransition(() => setTypeahead(true))}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
    </SearchForm>
  );
}
