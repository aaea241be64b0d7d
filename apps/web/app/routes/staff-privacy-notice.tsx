import { codeNoticeHtml } from '../features/privacy/privacy-notice.server.ts';
import { PrivacyNoticeScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPrivacyNotice, privacyNoticeAction } from '../features/staff/privacy-notice.server.ts';
import type { Route } from './+types/staff-privacy-notice';

/** The boxes start from the notice carried in code until a version is published. */
export const loader = (args: Route.LoaderArgs) =>
  loadPrivacyNotice(args, { bodyEn: codeNoticeHtml('en'), bodyAr: codeNoticeHtml('ar') });
export const action = (args: Route.ActionArgs) => privacyNoticeAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('noticeTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffPrivacyNotice({ loaderData }: Route.ComponentProps) {
  return <PrivacyNoticeScreen data={loaderData} />;
}
