import { contentPageLimits } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { RichText } from '../content/index.ts';
import type { ContentPageData, ContentPreview } from './content.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { card } from './taxonomy-forms.tsx';
import { languageSides, pageLink, RichTextBox, RichTextHint, VersionsTable } from './versioned-text.tsx';

/** The tags the API keeps (`richTextTags`), as typed in the boxes. */
const tagsExample =
  '<p> <h2> <h3> <ul> <ol> <li> <strong> <em> <a href="..."> <details><summary>...</summary><p>...</p></details>';

/** Both languages of a text side by side, each in its own direction, as a customer reads it. */
function SideBySide({ text }: { text: ContentPreview }) {
  const t = useStaffT();
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-2">
      {languageSides.map((side) => (
        <section
          key={side.lang}
          lang={side.lang}
          dir={side.dir}
          aria-label={t(side.label)}
          className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <h3 className="text-xl font-bold text-slate-900">{text[`title${side.suffix}`]}</h3>
          <RichText html={text[`body${side.suffix}`]} className="mt-3" />
        </section>
      ))}
    </div>
  );
}

/**
 * One store page's editor (docs/decisions/0077): the titles and texts in English and Arabic side by
 * side (limited HTML, a small toolbar once scripts run), a preview of what the API keeps, a save as a
 * new version, and the versions with a view and a restore each. Plain forms: all work without scripts.
 */
export function ContentPageScreen({ data }: { data: ContentPageData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const here = `/${lang}/staff/content/pages/${data.slug}`;
  const pageName = t(`contentPage_${data.slug}`);
  const edit = useFormAction<ContentPreview | null>({ intent: 'edit' });
  const typed = edit.result?.values;
  const shown = (name: keyof ContentPreview) => typed?.[name] ?? data.draft[name];
  const basedOn = data.current?.version ?? 0;
  const preview = edit.result?.ok ? edit.result.data : null;
  const when = (at: string) => formatDateTime(at, lang);

  return (
    <div className="max-w-7xl">
      <Link to={`/${lang}/staff/content`} className={pageLink}>
        {t('contentBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('contentEditPage', { page: pageName })}</h1>
      <p className="mt-1 max-w-3xl text-slate-700" data-testid="content-status">
        {data.current
          ? t('contentCurrent', {
              version: formatId(data.current.version, lang),
              name: data.current.staffName,
              at: when(data.current.at),
            })
          : t('contentNotEdited', { version: formatId(1, lang) })}
      </p>

      <edit.fetcher.Form
        method="post"
        className={`${card} mt-4 grid gap-4`}
        aria-label={t('contentEditPage', { page: pageName })}
        // A saved version starts the boxes again from it.
        key={basedOn}
      >
        <input type="hidden" name="basedOn" value={basedOn} />
        <div className="grid gap-6 lg:grid-cols-2">
          {languageSides.map((side) => (
            <fieldset key={side.lang} className="grid content-start gap-3">
              <legend className="text-lg font-bold">{t(side.label)}</legend>
              <FormField
                label={`${t('contentTitleField')} (${t(side.label)})`}
                name={`title${side.suffix}`}
                dir={side.dir}
                maxLength={contentPageLimits.titleMax}
                defaultValue={shown(`title${side.suffix}`)}
              />
              <div>
                <RichTextBox
                  side={side}
                  id={`content-body-${side.lang}`}
                  hintId="content-body-hint"
                  rows={18}
                  defaultValue={shown(`body${side.suffix}`)}
                  labelClassName="block text-sm font-semibold text-slate-800"
                />
              </div>
            </fieldset>
          ))}
        </div>
        <RichTextHint id="content-body-hint" tags={tagsExample} />
        <ResultNotice result={edit.result?.ok && preview ? undefined : edit.result} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="preview" className={secondary} disabled={edit.sending}>
            {t('contentPreview')}
          </button>
          <button type="submit" name="intent" value="save" className={primary} disabled={edit.sending}>
            {edit.sending ? t('sending') : t('contentSave')}
          </button>
        </div>
      </edit.fetcher.Form>

      {preview && (
        <section aria-labelledby="content-preview" className={`${card} mt-4`}>
          <h2 id="content-preview" className="text-lg font-bold">
            {t('contentPreviewTitle')}
          </h2>
          <SideBySide text={preview} />
        </section>
      )}

      {data.viewing && (
        <section aria-labelledby="content-viewing" className={`${card} mt-4`} id="version">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="content-viewing" className="me-auto text-lg font-bold">
              {t('contentViewing', {
                version: formatId(data.viewing.version, lang),
                name: data.viewing.staffName,
                at: when(data.viewing.at),
              })}
            </h2>
            {data.viewing.version !== basedOn && (
              <RestoreButton version={data.viewing.version} basedOn={basedOn} />
            )}
            <Link to={here} className={pageLink}>
              {t('contentClose')}
            </Link>
          </div>
          <SideBySide text={data.viewing} />
        </section>
      )}

      <section aria-labelledby="content-versions" className="mt-6">
        <h2 id="content-versions" className="text-lg font-bold">
          {t('contentVersions')}
        </h2>
        {data.versions.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('contentNoVersions')}</p>
        ) : (
          <VersionsTable
            versions={data.versions}
            shown={basedOn}
            byLabel="contentSavedBy"
            atLabel="contentSavedAt"
            testId="content-version"
            at={(version) => version.at}
            note={(version) =>
              version.restoredFrom !== null && (
                <span className="block text-sm font-normal text-slate-600">
                  {t('contentRestoredFrom', { version: formatId(version.restoredFrom, lang) })}
                </span>
              )
            }
            actions={(version) => (
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`${here}?version=${version.version}#version`} className={pageLink}>
                  {t('contentView')}
                </Link>
                {version.version !== basedOn && <RestoreButton version={version.version} basedOn={basedOn} />}
              </div>
            )}
          />
        )}
      </section>
    </div>
  );
}

/** Restores a version as the page's next one, from the version shown (409 if another was saved since). */
function RestoreButton({ version, basedOn }: { version: number; basedOn: number }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const restore = useFormAction<null>({ intent: `restore:${version}` });
  return (
    <restore.fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="basedOn" value={basedOn} />
      <button
        type="submit"
        className={secondary}
        disabled={restore.sending}
        aria-label={t('contentRestoreVersion', { version: formatId(version, lang) })}
      >
        {restore.sending ? t('sending') : t('contentRestore')}
      </button>
      <ResultNotice result={restore.result} className="basis-full" />
    </restore.fetcher.Form>
  );
}
