import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { useStoreUser, useUnreadCount } from '../accounts/index.ts';

/**
 * The header's bell: a link to the inbox with the unread count (rendered on the server from the
 * store layout's loader, in the page's digits, then kept live by accounts' useUnreadCount). Logged-in
 * customers only.
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const t = useT('notifications');
  const lang = useLang();
  const { user, unreadCount: fromLoader } = useStoreUser();
  const unreadCount = useUnreadCount(fromLoader, user !== null);
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
