import type { CategoryNode } from '@store/contract';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Await, Link, useLocation } from 'react-router';
import { useLogout } from '../features/accounts/use-logout.ts';
import { useStoreUser } from '../features/accounts/use-store-user.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { categoryPath } from '../lib/product-links.ts';
import { ChevronDownIcon, HomeIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { DialogFrame } from '../ui/modal.tsx';
import { drawerCategories } from './drawer-categories.ts';

/**
 * The phone menu's drawer (see `MobileDrawer`, which owns the open state and loads this module on first
 * use): Home, the category tree (Medication hidden, as the spec has it), All categories (Medication
 * included: the categories page), Deals, Offers, About and Login (Logout for a logged-in user).
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
  /** A page of the store, marked as the current one when it is. */
  const pageLink = (path: string, icon: ReactNode, label: string) => {
    const to = `/${lang}/${path}`;
    return (
      <Link to={to} className={linkClass} onClick={close} aria-current={pathname === to ? 'page' : undefined}>
        {icon}
        {label}
      </Link>
    );
  };

  return (
    <DialogFrame
      variant="drawer"
      id={id}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={tl('drawerTitle')}
      closeLabel={t('closeMenu')}
      bodyClassName="px-2 py-3"
    >
      <nav aria-label={t('mainNavigation')}>
        <ul className="space-y-1">
          <li>{pageLink('', <HomeIcon className="size-5 text-brand-600" />, t('home'))}</li>
          <li>
            <CategoriesTree categories={categories} onNavigate={close} />
          </li>
          <li>{pageLink('categories', <GridDot />, tl('allCategories'))}</li>
          <li>{pageLink('deals', <TagIcon className="size-5 text-brand-600" />, t('deals'))}</li>
          <li>{pageLink('offers', <TagIcon className="size-5 text-accent-600" />, t('offers'))}</li>
          <li>{pageLink('about', <InfoDot />, t('about'))}</li>
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
              pageLink('login', <UserIcon className="size-5 text-brand-600" />, t('login'))
            )}
          </li>
        </ul>
      </nav>
    </DialogFrame>
  );
}

function GridDot() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-brand-600">
      <rect x="2" y="2" width="7" height="7" rx="1.5" />
      <rect x="11" y="2" width="7" height="7" rx="1.5" />
      <rect x="2" y="11" width="7" height="7" rx="1.5" />
      <rect x="11" y="11" width="7" height="7" rx="1.5" />
    </svg>
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
