import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { SearchForm, searchInputClass } from './search-form.tsx';
import { searchPath } from './search-path.ts';
import type { SearchFocus, SearchTypeaheadProps } from './search-typeahead.tsx';

export { searchPath };

/**
 * The type-ahead box (its own chunk: the storefront's first scripts do not carry it), once loaded.
 * Not React.lazy: a new Suspense boundary shows its (empty) fallback while the chunk downloads, even in
 * a transition, so the box vanished under the customer's finger and the first letters typed went to
 * the page. The plain box stays, focused and typing, until the chunk is here.
 */
let loadedTypeahead: ComponentType<SearchTypeaheadProps> | null = null;
let loadingTypeahead: Promise<ComponentType<SearchTypeaheadProps>> | null = null;
function loadTypeahead() {
  loadingTypeahead ??= import('./search-typeahead.tsx').then((module) => {
    loadedTypeahead = module.default;
    return module.default;
  });
  return loadingTypeahead;
}

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
  const [Typeahead, setTypeahead] = useState<ComponentType<SearchTypeaheadProps> | null>(null);
  // Swapped in only when its code is here, in one ordinary (not time-sliced) render: no keystroke
  // falls between the plain box's last render and the type-ahead box taking the text and the focus.
  const bringTypeahead = useCallback(() => {
    if (loadedTypeahead) setTypeahead(() => loadedTypeahead);
    else void loadTypeahead().then((component) => setTypeahead(() => component));
  }, []);
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

  if (Typeahead) return <Typeahead initialText={text} takeFocus={takeFocus} className={className} />;
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
        // This box stays (focused, typing) until the type-ahead's chunk has loaded.
        // Not on focus alone: a keyboard visitor tabbing through the header must not have the form
        // replaced under the focus; a press, or a key that types, brings the type-ahead.
        onPointerDown={() => {
          // The press is about to focus this box: the type-ahead's box takes it.
          focusedLast.current = 'box';
          bringTypeahead();
        }}
        onKeyDown={(event) => {
          if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'ArrowDown')
            bringTypeahead();
        }}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
    </SearchForm>
  );
}
