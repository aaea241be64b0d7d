import { Outlet } from 'react-router';
import { StaffErrorScreen, StaffShell } from '../features/staff/index.ts';
import { requireStaff } from '../features/staff/staff-session.server.ts';
import type { Route } from './+types/staff-console';

/** The console's frame around the board, the order pages and the audit log: signed-in staff only. */
export function loader(args: Route.LoaderArgs) {
  return { staff: requireStaff(args).staff };
}

export default function StaffConsole({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell staff={loaderData.staff}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  return <StaffErrorScreen />;
}
