import { PrescriptionScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPrescription, prescriptionAction } from '../features/staff/prescriptions.server.ts';
import { formatId } from '../i18n/format.ts';
import type { Route } from './+types/staff-prescription';

export const loader = (args: Route.LoaderArgs) => loadPrescription(args);
export const action = (args: Route.ActionArgs) => prescriptionAction(args);

export function meta({ params }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  const page = t('prescriptionTitle', { id: `#${formatId(params.id, lang)}` });
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffPrescription({ loaderData }: Route.ComponentProps) {
  return <PrescriptionScreen data={loaderData} />;
}
