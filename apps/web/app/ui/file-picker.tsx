import { type FormEvent, lazy, type ReactNode, Suspense, useId } from 'react';
import { formatNumber, formatPercent } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import type { UploadForm as UploadState } from '../lib/forms/upload.ts';
import type { UploadRules } from '../lib/forms/upload-check.ts';
import { SubmitButton } from './form-field.tsx';
import { CameraIcon, FileIcon } from './icons.tsx';

const ChosenFiles = lazy(() => import('./chosen-files.tsx'));

/** What the inputs offer: photos (the phone's camera too) and PDFs. */
export const fileAccept = 'image/*,application/pdf';

/**
 * Up to `max` files for an upload form, with a preview of each (docs/decisions/0033): a camera button
 * (`capture`: a phone opens its camera) and a file chooser. Without scripts both inputs are posted
 * by the form as they are (`name`); with scripts the chosen files are kept here, each can be removed,
 * and the form sends `files` itself.
 */
export function FilePicker({
  name,
  label,
  files,
  onChange,
  max,
  maxFileBytes,
  error,
}: {
  name: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  maxFileBytes: number;
  error?: string;
}) {
  const t = useT('care');
  const lang = useLang();
  const id = useId();
  const hint = t('filesHint', {
    max: formatNumber(max, lang),
    megabytes: formatNumber(Math.round(maxFileBytes / (1024 * 1024)), lang),
  });
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const add = (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    // Cleared so that the same file can be chosen again after being removed.
    input.value = '';
    if (chosen.length > 0) onChange([...files, ...chosen]);
  };
  const button =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <label className={button}>
          <CameraIcon className="size-5" />
          {t('takePhoto')}
          {/* No name: without scripts the chooser below is the one posted (a phone's chooser offers its
              camera too), so a form never carries an empty camera part beside chosen files. */}
          <input
            type="file"
            accept={fileAccept}
            capture="environment"
            className="sr-only"
            data-testid={`${name}-camera`}
            onChange={(event) => add(event.currentTarget)}
          />
        </label>
        <label className={button}>
          <FileIcon className="size-5" />
          {t('chooseFiles')}
          <input
            type="file"
            name={name}
            accept={fileAccept}
            multiple
            className="sr-only"
            data-testid={`${name}-files`}
            onChange={(event) => add(event.currentTarget)}
          />
        </label>
      </div>
      {files.length > 0 && (
        // The previews' code comes with the first file chosen: no page's first scripts carry it.
        <Suspense>
          <ChosenFiles name={name} files={files} max={max} onChange={onChange} />
        </Suspense>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * An upload form (docs/decisions/0033): posted as multipart to the web's upload route without scripts;
 * with them `onSubmit` sends it through `useUploadForm` (`upload`). The refused send's problems come
 * first (after `intro`), then the fields (`children`), the files, the progress and the submit button.
 */
export function UploadForm({
  upload,
  action,
  onSubmit,
  rules,
  intro,
  className,
  testId,
  filesLabel,
  submitLabel,
  sendingLabel,
  children,
}: {
  upload: UploadState;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  rules: Pick<UploadRules, 'maxFiles' | 'maxFileBytes'>;
  intro?: ReactNode;
  className: string;
  testId: string;
  filesLabel: string;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className={className}
      aria-busy={upload.sending}
      data-testid={testId}
    >
      {intro}
      <UploadProblems problems={upload.problems} />
      {children}
      <FilePicker
        name="attachments"
        label={filesLabel}
        files={upload.files}
        max={rules.maxFiles}
        maxFileBytes={rules.maxFileBytes}
        error={upload.fileError}
        onChange={upload.choose}
      />
      <UploadProgress progress={upload.progress} />
      <SubmitButton
        sending={upload.sending}
        label={submitLabel}
        sendingLabel={sendingLabel}
        className="self-start"
      />
    </form>
  );
}

/** The problems of a refused upload (the browser's checks or the API's answer), above the form. */
function UploadProblems({ problems }: { problems: string[] }) {
  const t = useT('care');
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-bold">{t('refused')}</p>
      <ul className="mt-1 list-inside list-disc">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** An upload's progress (`null`: not sending), as a bar and in words. */
function UploadProgress({ progress }: { progress: number | null }) {
  const t = useT('care');
  const lang = useLang();
  if (progress === null) return null;
  const label = t('progress', { percent: formatPercent(Math.round(progress * 100), lang) });
  return (
    <div className="flex flex-col gap-1">
      <progress className="h-2 w-full accent-brand-600" max={1} value={progress} aria-label={label} />
      <p className="text-sm text-slate-700">{label}</p>
    </div>
  );
}
