import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage } from '../features/cart/index.ts';
import { UploadPrescriptionForm } from '../features/prescriptions/index.ts';
import { loadUploadPage } from '../features/prescriptions/prescriptions.server.ts';
import { healthConsentCopy } from '../features/privacy/privacy-notice.server.ts';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, ownPageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-upload-prescription';

export const meta = (args: Route.MetaArgs) =>
  ownPageMeta(args, 'care', {
    title: 'uploadPageTitle',
    description: 'uploadDescription',
    path: profileTabPath(7),
  });

export const headers = privatePage;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = langOf(params);
  return loadUploadPage(request, context.get(storeApiContext), lang, healthConsentCopy(lang));
}

/** Profile tab 7: the form posts to the web's upload route, not to this page (docs/decisions/0033). */
export default function ProfileUploadPrescription({ loaderData }: Route.ComponentProps) {
  const t = useT('care');
  return (
    <ProfileTab title={t('uploadPageTitle')}>
      <UploadPrescriptionForm {...loaderData} />
    </ProfileTab>
  );
}
