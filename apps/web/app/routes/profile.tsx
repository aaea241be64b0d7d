import { Outlet } from 'react-router';

/** Placeholder: the profile frame with its tabs (being built). */
export default function Profile() {
  return <Outlet />;
}
