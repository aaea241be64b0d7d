import { Link } from 'react-router';
import { formatDateTime, formatDay, formatId } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { RichText } from '../content/index.ts';
import type { PrivacyNoticeData } from './privacy-notice.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';
import { card } from './taxonomy-forms.tsx';
import { languageSides, pageLink, RichTextBox, RichTextHint, VersionsTable } from './versioned-text.tsx';

const tagsExample = '<p> <h2> <h3> <ul> <ol> <li> <strong> <em> <a href="...">';

/**
 * The privacy notice's editor (docs/decisions/0092): both languages side by side (limited HTML, the
 * static pages' toolbar once scripts run), a draft saved as often as one likes, "publish" as the next
 * version, and the published versions, each readable. Plain forms: all work without scripts.
 */
export function PrivacyNoticeScreen({ data }: { data: PrivacyNoticeData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const here = `/${lang}/staff/content/privacy-notice`;
  const edit = useFormAction<null>({ intent: 'notice' });
  const typed = edit.result?.ok ? undefined : edit.result?.values;
  const shown = (name: 'bodyEn' | 'bodyAr') => typed?.[name] ?? data.boxes[name];
  const basedOn = data.current?.version ?? 0;
  const when = (at: string) => formatDateTime(at, lang);

  return (
    <div className="max-w-7xl">
      {/* The data protection officer comes from the privacy requests, admins from the store's pages. */}
      <Link
        to={`/${lang}/staff/${staffMay(data.staff.role, 'content.manage') ? 'content' : 'privacy'}`}
        className={pageLink}
      >
        {staffMay(data.staff.role, 'content.manage') ? t('contentBack') : t('privacyTitle')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('noticeTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('noticeIntro')}</p>
      <p className="mt-2 max-w-3xl font-semibold" data-testid="notice-status">
        {data.current
          ? t('noticeCurrent', {
              version: formatId(data.current.version, lang),
              name: data.current.staffName,
              at: when(data.current.publishedAt),
            })
          : t('noticeNone', { date: formatDay(data.codeVersion, lang) })}
      </p>
      {data.draft && (
        <p className="mt-1 max-w-3xl text-slate-700" data-testid="notice-draft">
          {t('noticeDraftSaved', { name: data.draft.staffName, at: when(data.draft.savedAt) })}
        </p>
      )}

      <edit.fetcher.Form
        method="post"
        className={`${card} mt-4 grid gap-4`}
        aria-label={t('noticeTitle')}
        // A new draft or version starts the boxes again from it.
        key={`${basedOn}:${data.draft?.savedAt ?? ''}`}
      >
        <input type="hidden" name="basedOn" value={basedOn} />
        <div className="grid gap-6 md:grid-cols-2">
          {languageSides.map((side) => (
            <div key={side.lang} className="grid content-start gap-1">
              <RichTextBox
                side={side}
                id={`notice-body-${side.lang}`}
                hintId="notice-body-hint"
                rows={20}
                defaultValue={shown(`body${side.suffix}`)}
                labelClassName="block text-lg font-bold"
              />
            </div>
          ))}
        </div>
        <RichTextHint id="notice-body-hint" tags={tagsExample} />
        <p className="text-sm text-slate-700">{t('noticePublishHint')}</p>
        <ResultNotice result={edit.result} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="draft" className={secondary} disabled={edit.sending}>
            {t('noticeSaveDraft')}
          </button>
          <button type="submit" name="intent" value="publish" className={primary} disabled={edit.sending}>
            {edit.sending ? t('sending') : t('noticePublish', { version: formatId(basedOn + 1, lang) })}
          </button>
        </div>
      </edit.fetcher.Form>

      {data.viewing && (
        <section aria-labelledby="notice-viewing" className={`${card} mt-4`} id="version">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="notice-viewing" className="me-auto text-lg font-bold">
              {t('noticeViewing', {
                version: formatId(data.viewing.version, lang),
                name: data.viewing.staffName,
                at: when(data.viewing.publishedAt),
              })}
            </h2>
            <Link to={here} className={pageLink}>
              {t('contentClose')}
            </Link>
          </div>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {languageSides.map((side) => (
              <section
                key={side.lang}
                lang={side.lang}
                dir={side.dir}
                aria-label={t(side.label)}
                className="rounded-xl border border-slate-200 bg-slate-50 p-4"
              >
                <RichText html={data.viewing![`body${side.suffix}`]} />
              </section>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="notice-versions" className="mt-6">
        <h2 id="notice-versions" className="text-lg font-bold">
          {t('noticeVersions')}
        </h2>
        {data.versions.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('noticeNoVersions')}</p>
        ) : (
          <VersionsTable
            versions={data.versions}
            shown={basedOn}
            byLabel="noticePublishedBy"
            atLabel="noticePublishedAt"
            testId="notice-version"
            at={(version) => version.publishedAt}
            actions={(version) => (
              <Link
                to={`${here}?version=${version.version}#version`}
                className={pageLink}
                aria-label={t('noticeViewVersion', { version: formatId(version.version, lang) })}
              >
                {t('contentView')}
              </Link>
            )}
          />
        )}
      </section>
    </div>
  );
}
