import type { AccountUser } from '@store/contract';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type ProfileTabId, profileTabPath } from './profile-tabs.ts';
import { useLogout } from './use-logout.ts';
import { shownName } from './use-store-user.ts';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button.tsx';

/** The user dropdown, in the order of docs/product.md#screen-details. */
const entries: {
  id: ProfileTabId;
  label:
    | 'menuProfile'
    | 'menuAddresses'
    | 'menuOrders'
    | 'menuPrescriptionOrder'
    | 'menuUploadPrescription'
    | 'menuFavourites';
}[] = [
  { id: 1, label: 'menuProfile' },
  { id: 2, label: 'menuAddresses' },
  { id: 3, label: 'menuOrders' },
  { id: 8, label: 'menuPrescriptionOrder' },
  { id: 7, label: 'menuUploadPrescription' },
  { id: 5, label: 'menuFavourites' },
];

const itemClass =
  'flex min-h-10 cursor-pointer items-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/**
 * The logged-in user's menu in the header: profile tabs and Logout (keyboard: arrows, Enter, Esc).
 * `UserMenu` loads this module, so that guests never download React Aria's Menu and Popover.
 */
export function UserMenuDropdown({ user }: { user: AccountUser }) {
  const tl = useT('layout');
  const lang = useLang();
  const navigate = useNavigate();
  const { logout } = useLogout();
  return (
    // Menu items are links: React Aria follows them through the router, not a page reload.
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <MenuTrigger>
        <Button aria-label={tl('userMenu', { name: shownName(user, lang) })} className={userMenuButtonClass}>
          <UserMenuButtonFace name={shownName(user, lang)} />
        </Button>
        <Popover
          placement="bottom end"
          className="z-40 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <Menu className="outline-none" aria-label={tl('userMenu', { name: shownName(user, lang) })}>
            {entries.map((entry) => (
              <MenuItem
                key={entry.id}
                id={entry.id}
                href={`/${lang}${profileTabPath(entry.id)}`}
                className={itemClass}
              >
                {tl(entry.label)}
              </MenuItem>
            ))}
            <Separator className="my-1 border-t border-slate-200" />
            <MenuItem id="logout" onAction={logout} className={itemClass}>
              {tl('menuLogout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
