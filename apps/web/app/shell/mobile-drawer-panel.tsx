import type { CategoryNode } from '@store/contract';
import { Suspense, useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Await, Link, useLocation } from 'react-router';
import { useLogout } from '../features/accounts/use-logout.ts';
import { useStoreUser } from '../features/accounts/use-store-user.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { categoryPath } from '../lib/product-links.ts';
import { ChevronDownIcon, CloseIcon, HomeIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { drawerCategories } from './drawer-categories.ts';

/**
 * The phone menu's drawer (see `MobileDrawer`, which owns the open state and loads this module on first
 * use): Home, the category tree (Medication hidden), Deals, About and Login (Logout for a logged-in user).
 */
export function MobileDrawerPanel({
  id,
  isOpen,
  onOpenChange,
  categories,
}: {
  /** The dialog's id, which the trigger's `aria-controls` names. */
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  categories: Promise<CategoryNode[]>;
}) {
  const t = useT();
  const tl = useT('layout');
  const lang = useLang();
  const { pathname } = useLocation();
  const { user } = useStoreUser();
  const { logout } = useLogout();
  const close = () => onOpenChange(false);

  const linkClass =
    'flex items-center gap-3 rounded-lg px-3 py-3 font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:text-brand-700';
  const here = (to: string) => (pathname === to ? 'page' : undefined);

  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-300 data-[entering]:opacity-0 data-[exiting]:opacity-0"
    >
      <Modal className="fixed inset-y-0 start-0 flex w-[85vw] max-w-[22rem] flex-col bg-white shadow-2xl transition-transform duration-300 ease-out ltr:data-[entering]:-translate-x-full ltr:data-[exiting]:-translate-x-full rtl:data-[entering]:translate-x-full rtl:data-[exiting]:translate-x-full">
        <Dialog id={id} className="flex h-full flex-col outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Heading slot="title" className="text-lg font-extrabold text-brand-700">
              {tl('drawerTitle')}
            </Heading>
            <Button
              onPress={close}
              aria-label={t('closeMenu')}
              className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon className="size-6" />
            </Button>
          </div>
          <nav aria-label={t('mainNavigation')} className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-1">
              <li>
                <Link to={`/${lang}/`} className={linkClass} onClick={close} aria-current={here(`/${lang}/`)}>
                  <HomeIcon className="size-5 text-brand-600" />
                  {t('home')}
                </Link>
              </li>
              <li>
                <CategoriesTree categories={categories} onNavigate={close} />
              </li>
              <li>
                <Link
                  to={`/${lang}/deals`}
                  className={linkClass}
                  onClick={close}
                  aria-current={here(`/${lang}/deals`)}
                >
                  <TagIcon className="size-5 text-brand-600" />
                  {t('deals')}
                </Link>
              </li>
              <li>
                <Link
                  to={`/${lang}/about`}
                  className={linkClass}
                  onClick={close}
                  aria-current={here(`/${lang}/about`)}
                >
                  <InfoDot />
                  {t('about')}
                </Link>
              </li>
              <li>
                {user ? (
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      logout();
                    }}
                    className={`${linkClass} w-full text-start`}
                  >
                    <UserIcon className="size-5 text-brand-600" />
                    {t('logout')}
                  </button>
                ) : (
                  <Link
                    to={`/${lang}/login`}
                    className={linkClass}
                    onClick={close}
                    aria-current={here(`/${lang}/login`)}
                  >
                    <UserIcon className="size-5 text-brand-600" />
                    {t('login')}
                  </Link>
                )}
              </li>
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function InfoDot() {
  return (
    <span
      aria-hidden="true"
      className="flex size-5 items-center justify-center rounded-full border-2 border-brand-600 text-[11px] font-bold text-brand-600"
    >
      i
    </span>
  );
}

function CategoriesTree({
  categories,
  onNavigate,
}: {
  categories: Promise<CategoryNode[]>;
  onNavigate: () => void;
}) {
  const t = useT();
  const tl = useT('layout');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-start font-semibold text-slate-800 hover:bg-brand-50"
      >
        <GridIcon />
        <span className="flex-1">{t('categories')}</span>
        <ChevronDownIcon
          className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={listId} hidden={!open}>
        <Suspense fallback={<p className="px-4 py-2 text-sm text-slate-500">{tl('loadingCategories')}</p>}>
          <Await resolve={categories} errorElement={null}>
            {(tree) => (
              <ul className="ms-5 border-s border-slate-200 ps-2">
                {drawerCategories(tree).map((category) => (
                  <TreeItem key={category.id} category={category} onNavigate={onNavigate} />
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function TreeItem({ category, onNavigate }: { category: CategoryNode; onNavigate: () => void }) {
  const tl = useT('layout');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        <Link
          to={`/${lang}${categoryPath(category)}`}
          onClick={onNavigate}
          className={`min-w-0 flex-1 rounded-lg px-3 py-2.5 hover:bg-brand-50 ${
            category.level === 1 ? 'font-semibold text-slate-800' : 'text-slate-700'
          }`}
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={tl('expandCategory', { name: category.name })}
            onClick={() => setOpen(!open)}
            className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} hidden={!open} className="ms-3 border-s border-slate-200 ps-2">
          {category.children.map((child) => (
            <TreeItem key={child.id} category={child} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

function GridIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-5 text-brand-600"
      fill="currentColor"
    >
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
    </svg>
  );
}
