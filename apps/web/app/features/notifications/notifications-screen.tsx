import type { Notification } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { BellIcon } from '../../ui/icons.tsx';
import type { NotificationsPageData } from './notifications.server.ts';

/**
 * The inbox: newest first, unread ones marked; opening one marks it read and goes to its page (a
 * form per entry, so it works without scripts); "mark all as read"; older pages by link.
 */
export function NotificationsScreen({
  data,
  pageResult,
}: {
  data: NotificationsPageData;
  pageResult: FormResult | undefined;
}) {
  const t = useT('notifications');
  const lang = useLang();
  const readAll = useFormAction({ key: 'read-all', intent: 'read-all' });
  useFormResult(readAll.result ?? (pageResult?.intent === 'read-all' ? pageResult : undefined));
  const opener = useFormAction({ key: 'open', intent: 'open' });
  useFormResult(opener.result ?? (pageResult?.intent === 'open' ? pageResult : undefined));
  const { notifications, page, hasMore } = data;
  // The bell's live count reads the page again when it changes (notification-bell.tsx), so the list
  // and its count are the bell's.
  const { unreadCount } = data;
  const pageLink =
    'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-bold text-slate-800 hover:bg-slate-50';

  return (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <div className="container-page max-w-3xl pt-4 pb-12">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-slate-600" data-testid="unread-count">
              {unreadCount > 0 ? t('unreadCount', { count: formatNumber(unreadCount, lang) }) : t('allRead')}
            </p>
          </div>
          {unreadCount > 0 && (
            <readAll.fetcher.Form method="post">
              <input type="hidden" name="intent" value="read-all" />
              <button
                type="submit"
                disabled={readAll.sending}
                className="inline-flex h-11 items-center justify-center rounded-full border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {t('markAllRead')}
              </button>
            </readAll.fetcher.Form>
          )}
        </div>

        {notifications.length === 0 ? (
          <div className="mt-10 flex flex-col items-center gap-4 text-center text-slate-600">
            <BellIcon className="size-14 text-slate-300" />
            <p className="max-w-md">{t('empty')}</p>
          </div>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {notifications.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                Form={opener.fetcher.Form}
              />
            ))}
          </ul>
        )}

        {(page > 1 || hasMore) && (
          <nav aria-label={t('title')} className="mt-6 flex flex-wrap justify-between gap-3">
            {page > 1 ? (
              <Link to={page === 2 ? `/${lang}/notifications` : `?page=${page - 1}`} className={pageLink}>
                {t('newerPage')}
              </Link>
            ) : (
              <span />
            )}
            {hasMore && (
              <Link to={`?page=${page + 1}`} className={pageLink}>
                {t('olderPage')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}

function NotificationEntry({
  notification,
  Form,
}: {
  notification: Notification;
  Form: ReturnType<typeof useFormAction>['fetcher']['Form'];
}) {
  const t = useT('notifications');
  const lang = useLang();
  const unread = notification.readAt === null;
  return (
    <li data-testid="notification" data-unread={unread ? 'true' : 'false'}>
      <Form method="post">
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="id" value={notification.id} />
        <input type="hidden" name="url" value={notification.url} />
        <button
          type="submit"
          className={`flex w-full items-start gap-3 px-4 py-4 text-start hover:bg-brand-50 focus-visible:bg-brand-50 desk:px-6 ${
            unread ? 'bg-brand-50/40' : ''
          }`}
        >
          <span
            aria-hidden="true"
            className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-accent-600' : 'bg-transparent'}`}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className={`text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
              {unread && <span className="sr-only">{t('unread')}: </span>}
              {notification.title}
            </span>
            <span className="text-sm text-slate-700">{notification.body}</span>
            <time dateTime={notification.createdAt} className="text-xs text-slate-500">
              {formatDateTime(notification.createdAt, lang)}
            </time>
          </span>
        </button>
      </Form>
    </li>
  );
}
