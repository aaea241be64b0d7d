import { staffTaxonomyLimits } from '@store/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { type FormResult, useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/** The categories' and brands' screens' shared pieces (docs/decisions/0071). */
export const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * One button of a row (hide, show, up, down, delete): a plain form to the page's action that names
 * its intent and row, from the version shown, with its answer beside it.
 */
export function RowButton({
  intent,
  id,
  version,
  fields = {},
  label,
  ariaLabel,
  danger = false,
}: {
  intent: string;
  id: number;
  version: number;
  fields?: Record<string, string>;
  label: string;
  ariaLabel?: string;
  danger?: boolean;
}) {
  const t = useStaffT();
  const action = useFormAction<unknown>({ intent: `${intent}:${id}` });
  return (
    <action.fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={ariaLabel}
        className={`${secondary} ${danger ? 'border-red-700 text-red-800' : ''}`}
        disabled={action.sending}
      >
        {action.sending ? t('sending') : label}
      </button>
      <ResultNotice result={action.result} className="basis-full" />
    </action.fetcher.Form>
  );
}

/**
 * The names in English and Arabic side by side, each box in its language's direction; the form's
 * other fields as children. A refused form keeps what was typed.
 */
export function NamesForm({
  intent,
  id,
  version,
  names,
  title,
  submit,
  children,
}: {
  intent: 'create' | 'edit';
  id?: number;
  version?: number;
  names?: { nameEn: string; nameAr: string };
  title: string;
  submit: string;
  children?: (shown: (name: string, saved: string) => string, answer: FormResult | undefined) => ReactNode;
}) {
  const t = useStaffT();
  const save = useFormAction<unknown>({ intent: id === undefined ? intent : `${intent}:${id}` });
  // What was posted comes back with a refusal, or with a search made inside the form: shown again.
  const shown = (name: string, saved: string) => save.result?.values?.[name] ?? saved;
  return (
    <save.fetcher.Form
      method="post"
      className={`${card} mt-4 grid gap-4`}
      key={`${id ?? 'new'}:${version ?? 0}`}
      aria-label={title}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {/* Enter in any field saves: the first submit button is the default one, and a field's own
          button (a search inside the form) may come before the form's. */}
      <button type="submit" hidden tabIndex={-1} />
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['En', 'Ar'] as const).map((suffix) => (
          <FormField
            key={suffix}
            label={t(`taxonomyName${suffix}`)}
            name={`name${suffix}`}
            dir={suffix === 'Ar' ? 'rtl' : 'ltr'}
            maxLength={staffTaxonomyLimits.nameMax}
            defaultValue={shown(`name${suffix}`, names?.[`name${suffix}`] ?? '')}
          />
        ))}
        {children?.(shown, save.result)}
      </div>
      <ResultNotice result={save.result} />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : submit}
        </button>
      </div>
    </save.fetcher.Form>
  );
}

/** The "hidden at first" box of a new category or brand. */
export function HiddenAtFirst({ shown }: { shown: (name: string, saved: string) => string }) {
  const t = useStaffT();
  return (
    <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
      <input type="checkbox" name="hidden" defaultChecked={shown('hidden', '') === 'on'} className="size-5" />
      {t('taxonomyHiddenLabel')}
    </label>
  );
}

/**
 * Moves every product of the edited category or brand to another of `targets`, so the emptied one
 * can be deleted: one form, one transaction on the API, the count on its button.
 */
export function MoveProductsForm({
  id,
  version,
  count,
  targets,
}: {
  id: number;
  version: number;
  count: number;
  targets: { value: string; label: string }[];
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const move = useFormAction<unknown>({ intent: `moveProducts:${id}` });
  return (
    <move.fetcher.Form
      method="post"
      className={`${card} mt-4 grid gap-4`}
      aria-label={t('taxonomyMoveTitle')}
    >
      <h2 className="text-lg font-bold">{t('taxonomyMoveTitle')}</h2>
      <p className="max-w-3xl text-slate-700">{t('taxonomyMoveIntro')}</p>
      <input type="hidden" name="intent" value="moveProducts" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <FormField label={t('taxonomyMoveTo')} name="to" control={{ select: targets }} />
      <ResultNotice result={move.result} />
      <div>
        <button type="submit" className={primary} disabled={move.sending}>
          {move.sending ? t('sending') : t('taxonomyMoveSubmit', { count: formatNumber(count, lang) })}
        </button>
      </div>
    </move.fetcher.Form>
  );
}

/**
 * The edited category's or brand's picture (docs/decisions/0083): the one customers see now, a file
 * to upload or replace it (a plain multipart form: works without scripts), and a button that removes
 * it so the drawn one shows again. The storefront draws it beside the name, so it needs no alt text.
 */
export function PictureForm({
  id,
  version,
  picture,
}: {
  id: number;
  version: number;
  picture: string | null;
}) {
  const t = useStaffT();
  const upload = useFormAction<unknown>({ intent: `picture:${id}` });
  return (
    <section className={`${card} mt-4 grid gap-4`} aria-labelledby={`picture-${id}`}>
      <h2 id={`picture-${id}`} className="text-lg font-bold">
        {t('taxonomyPictureTitle')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('taxonomyPictureIntro')}</p>
      {picture === null ? (
        <p className="text-slate-700">{t('taxonomyPictureNone')}</p>
      ) : (
        <img
          src={picture}
          alt={t('taxonomyPictureCurrent')}
          width={150}
          height={150}
          className="size-36 rounded-xl border border-slate-200 bg-slate-50 object-cover"
        />
      )}
      <upload.fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-3"
        key={`${id}:${version}`}
      >
        <input type="hidden" name="intent" value="picture" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={version} />
        <label className="block">
          <span className="font-semibold">{t('taxonomyPictureFile')}</span>
          <input
            type="file"
            name="file"
            required
            accept="image/jpeg,image/png,image/webp"
            className="mt-1 block min-h-11 w-full"
          />
        </label>
        <ResultNotice result={upload.result} />
        <div>
          <button type="submit" className={primary} disabled={upload.sending}>
            {upload.sending
              ? t('sending')
              : picture === null
                ? t('taxonomyPictureUpload')
                : t('taxonomyPictureReplace')}
          </button>
        </div>
      </upload.fetcher.Form>
      {picture !== null && (
        <div className="flex flex-wrap gap-2">
          <RowButton
            intent="removePicture"
            id={id}
            version={version}
            label={t('taxonomyPictureRemove')}
            danger
          />
        </div>
      )}
    </section>
  );
}
