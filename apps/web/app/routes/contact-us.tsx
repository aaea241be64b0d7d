import {
  contactBody,
  type Envelope,
  type Lang,
  localizeIssue,
  parseForMessages,
  translate,
} from '@store/contract';
import { useEffect, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useFetcher, useFormAction } from 'react-router';
import { renewIntent } from '../features/contact/captcha.tsx';
import {
  type CaptchaVerdict,
  type ContactField,
  ContactForm,
  type ContactResult,
  type ContactValues,
} from '../features/contact/contact-form.tsx';
import { ContactList } from '../features/contact/contact-list.tsx';
import { ContentPage } from '../features/content/content-page.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
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

/**
 * A fresh captcha for each visit (and for each `New code`, loaded by a fetcher): the API's picture
 * and sealed token, never the code itself (docs/decisions/0017).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { captcha: await context.get(storeApiContext).contactCaptcha() };
}

type ActionResult = ContactResult & { renewCaptcha: boolean };

const fields: ContactField[] = ['name', 'mobile', 'email', 'message'];

/** Which captcha problem, if any, the API's 422 names (its messages are the contract's). */
function captchaVerdictOf(lang: Lang, envelope: Envelope<unknown, unknown>): CaptchaVerdict | undefined {
  const said = [envelope.message, ...(envelope.validation ?? [])];
  if (said.includes(translate(lang, 'captcha.mismatch'))) return 'mismatch';
  if (said.includes(translate(lang, 'captcha.expired'))) return 'expired';
  return undefined;
}

/**
 * Checks the fields with the API's schema (a typo does not spend the captcha), then posts `contact`
 * with the typed captcha, its token and the honeypot: the API judges the captcha and spends it. The
 * form's `New code` button (without scripts) only asks for a new picture, keeping what was typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(fields.map((field) => [field, text(field)])) as ContactValues;
  if (text('intent') === renewIntent) {
    return data<ActionResult>({ ok: false, renewed: true, values, renewCaptcha: true });
  }
  const typed = text('captcha').trim();
  const parsed = parseForMessages(contactBody, values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      fieldErrors[field] ??= localizeIssue(issue, lang);
    }
    return data<ActionResult>(
      { ok: false, fieldErrors, validation: Object.values(fieldErrors), values, renewCaptcha: false },
      { status: 422 },
    );
  }
  if (!typed) {
    return data<ActionResult>({ ok: false, captcha: 'empty', values, renewCaptcha: false }, { status: 422 });
  }
  try {
    const { status, envelope } = await context.get(storeApiContext).op('contact', {
      body: {
        ...parsed.data,
        captcha: typed,
        captchaToken: text('captchaToken'),
        website: text('website') || undefined,
      },
    });
    if (status === 200)
      return data<ActionResult>({ ok: true, message: envelope.data.message, renewCaptcha: true });
    return data<ActionResult>(
      {
        ok: false,
        captcha: status === 422 ? captchaVerdictOf(lang, envelope) : undefined,
        message: envelope.message,
        validation: envelope.validation,
        values,
        renewCaptcha: true,
      },
      { status },
    );
  } catch (error) {
    console.error('contact: the message could not be sent', error);
    return data<ActionResult>(
      { ok: false, message: translator(lang, 'pages')('sendError'), values, renewCaptcha: true },
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

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pages');
  const formAction = useFormAction();
  const sender = useFetcher<typeof action>();
  const renewer = useFetcher<typeof loader>();
  const [challenge, setChallenge] = useState(loaderData.captcha);
  useEffect(() => setChallenge(loaderData.captcha), [loaderData.captcha]);
  useEffect(() => {
    if (renewer.data) setChallenge(renewer.data.captcha);
  }, [renewer.data]);

  return (
    <ContentPage title={t('contactTitle')} intro={t('contactIntro')} wide>
      <div className="grid gap-6 desk:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] desk:items-start">
        <ContactList />
        <section aria-labelledby="contact-form" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="contact-form" className="mb-3 text-lg font-bold text-slate-900">
            {t('formTitle')}
          </h2>
          <ContactForm
            action={formAction}
            challenge={challenge}
            onRenewChallenge={() => void renewer.load(formAction)}
            renewing={renewer.state === 'loading'}
            onSend={(form) => void sender.submit(form, { method: 'post', action: formAction })}
            sending={sender.state !== 'idle'}
            result={sender.data ?? actionData}
          />
        </section>
      </div>
    </ContentPage>
  );
}
