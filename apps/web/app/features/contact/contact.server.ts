import { contactBody, type Envelope, type Lang, translate } from '@store/contract';
import { data } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { parseFields } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { renewIntent } from './captcha.tsx';
import type { CaptchaVerdict, ContactAnswer, ContactField } from './contact-form.tsx';

/**
 * A fresh captcha for each visit (and for each `New code`, loaded by a fetcher): the API's picture
 * and sealed token, never the code itself (docs/decisions/0017).
 */
export async function loadContact(api: StoreApi) {
  return { captcha: await api.contactCaptcha() };
}

const fields: ContactField[] = ['name', 'mobile', 'email', 'message'];

/** Which captcha problem, if any, the API's 422 names (its messages are the contract's). */
function captchaVerdictOf(lang: Lang, envelope: Envelope<unknown, unknown>): CaptchaVerdict | undefined {
  const said = [envelope.message, ...(envelope.validation ?? [])];
  if (said.includes(translate(lang, 'captcha.mismatch'))) return 'mismatch';
  if (said.includes(translate(lang, 'captcha.expired'))) return 'expired';
  return undefined;
}

/** The contact form's answer: a `FormResult` whose data says what became of the captcha. */
function contactResult(
  ok: boolean,
  answer: ContactAnswer,
  rest: Partial<FormResult<ContactAnswer>> = {},
  status = ok ? 200 : 422,
) {
  const result: FormResult<ContactAnswer> = {
    ok,
    intent: '',
    message: '',
    validation: [],
    fieldErrors: {},
    ...rest,
    data: answer,
  };
  return data(result, { status });
}

/**
 * Checks the fields with the API's schema (a typo does not spend the captcha), then posts `contact`
 * with the typed captcha, its token and the honeypot: the API judges the captcha and spends it. The
 * form's `New code` button (without scripts) only asks for a new picture, keeping what was typed.
 */
export async function contactAction(request: Request, api: StoreApi, lang: Lang) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(fields.map((field) => [field, text(field)]));
  if (text('intent') === renewIntent) {
    return contactResult(false, { renewed: true, renewCaptcha: true }, { values }, 200);
  }
  const typed = text('captcha').trim();
  const parsed = parseFields(values, contactBody, lang);
  if (!parsed.ok) return contactResult(false, { renewCaptcha: false }, parsed.result);
  if (!typed) return contactResult(false, { captcha: 'empty', renewCaptcha: false }, { values });
  try {
    const { status, envelope } = await api.op('contact', {
      body: {
        ...parsed.data,
        captcha: typed,
        captchaToken: text('captchaToken'),
        website: text('website') || undefined,
      },
    });
    if (status === 200) {
      return contactResult(true, { renewCaptcha: true }, { message: envelope.data.message });
    }
    const captcha = status === 422 ? captchaVerdictOf(lang, envelope) : undefined;
    return contactResult(
      false,
      { captcha, renewCaptcha: true },
      { message: envelope.message, validation: envelope.validation ?? [], values },
      status,
    );
  } catch (error) {
    console.error('contact: the message could not be sent', error);
    const message = translator(lang, 'pages')('sendError');
    return contactResult(false, { renewCaptcha: true }, { message, values }, 502);
  }
}
