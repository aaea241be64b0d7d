import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage } from '../features/cart/index.ts';
import { NotificationSettingsForm } from '../features/notifications/notification-settings.tsx';
import {
  loadNotificationSettings,
  notificationSettingsAction,
} from '../features/notifications/notifications.server.ts';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-notifications';

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadNotificationSettings(context.get(storeApiContext), langOf(params));
}

/** The channels (push, SMS): a plain form post. */
export function action({ request, context, params }: Route.ActionArgs) {
  return notificationSettingsAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProfileNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('notifications');
  return (
    <ProfileTab title={t('settingsTitle')}>
      <NotificationSettingsForm settings={loaderData.settings} pageResult={actionData} />
    </ProfileTab>
  );
}
