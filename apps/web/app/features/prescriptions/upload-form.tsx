import { type PrescriptionSendBody, prescriptionSendBody } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { type FormResult, useFormResult } from '../../lib/forms/form-result.ts';
import { sendUpload } from '../../lib/forms/upload.ts';
import { type UploadMessages, type UploadRules, uploadProblems } from '../../lib/forms/upload-check.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { FormField, SubmitButton } from '../../ui/form-field.tsx';

export interface UploadFormProps {
  addresses: { id: number; label: string; selected: boolean }[];
  messages: UploadMessages;
  rules: UploadRules;
  /** A post refused without scripts: the API's messages. */
  refused: string[];
}

/**
 * Profile tab 7: address, notes and up to 3 files, sent to the web's upload route (docs/decisions/0033).
 * With scripts the fields are checked with the API's schema and messages, the files here, and the
 * upload shows its progress; without them the browser posts the same form as multipart.
 */
export function UploadPrescriptionForm({ addresses, messages, rules, refused }: UploadFormProps) {
  const t = useT('care');
  const lang = useLang();
  const navigate = useNavigate();
  const action = `/${lang}/upload/prescription`;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<FormResult | undefined>();
  const [problems, setProblems] = useState<string[]>(refused);
  const chosen = addresses.find((address) => address.selected) ?? addresses[0];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PrescriptionSendBody>({
    resolver: contractResolver(prescriptionSendBody, lang),
    defaultValues: { address_id: chosen ? String(chosen.id) : '', description: '' } as never,
    reValidateMode: 'onChange',
  });
  useFormResult(result, {
    setError,
    onResult: (answer) => {
      if (!answer.ok) setProblems(answer.validation.length > 0 ? answer.validation : [answer.message]);
    },
  });

  const checkFiles = (list: File[]) => {
    const found = uploadProblems(list, rules, messages);
    setFileError(found.length > 0 ? found.join('\n') : undefined);
    return found;
  };

  const send = async (values: PrescriptionSendBody) => {
    if (checkFiles(files).length > 0) return;
    setProblems([]);
    const body = new FormData();
    body.set('address_id', String(values.address_id));
    body.set('description', String(values.description ?? ''));
    files.forEach((file, index) => {
      body.append(`attachments[${index}]`, file, file.name);
    });
    setProgress(0);
    const answer = await sendUpload<unknown>(action, body, {
      intent: 'send',
      onProgress: setProgress,
      failed: t('uploadFailed'),
      tooLarge: t('uploadTooLarge'),
    }).done;
    setProgress(null);
    setResult(answer);
    if (answer.ok) navigate(`/${lang}/order-info/${Number(answer.item)}?type=prescription&sent=1`);
  };

  if (addresses.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">{t('noAddresses')}</p>
        <Link
          to={`/${lang}/profile/2/addresses`}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('addAddress')}
        </Link>
      </div>
    );
  }

  const sending = progress !== null;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) =>
        void handleSubmit(send, () => {
          checkFiles(files);
        })(event)
      }
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 desk:p-6"
      aria-busy={sending}
      data-testid="prescription-upload-form"
    >
      <p className="text-slate-700">{t('uploadIntro')}</p>
      {problems.length > 0 && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-bold">{t('refused')}</p>
          <ul className="mt-1 list-inside list-disc">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
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
      <FilePicker
        name="attachments"
        label={t('files')}
        hint={t('filesHint', {
          max: formatNumber(rules.maxFiles, lang),
          megabytes: formatNumber(Math.round(rules.maxFileBytes / (1024 * 1024)), lang),
        })}
        files={files}
        max={rules.maxFiles}
        error={fileError}
        onChange={(next) => {
          setFiles(next);
          checkFiles(next);
        }}
      />
      {sending && (
        <div className="flex flex-col gap-1">
          <progress
            className="h-2 w-full accent-brand-600"
            max={1}
            value={progress}
            aria-label={t('progress', { percent: formatPercent(Math.round(progress * 100), lang) })}
          />
          <p className="text-sm text-slate-700">
            {t('progress', { percent: formatPercent(Math.round(progress * 100), lang) })}
          </p>
        </div>
      )}
      <SubmitButton sending={sending} label={t('send')} sendingLabel={t('sending')} className="self-start" />
    </form>
  );
}
