import { privatePage } from '../features/cart/index.ts';
import { loadNotifications, notificationsAction } from '../features/notifications/notifications.server.ts';
import { NotificationsScreen } from '../features/notifications/notifications-screen.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/notifications';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'notifications');
  return pageMeta({
    lang,
    title: t('title'),
    description: t('description'),
    path: '/notifications',
    origin: originOf(matches),
    noindex: true,
  });
}

export const headers = privatePage;

/** Read again when a notification comes (notification-bell.tsx): staff answers show without a reload. */
export const handle = { followsNotifications: true };

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNotifications(request, context.get(storeApiContext), langOf(params));
}

/** Open one (marked read, then its page) or mark all read. */
export function action({ request, context, params }: Route.ActionArgs) {
  return notificationsAction(request, context.get(storeApiContext), langOf(params));
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsScreen data={loaderData} pageResult={actionData} />;
}
