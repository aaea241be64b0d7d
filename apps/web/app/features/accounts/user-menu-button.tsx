import type { Lang } from '@store/contract';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
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

/**
 * What the store calls a customer: the first name, or (an account made by signing in with the mobile
 * number, before its names are given) the number, in the page's digits.
 */
export const shownName = (user: { first_name: string; phone: string | null }, lang: Lang) =>
  user.first_name || localizeCopyDigits(lang, user.phone ?? '');
