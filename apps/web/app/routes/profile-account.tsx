import { profileAccountAction } from '../features/accounts/profile-account.server.ts';
import { ProfileAccountScreen } from '../features/accounts/profile-account-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-account';

export const action = ({ request, context, params }: Route.ActionArgs) =>
  profileAccountAction(request, context.get(storeApiContext), langOf(params));

export default function ProfileAccount() {
  return <ProfileAccountScreen />;
}
