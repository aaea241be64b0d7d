import { Link, useLocation } from 'react-router';
import { profileTabPath } from '../features/accounts/profile-tabs.ts';
import { useStoreUser } from '../features/accounts/use-store-user.ts';
import { formatNumber } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { useContactLinks } from '../lib/contact-links.ts';
import { CartIcon, HeartIcon, HomeIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { ChatNavItem } from './chat-button.tsx';

/** Phone navigation (< 992 px) fixed at the bottom: Deals, Cart, Home, Favourite, Login (Profile when logged in). */
export function BottomNav({ cartCount = 0 }: { cartCount?: number }) {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const { user } = useStoreUser();
  const { whatsapp } = useContactLinks();
  const path = pathname.replace(/\/+$/, '');
  const at = (suffix: string) => path === `/${lang}${suffix}`.replace(/\/+$/, '');

  const items = [
    {
      key: 'deals',
      to: '/deals',
      label: t('deals'),
      icon: TagIcon,
      current: path.startsWith(`/${lang}/deals`),
    },
    { key: 'cart', to: '/cart', label: t('cart'), icon: CartIcon, current: at('/cart'), badge: true },
    { key: 'home', to: '/', label: t('home'), icon: HomeIcon, current: at('/') },
    // Guests are sent to login; a logged-in user to the profile's favourites tab.
    {
      key: 'favourite',
      to: user ? profileTabPath(5) : '/login',
      label: t('favourites'),
      icon: HeartIcon,
      current: path.startsWith(`/${lang}/profile/5`),
    },
    user
      ? {
          key: 'profile',
          to: profileTabPath(1),
          label: t('profile'),
          icon: UserIcon,
          current: path.startsWith(`/${lang}/profile`) && !path.startsWith(`/${lang}/profile/5`),
        }
      : { key: 'login', to: '/login', label: t('login'), icon: UserIcon, current: at('/login') },
  ];

  return (
    <nav
      aria-label={t('bottomNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.06)] backdrop-blur desk:hidden"
    >
      <ul className={whatsapp ? 'grid grid-cols-[repeat(5,minmax(0,1fr))_auto]' : 'grid grid-cols-5'}>
        {items.map(({ key, to, label, icon: Icon, current, badge }) => (
          <li key={key} className="min-w-0">
            <Link
              to={`/${lang}${to}`}
              aria-current={current ? 'page' : undefined}
              className="flex h-16 flex-col items-center justify-center gap-0.5 px-0.5 text-center text-[11px] leading-tight font-semibold text-slate-600 aria-[current=page]:text-brand-700"
            >
              <span className="relative">
                <Icon className={`size-6 ${current ? 'text-brand-600' : ''}`} />
                {badge && cartCount > 0 && (
                  // An empty cart shows no badge (a '٠' read as something in it). The count is drawn from an attribute so the link's visible text stays its label.
                  <span
                    aria-hidden="true"
                    data-count={formatNumber(cartCount, lang)}
                    className="absolute -top-1.5 -end-2.5 min-w-4 rounded-full bg-accent-600 px-1 text-center text-[10px] leading-4 font-bold text-white after:content-[attr(data-count)]"
                  />
                )}
              </span>
              {/* Whole words on up to two lines, never an ellipsis: 'تسجيل الدخول' beside the chat place at 360 px. */}
              <span className="max-w-full text-balance">
                {label}
                {badge && <span className="sr-only"> ({formatNumber(cartCount, lang)})</span>}
              </span>
            </Link>
          </li>
        ))}
        <ChatNavItem />
      </ul>
    </nav>
  );
}
