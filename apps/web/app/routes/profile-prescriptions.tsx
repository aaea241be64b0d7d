import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage } from '../features/cart/index.ts';
import { PrescriptionLists } from '../features/prescriptions/index.ts';
import { loadPrescriptionList } from '../features/prescriptions/prescriptions.server.ts';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, ownPageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-prescriptions';

export const meta = (args: Route.MetaArgs) =>
  ownPageMeta(args, 'care', {
    title: 'ordersTitle',
    description: 'ordersDescription',
    path: profileTabPath(8),
  });

export const headers = privatePage;

/** Read again when a notification comes (notification-bell.tsx): staff answers show without a reload. */
export const handle = { followsNotifications: true };

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPrescriptionList(context.get(storeApiContext), langOf(params));
}

/** Profile tab 8: prescriptions waiting and previous ones, each opening its page. */
export default function ProfilePrescriptions({ loaderData }: Route.ComponentProps) {
  const t = useT('care');
  return (
    <ProfileTab title={t('ordersTitle')}>
      <PrescriptionLists {...loaderData} />
    </ProfileTab>
  );
}
