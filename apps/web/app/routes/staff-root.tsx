import { defaultLang, isLang } from '@store/contract';
import { data, Outlet } from 'react-router';
import { StaffErrorScreen } from '../features/staff/index.ts';
import { staffMiddleware } from '../features/staff/staff-session.server.ts';
import { loadCopy } from '../i18n/i18n.ts';
import type { Route } from './+types/staff-root';

/** Every console page: the staff session (its own cookie) read once per request. */
export const middleware = [staffMiddleware];

export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** A move into the other language brings that language's common copy (the error pages use it). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await loadCopy(isLang(params.lang) ? params.lang : defaultLang);
  return serverLoader();
}

export default function StaffRoot() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <StaffErrorScreen />;
}
