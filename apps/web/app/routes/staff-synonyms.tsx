import { SynonymsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadSynonyms, synonymsAction } from '../features/staff/synonyms.server.ts';
import type { Route } from './+types/staff-synonyms';

export const loader = (args: Route.LoaderArgs) => loadSynonyms(args);
export const action = (args: Route.ActionArgs) => synonymsAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('synonymsTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffSynonyms({ loaderData }: Route.ComponentProps) {
  return <SynonymsScreen data={loaderData} />;
}
