import { loadAudit } from '../features/staff/audit.server.ts';
import { AuditScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-audit';

export const loader = (args: Route.LoaderArgs) => loadAudit(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('auditTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen data={loaderData} />;
}
