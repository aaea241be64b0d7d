import { Link } from 'react-router';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { CarouselSection } from './carousel-section.tsx';
import type { ContentPagesData } from './content.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { card } from './taxonomy-forms.tsx';

/**
 * The store's pages (docs/decisions/0077): each with the version customers see, and its editor; then
 * the home carousel's slides (0082).
 */
export function ContentScreen({ data }: { data: ContentPagesData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t('contentTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('contentIntro')}</p>
      <ul className="mt-4 grid gap-3">
        {data.pages.map((page) => (
          <li key={page.slug} className={`${card} flex flex-wrap items-center gap-3`}>
            <div className="me-auto">
              <h2 className="text-lg font-bold">{t(`contentPage_${page.slug}`)}</h2>
              <p className="text-sm text-slate-700">
                {page.current
                  ? t('contentCurrent', {
                      version: formatId(page.current.version, lang),
                      name: page.current.staffName,
                      at: formatDateTime(page.current.at, lang),
                    })
                  : t('contentNotEdited', { version: formatId(1, lang) })}
              </p>
            </div>
            <Link
              to={`/${lang}/staff/content/pages/${page.slug}`}
              aria-label={t('contentEditPage', { page: t(`contentPage_${page.slug}`) })}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
            >
              {t('contentEdit')}
            </Link>
          </li>
        ))}
      </ul>
      <CarouselSection slides={data.slides} />
      <Link
        to={`/${lang}/staff/content/home`}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800"
      >
        {t('homePicksLink')}
      </Link>{' '}
      <Link
        to={`/${lang}/staff/content/privacy-notice`}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800"
      >
        {t('noticeLink')}
      </Link>
    </div>
  );
}
