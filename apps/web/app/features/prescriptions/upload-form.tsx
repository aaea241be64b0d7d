import type { PrescriptionSendConsentBody } from '@store/contract';
import { profileTabPath } from '@store/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { useUploadForm } from '../../lib/forms/upload.ts';
import type { UploadMessages, UploadRules } from '../../lib/forms/upload-check.ts';
import { UploadForm } from '../../ui/file-picker.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { HealthConsentCopy } from '../privacy/index.ts';

export interface UploadFormProps {
  addresses: { id: number; label: string; selected: boolean }[];
  messages: UploadMessages;
  rules: UploadRules;
  /** A post refused without scripts: the API's messages. */
  refused: string[];
  /** No current health_data consent: the box's copy, from the server (docs/decisions/0074); else null. */
  healthConsent: HealthConsentCopy | null;
}

/**
 * Profile tab 7: address, notes and up to 3 files, sent to the web's upload route (docs/decisions/0033).
 * With scripts the fields are checked with the API's schema and messages, the files here, and the
 * upload shows its progress; without them the browser posts the same form as multipart.
 */
export function UploadPrescriptionForm({
  addresses,
  messages,
  rules,
  refused,
  healthConsent,
}: UploadFormProps) {
  const t = useT('care');
  const lang = useLang();
  const navigate = useNavigate();
  const action = `/${lang}/upload/prescription`;
  const chosen = addresses.find((address) => address.selected) ?? addresses[0];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PrescriptionSendConsentBody>({
    resolver: contractResolver('prescriptionSendBody', lang),
    defaultValues: { address_id: chosen ? String(chosen.id) : '', description: '' } as never,
    reValidateMode: 'onChange',
  });
  const upload = useUploadForm({
    action,
    intent: 'send',
    rules,
    messages,
    refused,
    setError,
  });

  const consentError = errors.health_consent?.message;
  const send = async (values: PrescriptionSendConsentBody) => {
    const consent = String(values.health_consent) === 'true' ? 'true' : 'false';
    if (healthConsent && consent === 'false') {
      upload.checkChosen();
      return setError('health_consent', { message: healthConsent.required });
    }
    const answer = await upload.send({
      address_id: String(values.address_id),
      description: String(values.description ?? ''),
      health_consent: consent,
    });
    if (answer?.ok) navigate(`/${lang}/order-info/${Number(answer.item)}?type=prescription&sent=1`);
  };

  if (addresses.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">{t('noAddresses')}</p>
        <Link
          to={profileTabPath(2, lang)}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('addAddress')}
        </Link>
      </div>
    );
  }

  return (
    <UploadForm
      upload={upload}
      action={action}
      onSubmit={(event) => void handleSubmit(send, upload.checkChosen)(event)}
      rules={rules}
      intro={<p className="text-slate-700">{t('uploadIntro')}</p>}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 desk:p-6"
      testId="prescription-upload-form"
      filesLabel={t('files')}
      submitLabel={t('send')}
      sendingLabel={t('sending')}
    >
      <FormField
        label={t('address')}
        registration={register('address_id')}
        error={errors.address_id?.message}
        control={{
          select: addresses.map((address) => ({ value: String(address.id), label: address.label })),
        }}
      />
      <FormField
        label={t('description')}
        hint={t('descriptionHint')}
        registration={register('description')}
        error={errors.description?.message}
        required={false}
        maxLength={1000}
        control={{ rows: 3 }}
      />
      {healthConsent && (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
          <label className="flex items-start gap-3 text-slate-900">
            <input
              type="checkbox"
              value="true"
              {...register('health_consent')}
              aria-invalid={consentError ? true : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            {healthConsent.label}
          </label>
          {consentError && (
            <p role="alert" className="font-semibold text-red-700">
              {consentError}
            </p>
          )}
          <a
            href={healthConsent.href}
            target="_blank"
            rel="noopener"
            className="self-start font-semibold underline"
          >
            {healthConsent.link}
          </a>
        </div>
      )}
    </UploadForm>
  );
}
