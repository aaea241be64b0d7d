import { boardAction, loadBoard } from '../features/staff/board.server.ts';
import { BoardScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-board';

export const loader = (args: Route.LoaderArgs) => loadBoard(args);
export const action = (args: Route.ActionArgs) => boardAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('boardTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffBoard({ loaderData }: Route.ComponentProps) {
  return <BoardScreen data={loaderData} />;
}
