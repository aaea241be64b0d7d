import type { ContactCaptcha } from '@store/contract';
import { useEffect, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useFetcher, useFormAction as useRouteAction } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction } from '../../lib/forms/form-result.ts';
import { ContentPage } from '../content/index.ts';
import { type ContactAnswer, ContactForm } from './contact-form.tsx';
import { ContactList } from './contact-list.tsx';

/** The contact page: how to reach the store, and the form with its captcha. */
export function ContactScreen({ captcha }: { captcha: ContactCaptcha }) {
  const t = useT('pages');
  const formAction = useRouteAction();
  const sender = useFormAction<ContactAnswer>();
  const renewer = useFetcher<{ captcha: ContactCaptcha }>();
  const [challenge, setChallenge] = useState(captcha);
  useEffect(() => setChallenge(captcha), [captcha]);
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
            onSend={sender.submit}
            sending={sender.sending}
            result={sender.result}
          />
        </section>
      </div>
    </ContentPage>
  );
}

/** After a post, only a spent captcha needs a new code; otherwise keep the page as it is. */
export function contactShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const answer = (actionResult as FormResult<ContactAnswer> | undefined)?.data;
  if (answer && typeof answer === 'object' && 'renewCaptcha' in answer) return answer.renewCaptcha;
  return defaultShouldRevalidate;
}
