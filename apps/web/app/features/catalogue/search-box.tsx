import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { SearchForm, searchInputClass } from './search-form.tsx';
import { searchPath } from './search-path.ts';
import type { SearchFocus } from './search-typeahead.tsx';

export { searchPath };

/** The type-ahead box (its own chunk: the storefront's first scripts do not carry it). */
const SearchTypeahead = lazy(() => import('./search-typeahead.tsx'));

/**
 * The header search: Enter or the icon button goes to `/{lang}/search/{text}`; an empty box stays put.
 * On the first press or typed key it becomes the type-ahead box (SearchTypeahead); until then, and without scripts,
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
  // What of the plain form the visitor focused last (its box or its button), if anything: the
  // type-ahead replaces the whole form, so it puts the focus back on its own box or button, and
  // nowhere if the visitor has moved on while its code downloaded (a removed box fires no focusin).
  const focusedLast = useRef<SearchFocus>(null);
  useEffect(() => {
    const note = (event: FocusEvent) => {
      const box = plainBox.current;
      const target = event.target as Element | null;
      focusedLast.current =
        box && target === box ? 'box' : box?.form && target && box.form.contains(target) ? 'button' : null;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  const takeFocus = useCallback(() => focusedLast.current, []);

  if (typeahead)
    return (
      <Suspense>
        <SearchTypeahead initialText={text} takeFocus={takeFocus} className={className} />
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
        // Not on focus alone: a keyboard visitor tabbing through the header must not have the form
        // replaced under the focus; a press, or a key that types, brings the type-ahead.
        onPointerDown={() => {
          // The press is about to focus this box: the type-ahead's box takes it.
          focusedLast.current = 'box';
          startTransition(() => setTypeahead(true));
        }}
        onKeyDown={(event) => {
          if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'ArrowDown')
            startTransition(() => setTypeahead(true));
        }}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
    </SearchForm>
  );
}
