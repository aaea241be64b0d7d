import { contentPageLimits, type Lang } from '@store/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * What the console's versioned texts share (the store pages, docs/decisions/0077, and the privacy
 * notice, 0092): both languages side by side, a limited-HTML box per language with the toolbar, and
 * the versions table.
 */
export const languageSides = [
  { suffix: 'En', lang: 'en', dir: 'ltr', label: 'contentEnglish' },
  { suffix: 'Ar', lang: 'ar', dir: 'rtl', label: 'contentArabic' },
] as const satisfies readonly { suffix: string; lang: Lang; dir: string; label: StaffKey }[];
export type LanguageSide = (typeof languageSides)[number];

export const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/** One language's text box (limited HTML), labelled with its language, with the toolbar once scripts run. */
export function RichTextBox({
  side,
  id,
  hintId,
  rows,
  defaultValue,
  labelClassName,
}: {
  side: LanguageSide;
  id: string;
  hintId: string;
  rows: number;
  defaultValue: string;
  labelClassName: string;
}) {
  const t = useStaffT();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {`${t('contentBodyField')} (${t(side.label)})`}
      </label>
      <RichTextToolbar target={id} />
      <textarea
        id={id}
        name={`body${side.suffix}`}
        dir={side.dir}
        lang={side.lang}
        required
        rows={rows}
        maxLength={contentPageLimits.bodyMax}
        aria-describedby={hintId}
        defaultValue={defaultValue}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
    </>
  );
}

/** The tags the API keeps, as typed in the boxes (`tags`: an example line). */
export function RichTextHint({ id, tags }: { id: string; tags: string }) {
  const t = useStaffT();
  return (
    <p id={id} className="text-sm text-slate-600">
      {t('contentBodyHint')}{' '}
      <bdi dir="ltr" className="font-mono">
        {tags}
      </bdi>
    </p>
  );
}

/** A saved or published version as the table lists it. */
export interface ListedVersion {
  version: number;
  staffName: string;
}

/** The versions, newest first: number (the one customers read marked), who, when, and what to do with it. */
export function VersionsTable<V extends ListedVersion>({
  versions,
  shown,
  byLabel,
  atLabel,
  testId,
  at,
  note,
  actions,
}: {
  versions: V[];
  /** When it was saved or published. */
  at: (version: V) => string;
  /** The version customers read. */
  shown: number;
  byLabel: StaffKey;
  atLabel: StaffKey;
  testId: string;
  /** Under the number: where a version came from. */
  note?: (version: V) => ReactNode;
  actions: (version: V) => ReactNode;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <table className="mt-2 w-full border-collapse overflow-hidden rounded-xl bg-white text-start">
      <thead>
        <tr className="border-b border-slate-200 text-sm text-slate-600">
          <th className="p-3 text-start">{t('contentVersion')}</th>
          <th className="p-3 text-start">{t(byLabel)}</th>
          <th className="p-3 text-start">{t(atLabel)}</th>
          <th className="p-3 text-start">
            <span className="sr-only">{t('contentView')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.version} className="border-b border-slate-100" data-testid={testId}>
            <td className="p-3 font-semibold">
              {formatId(version.version, lang)}
              {version.version === shown && (
                <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                  {t('contentShown')}
                </span>
              )}
              {note?.(version)}
            </td>
            <td className="p-3">{version.staffName}</td>
            <td className="p-3">{formatDateTime(at(version), lang)}</td>
            <td className="p-3">{actions(version)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
