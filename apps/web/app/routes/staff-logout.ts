import { redirect } from 'react-router';
import { logoutAction } from '../features/staff/login.server.ts';
import type { Route } from './+types/staff-logout';

export const action = (args: Route.ActionArgs) => logoutAction(args);

/** Logging out is a post (a link must not end a session); a visit goes back to the console. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.lang}/staff`);
}
