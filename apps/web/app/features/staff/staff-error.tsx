import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/** The console's error page: not found (another branch's order too), not allowed, or failed. */
export function StaffErrorScreen() {
  const error = useRouteError();
  const t = useStaffT();
  const lang = useStaffLang();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : '';
  return (
    <main id="staff-main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{status === 404 ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="mt-3 text-slate-700">
        {status === 404
          ? t('notFoundText')
          : status === 403
            ? t('forbiddenText')
            : message || t('actionFailed')}
      </p>
      <Link
        to={`/${lang}/staff`}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {t('backToBoard')}
      </Link>
    </main>
  );
}
