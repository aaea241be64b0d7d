import { useEffect, useRef } from 'react';
import { Link, useFetchers, useMatches, useNavigation, useRevalidator } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { useStoreUser, useUnreadCount } from '../accounts/index.ts';

/**
 * The header's bell: a link to the inbox with the unread count (rendered on the server from the
 * store layout's loader, in the page's digits, then kept live by accounts' useUnreadCount). Logged-in
 * customers only. A new count means staff did something the customer is told of (a quote, a reply,
 * a status): a page that follows notifications (its route's `handle`, `followsNotifications`: the
 * inbox, the prescriptions, a prescription, the support page) reads its data again, so those are
 * live like the order page. Others are left alone: a checkout on its way to the
 * order-placed page must not be read again under the customer's feet.
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
  const follows = useMatches().some((match) => isFollowing(match.handle));
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle') ||
    revalidator.state !== 'idle';
  useEffect(() => {
    if (busy || count === shown.current) return;
    shown.current = count;
    if (follows) void revalidator.revalidate();
  }, [count, busy, follows, revalidator]);
}

const isFollowing = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'followsNotifications' in handle;
