import { contactBody, localizeIssue, parseForMessages } from '@store/contract';
import { useEffect, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useFetcher } from 'react-router';
import { storeApiContext } from '../api/request-context.ts';
import { issueCaptcha, verifyCaptcha } from '../components/content/captcha-token.server.ts';
import {
  type ContactField,
  ContactForm,
  type ContactResult,
  type ContactSubmission,
} from '../components/content/contact-form.tsx';
import { ContactList } from '../components/content/contact-list.tsx';
import { ContentPage } from '../components/content/content-page.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/contact-us';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('contactTitle'),
    description: t('contactDescription'),
    path: '/contact-us',
    origin: originOf(matches),
  });
}

/** Each page carries its own single-use captcha: never cache it, nor share it between visitors. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** A fresh captcha for each visit (and for each `New code`, loaded by a fetcher). */
export function loader() {
  return { captcha: issueCaptcha() };
}

type ActionResult = ContactResult & { renewCaptcha: boolean };

const fields: ContactField[] = ['name', 'mobile', 'email', 'message'];

/**
 * Checks the captcha again on the server (a bot posting here directly gets nowhere without a code it
 * was issued and read), then the fields with the API's schema, then posts `contact`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const verdict = verifyCaptcha(form.get('captchaToken'), form.get('captcha'));
  if (verdict !== 'ok') {
    return data<ActionResult>(
      { ok: false, captcha: verdict, renewCaptcha: verdict !== 'empty' },
      { status: 400 },
    );
  }
  const input = Object.fromEntries(fields.map((field) => [field, form.get(field) ?? '']));
  const parsed = parseForMessages(contactBody, input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      fieldErrors[field] ??= localizeIssue(issue, lang);
    }
    return data<ActionResult>(
      { ok: false, fieldErrors, validation: Object.values(fieldErrors), renewCaptcha: true },
      { status: 422 },
    );
  }
  try {
    const { status, envelope } = await context
      .get(storeApiContext)
      .call<{ message: string }>('POST', 'contact', parsed.data);
    if (status === 200)
      return data<ActionResult>({ ok: true, message: envelope.data.message, renewCaptcha: true });
    return data<ActionResult>(
      { ok: false, message: envelope.message, validation: envelope.validation, renewCaptcha: true },
      { status },
    );
  } catch (error) {
    console.error('contact: the message could not be sent', error);
    return data<ActionResult>(
      { ok: false, message: translator(lang, 'pages')('sendError'), renewCaptcha: true },
      { status: 502 },
    );
  }
}

/** After a post, only a spent captcha needs a new code; otherwise keep the page as it is. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'renewCaptcha' in actionResult) {
    return Boolean(actionResult.renewCaptcha);
  }
  return defaultShouldRevalidate;
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const t = useT('pages');
  const lang = useLang();
  const sender = useFetcher<typeof action>();
  const renewer = useFetcher<typeof loader>();
  const [challenge, setChallenge] = useState(loaderData.captcha);
  useEffect(() => setChallenge(loaderData.captcha), [loaderData.captcha]);
  useEffect(() => {
    if (renewer.data) setChallenge(renewer.data.captcha);
  }, [renewer.data]);

  const send = (submission: ContactSubmission) => {
    void sender.submit({ ...submission }, { method: 'post' });
  };

  return (
    <ContentPage title={t('contactTitle')} intro={t('contactIntro')} wide>
      <div className="grid gap-6 desk:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] desk:items-start">
        <ContactList />
        <section aria-labelledby="contact-form" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="contact-form" className="mb-3 text-lg font-bold text-slate-900">
            {t('formTitle')}
          </h2>
          <noscript>
            <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('captchaNoScript')}</p>
          </noscript>
          <ContactForm
            challenge={challenge}
            onRenewChallenge={() => void renewer.load(`/${lang}/contact-us`)}
            renewing={renewer.state === 'loading'}
            onSend={send}
            sending={sender.state !== 'idle'}
            result={sender.data}
          />
        </section>
      </div>
    </ContentPage>
  );
}
