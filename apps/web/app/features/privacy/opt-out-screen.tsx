import { Form, Link } from 'react-router';
import type { OptOutPage } from './opt-out.server.ts';

/**
 * The opt-out page: a question and one button (a plain form, works without scripts), then the
 * result. An unknown or expired link says so, with the way through "My data".
 */
export function OptOutScreen({ page, lang }: { page: OptOutPage; lang: 'en' | 'ar' }) {
  const { copy, state } = page;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">{copy.title}</h1>
      {page.done && state ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          {state.channel === 'sms' ? copy.done_sms : copy.done_email}
        </p>
      ) : state ? (
        <Form method="post" className="mt-4 grid gap-4">
          <p className="text-lg">{state.channel === 'sms' ? copy.ask_sms : copy.ask_email}</p>
          <p className="text-slate-700">{copy.explain}</p>
          <div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {copy.confirm}
            </button>
          </div>
        </Form>
      ) : (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
          {page.message}
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-4">
        <Link
          to={`/${lang}/profile/11/my-data`}
          className="inline-flex min-h-11 items-center text-brand-800 underline"
        >
          {copy.myData}
        </Link>
        <Link to={`/${lang}`} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {copy.home}
        </Link>
      </p>
    </div>
  );
}
