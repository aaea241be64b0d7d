import { PeopleScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPeople, peopleAction } from '../features/staff/people.server.ts';
import type { Route } from './+types/staff-people';

export const loader = (args: Route.LoaderArgs) => loadPeople(args);
export const action = (args: Route.ActionArgs) => peopleAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('peopleTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffPeople({ loaderData }: Route.ComponentProps) {
  return <PeopleScreen data={loaderData} />;
}
