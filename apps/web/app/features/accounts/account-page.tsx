import type { FormResult } from '../../lib/forms/form-result.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';

/** The frame of the login, register, verification and password pages: one card, centred. */
export function AccountPage({
  title,
  intro,
  posted,
  children,
}: React.PropsWithChildren<{
  title: string;
  intro?: string;
  /** The answer to a post made without scripts, shown in the card (scripts show it as a toast). */
  posted?: FormResult;
}>) {
  return (
    <>
      <Breadcrumb items={[{ label: title }]} />
      <div className="container-page flex justify-center pt-6 pb-12">
        <section
          aria-labelledby="account-title"
          className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm desk:p-8"
        >
          <h1 id="account-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          <ResultNotice result={posted} className="mt-4" />
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </>
  );
}

export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
