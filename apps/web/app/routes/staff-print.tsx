import { PrintScreen, printLinks, staffTranslator } from '../features/staff/index.ts';
import { loadPrint } from '../features/staff/print.server.ts';
import { formatId } from '../i18n/format.ts';
import type { Route } from './+types/staff-print';

export const loader = (args: Route.LoaderArgs) => loadPrint(args);
export const links = printLinks;

export function meta({ params }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  return [{ title: t('titleSuffix', { page: `${t('print')} #${formatId(params.id, lang)}` }) }];
}

export default function StaffPrint({ loaderData }: Route.ComponentProps) {
  return <PrintScreen data={loaderData} />;
}
