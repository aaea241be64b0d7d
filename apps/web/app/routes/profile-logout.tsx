import { Link } from 'react-router';
import { profileTabPath } from '../features/accounts/profile-tabs.ts';
import { useLogout } from '../features/accounts/use-logout.ts';
import { useLang, useT } from '../i18n/i18n.ts';

/** Tab 6: asks before logging out; the logout then goes home (docs/product.md#sessions). */
export default function ProfileLogout() {
  const t = useT('account');
  const lang = useLang();
  const { logout, pending } = useLogout();
  return (
    <section
      aria-labelledby="logout-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6"
    >
      <h2 id="logout-title" className="text-lg font-bold text-slate-900">
        {t('logoutTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('logoutText')}</p>
      {/* Without scripts the form posts itself; with them, useLogout sends it and shows the toast. */}
      <form
        method="post"
        action={`/${lang}/logout`}
        onSubmit={(event) => {
          event.preventDefault();
          logout();
        }}
        className="mt-5 flex flex-wrap gap-3"
      >
        <input type="hidden" name="redirectTo" value={`/${lang}/profile`} />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('loggingOut') : t('logoutButton')}
        </button>
        <Link
          to={`/${lang}${profileTabPath(1)}`}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('stayLoggedIn')}
        </Link>
      </form>
    </section>
  );
}
