import type { CategoryNode } from '@store/contract';
import { lazy, Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '../i18n/i18n.ts';
import { desktopOnlyBoundaryKey, desktopWidth } from '../ui/desktop-width.ts';

/** The menu's skeleton count while the category tree loads (docs/product.md#screen-details). */
export const menuSkeletonCount = 6;
/**
 * The bar's code (its dropdowns, flyouts and keys) comes only at desktop width, where the menu
 * shows; a phone keeps the server's markup of the hidden menu and never downloads or hydrates it (as
 * the listing's filter panel, listing-screen.tsx). A window widened past the breakpoint loads it then.
 */
const MenuBar = lazy(async () => {
  await desktopWidth();
  const module = await import('./mega-menu-bar.tsx');
  return { default: module.MenuBar };
});

/**
 * Desktop category mega-menu (≥ 992 px): level 1 in a bar, level 2 in a 220 px dropdown, level 3 in a
 * 220 px flyout at the inline end (mirrored in Arabic). Follows the disclosure-navigation pattern:
 * every name is a real link (server-rendered, works without JavaScript), and a chevron button next
 * to it opens the sub-list. Hover opens too; Escape closes; arrow keys move between entries.
 */
export function MegaMenu({ categories }: { categories: Promise<CategoryNode[]> }) {
  const t = useT();
  return (
    <nav
      aria-label={t('categoryNavigation')}
      className="hidden border-b border-brand-800 bg-brand-700 desk:block"
    >
      <div className="container-page">
        <Suspense key={desktopOnlyBoundaryKey('menu')} fallback={<MenuSkeleton />}>
          <Await resolve={categories} errorElement={<div className="h-11" />}>
            {(tree) => <MenuBar tree={tree} />}
          </Await>
        </Suspense>
      </div>
    </nav>
  );
}

export function MenuSkeleton() {
  const t = useT('layout');
  return (
    <div className="flex h-11 items-center gap-3">
      <span role="status" className="sr-only">
        {t('loadingCategories')}
      </span>
      {Array.from({ length: menuSkeletonCount }, (_, index) => (
        <span
          key={index}
          data-testid="menu-skeleton"
          aria-hidden="true"
          className="h-4 w-28 animate-pulse rounded-full bg-brand-500/70"
        />
      ))}
    </div>
  );
}
