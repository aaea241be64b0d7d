import type { AccountUser } from '@store/contract';
import { lazy, Suspense } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import { shownName } from './use-store-user.ts';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button.tsx';

/**
 * The menu button as React Aria renders it, without the menu: shown until the menu's code is there (on
 * the server, only by the first page after a start; in the browser, server-rendered pages keep the
 * server's button until then), and for good should the download fail, so the header never breaks.
 */
function UserMenuStandIn({ user }: { user: AccountUser }) {
  const tl = useT('layout');
  const lang = useLang();
  return (
    <button
      type="button"
      aria-haspopup="true"
      aria-expanded="false"
      aria-label={tl('userMenu', { name: shownName(user, lang) })}
      className={userMenuButtonClass}
    >
      <UserMenuButtonFace name={shownName(user, lang)} />
    </button>
  );
}

const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown.tsx').then(
    (module) => ({ default: module.UserMenuDropdown }),
    () => ({ default: UserMenuStandIn }),
  ),
);

/**
 * The logged-in user's menu in the header. Only logged-in visitors see it, so React Aria's Menu and
 * Popover are a separate download that guests never make; the server still renders the whole button.
 */
export function UserMenu({ user }: { user: AccountUser }) {
  return (
    <Suspense fallback={<UserMenuStandIn user={user} />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
