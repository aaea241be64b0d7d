import { useEffect, useRef } from 'react';
import { Link, useFetchers, useNavigation, useRevalidator } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { useStoreUser, useUnreadCount } from '../accounts/index.ts';

/**
 * The header's bell: a link to the inbox with the unread count (rendered on the server from the
 * store layout's loader, in the page's digits, then kept live by accounts' useUnreadCount). Logged-in
 * customers only. A new count means staff did something the customer is told of (a quote, a reply,
 * a status): the page's data is read again, so the inbox, the prescriptions and the support page are
 * live like the order page (issue 25).
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const t = useT('notifications');
  const lang = useLang();
  const { user, unreadCount: fromLoader } = useStoreUser();
  const unreadCount = useUnreadCount(fromLoader, user !== null);
  useReloadOnChange(unreadCount);
  if (!user) return null;
  const count = formatNumber(unreadCount, lang);
  return (
    <Link
      to={`/${lang}/notifications`}
      aria-label={unreadCount > 0 ? t('bellWithCount', { count }) : t('bell')}
      className={className}
      data-testid="notification-bell"
    >
      <BellIcon className="size-6" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * Reads the page's data again once `count` changes, but not while a form of the page is on its way
 * (opening an inbox entry reads it, then leaves: a reload then would cancel the move; the form's
 * answer reloads the page anyway).
 */
function useReloadOnChange(count: number) {
  const shown = useRef(count);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle') ||
    revalidator.state !== 'idle';
  useEffect(() => {
    if (busy || count === shown.current) return;
    shown.current = count;
    void revalidator.revalidate();
  }, [count, busy, revalidator]);
}
