import { boardTimersAction, loadBoardTimers } from '../features/staff/board-timers.server.ts';
import { BoardTimersScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-board-timers';

export const loader = (args: Route.LoaderArgs) => loadBoardTimers(args);
export const action = (args: Route.ActionArgs) => boardTimersAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('boardTimersTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffBoardTimers({ loaderData }: Route.ComponentProps) {
  return <BoardTimersScreen data={loaderData} />;
}
