import type { CategoryNode } from '@store/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useLang, useT } from '../i18n/i18n.ts';
import { usePageState } from '../lib/page-state.ts';
import { categoryPath } from '../lib/product-links.ts';
import { ChevronDownIcon, ChevronEndIcon } from '../ui/icons.tsx';

/** Width of the dropdown and of each flyout (220 px: docs/product.md#screen-details). */
const panelWidth = 220;

// useLayoutEffect warns during server rendering; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The menu's bar of level-1 categories with their dropdowns and flyouts (mega-menu.tsx). */
export function MenuBar({ tree }: { tree: CategoryNode[] }) {
  // Closes when the page changes.
  const [openId, setOpenId] = usePageState<number | null>(null);
  // Before hydration, CSS hover/focus opens the dropdowns; afterwards the state does.
  const [hydrated, setHydrated] = useState(false);
  const barRef = useRef<HTMLUListElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, setOpenId]);

  return (
    // Following a link closes the menu at once (the next page may take a moment to arrive).
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too
    <ul
      ref={barRef}
      className="flex flex-wrap items-stretch"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) setOpenId(null);
      }}
    >
      {tree.map((category) => (
        <TopItem
          key={category.id}
          category={category}
          open={openId === category.id}
          hydrated={hydrated}
          onOpenChange={(open) =>
            setOpenId((current) => (open ? category.id : current === category.id ? null : current))
          }
        />
      ))}
    </ul>
  );
}

/** Moves focus among the focusable entries of one list (ArrowUp/ArrowDown, Home/End). */
function moveFocus(list: HTMLElement | null, selector: string, key: string) {
  if (!list) return false;
  const items = [...list.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? items.length - 1
        : key === 'ArrowDown'
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  items[next]?.focus();
  return true;
}

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

function TopItem({
  category,
  open,
  hydrated,
  onOpenChange,
}: {
  category: CategoryNode;
  open: boolean;
  hydrated: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('layout');
  const lang = useLang();
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const [subOpenId, setSubOpenId] = useState<number | null>(null);
  // Near the inline end of the screen the dropdown aligns to its item's end and flyouts open inward.
  const [placement, setPlacement] = useState({ alignEnd: false, flipFlyout: false });
  const hasChildren = category.children.length > 0;
  // A mouse hover opens the dropdown first; the click on the chevron that follows must not close it.
  const openedByHover = useRef(false);

  useBrowserLayoutEffect(() => {
    if (!open || !itemRef.current) return;
    const rect = itemRef.current.getBoundingClientRect();
    const room = isRtl(itemRef.current) ? rect.right : window.innerWidth - rect.left;
    const alignEnd = room < panelWidth + 8;
    setPlacement({ alignEnd, flipFlyout: alignEnd || room < 2 * panelWidth + 8 });
  }, [open]);
  useEffect(() => {
    if (!open) setSubOpenId(null);
  }, [open]);

  const openAndFocusFirst = () => {
    flushSync(() => onOpenChange(true));
    panelRef.current?.querySelector<HTMLElement>('[data-menu-l2]')?.focus();
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const inFlyout = target.closest('[data-menu-flyout]');
    const rtl = isRtl(target);
    const towardEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
    const towardStart = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Escape' || (inFlyout && event.key === towardStart)) {
      event.preventDefault();
      event.stopPropagation();
      if (inFlyout) {
        const row = inFlyout.closest('li');
        setSubOpenId(null);
        row?.querySelector<HTMLElement>('[data-menu-l2]')?.focus();
      } else {
        onOpenChange(false);
        toggleRef.current?.focus();
      }
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      const list = inFlyout ? (inFlyout as HTMLElement) : panelRef.current;
      if (moveFocus(list, inFlyout ? '[data-menu-l3]' : '[data-menu-l2]', event.key)) event.preventDefault();
      return;
    }
    if (event.key === towardEnd && !inFlyout) {
      const row = target.closest<HTMLElement>('[data-menu-row]');
      const id = Number(row?.dataset.menuRow);
      if (!row?.querySelector('[data-menu-flyout]')) return;
      event.preventDefault();
      flushSync(() => setSubOpenId(id));
      row.querySelector<HTMLElement>('[data-menu-l3]')?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className="group/l1 relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = !open;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') onOpenChange(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div
        className={`flex h-11 items-center text-sm font-semibold text-white ${open ? 'bg-brand-800' : 'hover:bg-brand-800'}`}
      >
        <Link
          to={`/${lang}${categoryPath(category)}`}
          className="flex h-full items-center ps-3 pe-1 whitespace-nowrap focus-visible:outline-white"
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('showSubcategories', { name: category.name })}
            onClick={() => {
              onOpenChange(openedByHover.current || !open);
              openedByHover.current = false;
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                openAndFocusFirst();
              } else if (event.key === 'Escape' && open) {
                event.preventDefault();
                onOpenChange(false);
              }
            }}
            className="flex h-full items-center pe-2 ps-0.5 focus-visible:outline-white"
          >
            <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul
          ref={panelRef}
          id={panelId}
          onKeyDown={onPanelKeyDown}
          style={{ width: panelWidth }}
          className={`absolute top-full z-40 rounded-b-xl bg-white ring-1 ring-slate-200 py-2 text-sm text-slate-800 shadow-xl ${
            placement.alignEnd ? 'end-0' : 'start-0'
          } ${open ? 'block' : 'hidden'} ${hydrated ? '' : 'group-focus-within/l1:block group-hover/l1:block'}`}
        >
          {category.children.map((sub) => (
            <SubItem
              key={sub.id}
              category={sub}
              open={subOpenId === sub.id}
              hydrated={hydrated}
              flip={placement.flipFlyout}
              onOpenChange={(next) =>
                setSubOpenId((current) => (next ? sub.id : current === sub.id ? null : current))
              }
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function SubItem({
  category,
  open,
  hydrated,
  flip,
  onOpenChange,
}: {
  category: CategoryNode;
  open: boolean;
  hydrated: boolean;
  flip: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('layout');
  const lang = useLang();
  const flyoutId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <li
      data-menu-row={category.id}
      className="group/l2 relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') onOpenChange(false);
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className={`flex items-center ${open ? 'bg-brand-50 text-brand-800' : 'hover:bg-brand-50'}`}>
        <Link
          data-menu-l2=""
          to={`/${lang}${categoryPath(category)}`}
          className="min-w-0 flex-1 px-4 py-2 leading-snug hover:text-brand-800 focus-visible:-outline-offset-2"
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={flyoutId}
            aria-label={t('showSubcategories', { name: category.name })}
            onClick={() => onOpenChange(!open)}
            className="flex h-9 w-8 shrink-0 items-center justify-center text-slate-500"
          >
            <ChevronEndIcon className="flip-rtl size-4" />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul
          id={flyoutId}
          data-menu-flyout=""
          style={{ width: panelWidth }}
          className={`absolute -top-2 z-40 rounded-xl bg-white ring-1 ring-slate-200 py-2 shadow-xl ${
            flip ? 'end-full' : 'start-full'
          } ${open ? 'block' : 'hidden'} ${hydrated ? '' : 'group-focus-within/l2:block group-hover/l2:block'}`}
        >
          {category.children.map((leaf) => (
            <li key={leaf.id}>
              <Link
                data-menu-l3=""
                to={`/${lang}${categoryPath(leaf)}`}
                className="block px-4 py-2 leading-snug hover:bg-brand-50 hover:text-brand-800 focus-visible:-outline-offset-2"
              >
                {leaf.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
