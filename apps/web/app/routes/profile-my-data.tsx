import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage } from '../features/cart/index.ts';
import { loadMyData, myDataAction } from '../features/privacy/my-data.server.ts';
import { MyDataScreen } from '../features/privacy/my-data-screen.tsx';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-my-data';

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadMyData(context.get(storeApiContext), langOf(params));
}

/** Consents, the deletion code and the deletion: plain form posts. */
export function action({ request, context, params }: Route.ActionArgs) {
  return myDataAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProfileMyData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('privacy');
  return (
    <ProfileTab title={t('title')}>
      <MyDataScreen
        consents={loaderData.consents}
        requests={loaderData.requests}
        requestsCopy={loaderData.requestsCopy}
        privacyLine={loaderData.privacyLine}
        pageResult={actionData}
      />
    </ProfileTab>
  );
}
