import { ChevronDownIcon, UserIcon } from '../../ui/icons.tsx';

/** The menu button's look, shared by the menu (user-menu-dropdown.tsx) and its stand-in (user-menu.tsx). */
export const userMenuButtonClass =
  'hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 desk:flex';

export function UserMenuButtonFace({ name }: { name: string }) {
  return (
    <>
      <UserIcon className="size-5" />
      <span className="max-w-32 truncate">{name}</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}
