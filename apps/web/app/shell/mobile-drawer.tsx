import type { CategoryNode } from '@store/contract';
import { useId } from 'react';
import { useT } from '../i18n/i18n.ts';
import { usePageState } from '../lib/page-state.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { lazyDialog, preloadOn, useLazyDialog } from '../ui/lazy-dialog.ts';

const drawerPanel = lazyDialog(() =>
  import('./mobile-drawer-panel.tsx').then((module) => module.MobileDrawerPanel),
);

/**
 * Phone menu (< 992 px): the header's menu button and a modal drawer sliding in from the inline start
 * (`MobileDrawerPanel`). The button is part of every page; the drawer's code comes on first use.
 */
export function MobileDrawer({ categories }: { categories: Promise<CategoryNode[]> }) {
  const t = useT();
  // Closes when the page changes.
  const [open, setOpen] = usePageState(false);
  const panelId = useId();
  const Panel = useLazyDialog(drawerPanel, open, () => setOpen(false));

  return (
    <>
      {/* What React Aria's DialogTrigger gave its button: aria-expanded, and aria-controls while open. */}
      <button
        type="button"
        aria-label={t('openMenu')}
        aria-expanded={open}
        aria-controls={open && Panel ? panelId : undefined}
        onClick={() => setOpen(true)}
        {...preloadOn(drawerPanel)}
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 desk:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {Panel && <Panel id={panelId} isOpen={open} onOpenChange={setOpen} categories={categories} />}
    </>
  );
}
