import type { CategoryNode } from '@store/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { profileTabPath } from '../features/accounts/profile-tabs.ts';
import { useStoreUser } from '../features/accounts/use-store-user.ts';
import { UserMenu } from '../features/accounts/user-menu.tsx';
import type { CurrentBranch } from '../features/branches/branch-picker.tsx';
import { SearchBox } from '../features/catalogue/search-box.tsx';
import { storePhone } from '../features/contact/index.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { formatId, formatNumber } from '../i18n/format.ts';
import { switchLangPath, useLang, useT } from '../i18n/i18n.ts';
import { CartIcon, ChevronDownIcon, HeartIcon, PhoneIcon, StoreIcon, UserIcon } from '../ui/icons.tsx';
import { lazyDialog, preloadOn, useLazyDialog } from '../ui/lazy-dialog.ts';
import { BottomNav } from './bottom-nav.tsx';
import { ChatTopBarLink } from './chat-button.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { SocialLinks } from './store-footer.tsx';

const branchPicker = lazyDialog(() =>
  import('../features/branches/branch-picker.tsx').then((module) => module.BranchPicker),
);

export interface StoreHeaderProps {
  categories: Promise<CategoryNode[]>;
  branchName: string;
  /** The device's branch (store layout's `branch`): pre-fills area and district in the picker. */
  branch?: Omit<CurrentBranch, 'name'>;
  /** Items in the cart (the cart issue fills it; 0 until then). */
  cartCount?: number;
}

/** The language switch: the same page in the other language, named in that language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const other = lang === 'en' ? 'ar' : 'en';
  // 'العربية' is the only Arabic on an English page: in the system's font it spares every English
  // page the 30 KB Arabic part of the web font, which otherwise loads at the highest priority.
  const font = other === 'ar' ? '[font-family:system-ui,sans-serif]' : '';
  return (
    <Link
      to={switchLangPath(location.pathname, location.search, other)}
      lang={other}
      className={`${className} ${font}`}
    >
      {t('switchLanguage')}
    </Link>
  );
}

/**
 * Header of every page: the desktop top bar (hotline, page links, social links), the main bar (logo,
 * search, language, login or the user's menu, favourites, cart, branch) and the category mega-menu; on phones a compact
 * bar (menu, logo, language, cart) with the search and branch below, plus the bottom navigation.
 */
export function StoreHeader({ categories, branchName, branch, cartCount = 0 }: StoreHeaderProps) {
  const t = useT();
  const tl = useT('layout');
  const lang = useLang();
  const [pickerOpen, setPickerOpen] = useState(false);
  const BranchPicker = useLazyDialog(branchPicker, pickerOpen, () => setPickerOpen(false));
  const { user } = useStoreUser();

  const iconButton =
    'relative flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-700';

  return (
    <header className="relative z-30 bg-white shadow-sm">
      <TopBar />
      <div className="border-b border-slate-200">
        <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-2 desk:flex-nowrap desk:gap-x-5 desk:py-3">
          <MobileDrawer categories={categories} />
          <Link
            to={`/${lang}/`}
            aria-label={tl('homeLink')}
            className="flex min-w-0 shrink grow basis-0 items-center gap-2 text-base font-extrabold whitespace-nowrap text-brand-700 desk:grow-0 desk:basis-auto desk:text-2xl"
          >
            <Logo />
            <span className="truncate">{t('storeName')}</span>
          </Link>

          <SearchBox className="order-last w-full desk:order-none desk:max-w-lg desk:flex-1" />

          <div className="ms-auto flex shrink-0 items-center gap-1 desk:gap-2">
            <LanguageSwitch className="rounded-full px-2 py-2 text-sm desk:px-3 font-bold text-brand-700 hover:bg-brand-50" />
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Link
                to={`/${lang}/login`}
                className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700 desk:flex"
              >
                <UserIcon className="size-5" />
                {t('login')}
              </Link>
            )}
            <Link
              to={`/${lang}${user ? profileTabPath(5) : '/login'}`}
              aria-label={tl('favouritesLink')}
              className={`${iconButton} hidden desk:flex`}
            >
              <HeartIcon className="size-6" />
            </Link>
            <NotificationBell className={iconButton} />
            <Link
              to={`/${lang}/cart`}
              aria-label={t('cartWithCount', { count: formatNumber(cartCount, lang) })}
              className={iconButton}
            >
              <CartIcon className="size-6" />
              {/* An empty cart shows no badge; the link's name still says its count. */}
              {cartCount > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
                >
                  {formatNumber(cartCount, lang)}
                </span>
              )}
            </Link>
          </div>

          <button
            type="button"
            onClick={() => setPickerOpen(true)}
            {...preloadOn(branchPicker)}
            aria-haspopup="dialog"
            className="order-last flex w-full min-w-0 items-center gap-2 rounded-lg px-1 py-1 text-start text-sm text-slate-700 hover:bg-brand-50 desk:order-none desk:w-auto desk:max-w-[16rem] desk:shrink-0 desk:border desk:border-slate-200 desk:px-3 desk:py-1.5"
          >
            <StoreIcon className="size-5 shrink-0 text-brand-600" />
            <span className="flex min-w-0 items-baseline gap-1 desk:flex-1 desk:flex-col desk:gap-0">
              <span className="shrink-0 text-xs text-slate-500">{tl('deliverFrom')}</span>
              <span className="truncate font-semibold text-slate-900 desk:max-w-full">
                {branchName || tl('noBranchYet')}
              </span>
            </span>
            <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
          </button>
        </div>
      </div>
      <MegaMenu categories={categories} />
      <BottomNav cartCount={cartCount} />
      {pickerOpen && BranchPicker && (
        <BranchPicker
          isOpen={pickerOpen}
          onOpenChange={setPickerOpen}
          current={
            branch ? { ...branch, name: branchName } : branchName ? { id: 0, name: branchName } : undefined
          }
        />
      )}
    </header>
  );
}

function TopBar() {
  const t = useT();
  const tl = useT('layout');
  const lang = useLang();
  const links = [
    { to: '/deals', label: t('deals') },
    { to: '/offers', label: t('offers') },
    { to: '/categories', label: tl('allCategories') },
    { to: '/about', label: t('about') },
    { to: '/contact-us', label: t('contact') },
    { to: '/FAQs', label: t('faq') },
  ];
  return (
    <div className="hidden bg-brand-900 text-sm text-brand-50 desk:block">
      <div className="container-page flex h-10 items-center gap-6">
        <a href={`tel:${storePhone}`} className="flex items-center gap-2 font-semibold hover:text-white">
          <PhoneIcon className="size-4" />
          <span>
            {t('hotline')} <bdi className="font-bold">{formatId(storePhone, lang)}</bdi>
          </span>
        </a>
        <nav aria-label={t('mainNavigation')} className="ms-auto">
          <ul className="flex items-center gap-5">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={`/${lang}${link.to}`} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks compact />
        <ChatTopBarLink />
      </div>
    </div>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="size-8 shrink-0 desk:size-9">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
    </svg>
  );
}
