import { IssueScreen, staffTranslator } from '../features/staff/index.ts';
import { issueAction, loadIssue } from '../features/staff/support.server.ts';
import { formatId } from '../i18n/format.ts';
import type { Route } from './+types/staff-support-issue';

export const loader = (args: Route.LoaderArgs) => loadIssue(args);
export const action = (args: Route.ActionArgs) => issueAction(args);

export function meta({ params }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  const page = t('issueTitle', { id: `#${formatId(params.id, lang)}` });
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffSupportIssue({ loaderData }: Route.ComponentProps) {
  return <IssueScreen data={loaderData} />;
}
