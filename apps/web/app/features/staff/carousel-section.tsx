import { type CarouselAudience, carouselLimits, type StaffCarouselSlide } from '@store/contract';
import { formatDay, formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { primary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import { card, RowButton } from './taxonomy-forms.tsx';

const statusTone: Record<StaffCarouselSlide['status'], string> = {
  live: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-200 text-slate-800',
  hidden: 'bg-slate-200 text-slate-800',
};

/**
 * The home carousel (docs/decisions/0082): its slides in order, each with its picture as the page's
 * language shows it, where and when it shows, moved up or down, hidden or shown, deleted; each edited
 * in a plain form (both languages' texts, link, homes, days, a picture) that works without scripts, and
 * one more form that adds a slide at the end.
 */
export function CarouselSection({ slides }: { slides: StaffCarouselSlide[] }) {
  const t = useStaffT();
  return (
    <section className={`${card} mt-6`} aria-labelledby="carousel-title">
      <h2 id="carousel-title" className="text-xl font-bold">
        {t('carouselTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t('carouselIntro')}</p>
      {slides.length === 0 ? (
        <p className="mt-3 font-semibold">{t('carouselNone')}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {slides.map((slide) => (
            <SlideRow key={slide.id} slide={slide} count={slides.length} />
          ))}
        </ol>
      )}
      <details className="mt-4 border-t border-slate-200 pt-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {t('carouselAdd')}
        </summary>
        <SlideForm />
      </details>
    </section>
  );
}

function SlideRow({ slide, count }: { slide: StaffCarouselSlide; count: number }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const title = lang === 'ar' ? slide.titleAr : slide.titleEn;
  const days =
    slide.startsOn || slide.endsOn
      ? t('carouselDays', {
          from: slide.startsOn ? formatDay(slide.startsOn, lang) : t('carouselOpen'),
          to: slide.endsOn ? formatDay(slide.endsOn, lang) : t('carouselOpen'),
        })
      : t('carouselAlways');
  const position = t('carouselPosition', {
    position: formatNumber(slide.position, lang),
    count: formatNumber(count, lang),
  });
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-[18rem_1fr]">
      <div>
        <img
          src={lang === 'ar' ? slide.imageAr : slide.imageEn}
          alt={title}
          width={288}
          height={96}
          loading="lazy"
          className="aspect-[3/1] w-72 max-w-full rounded-lg border border-slate-100 bg-slate-50 object-cover"
        />
        <p className="mt-1 text-sm text-slate-700">{position}</p>
      </div>
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="me-auto text-lg font-bold">{title}</h3>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[slide.status]}`}>
            {t(`carouselStatus_${slide.status}`)}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          {t(`carouselAudience_${slide.audience}`)}
          {'. '}
          {days}
          {'. '}
          <bdi dir="ltr">{slide.url}</bdi>
        </p>
        <div className="flex flex-wrap gap-2">
          {slide.position > 1 && (
            <RowButton
              intent="slide-move"
              id={slide.id}
              version={slide.version}
              fields={{ direction: 'up' }}
              label={t('carouselUp')}
              ariaLabel={`${t('carouselUp')}: ${title}`}
            />
          )}
          {slide.position < count && (
            <RowButton
              intent="slide-move"
              id={slide.id}
              version={slide.version}
              fields={{ direction: 'down' }}
              label={t('carouselDown')}
              ariaLabel={`${t('carouselDown')}: ${title}`}
            />
          )}
          <RowButton
            intent="slide-visibility"
            id={slide.id}
            version={slide.version}
            fields={{ hidden: slide.hidden ? 'false' : 'true' }}
            label={slide.hidden ? t('carouselShow') : t('carouselHide')}
            ariaLabel={`${slide.hidden ? t('carouselShow') : t('carouselHide')}: ${title}`}
          />
          <RowButton
            intent="slide-delete"
            id={slide.id}
            version={slide.version}
            label={t('carouselDelete')}
            ariaLabel={`${t('carouselDelete')}: ${title}`}
            danger
          />
        </div>
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
            {t('carouselEdit')}
          </summary>
          <SlideForm slide={slide} />
        </details>
      </div>
    </li>
  );
}

/** A slide's texts in both languages, its link, homes, days and picture; a new slide without one. */
function SlideForm({ slide }: { slide?: StaffCarouselSlide }) {
  const t = useStaffT();
  const intent = slide ? `slide-save:${slide.id}` : 'slide-save';
  const save = useFormAction<unknown>({ key: intent, intent });
  const typed = save.result && !save.result.ok ? save.result.values : undefined;
  const shown = (name: keyof StaffCarouselSlide & string) =>
    typed?.[name] ?? (slide ? String(slide[name] ?? '') : '');
  const audiences: CarouselAudience[] = ['both', 'en', 'ar'];
  return (
    <save.fetcher.Form method="post" encType="multipart/form-data" className="mt-2 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="slide-save" />
      {slide && <input type="hidden" name="id" value={slide.id} />}
      {slide && <input type="hidden" name="version" value={slide.version} />}
      <FormField
        label={t('carouselTitleEn')}
        name="titleEn"
        dir="ltr"
        maxLength={carouselLimits.titleMax}
        defaultValue={shown('titleEn')}
      />
      <FormField
        label={t('carouselTitleAr')}
        name="titleAr"
        dir="rtl"
        maxLength={carouselLimits.titleMax}
        defaultValue={shown('titleAr')}
      />
      <FormField
        label={t('carouselSubtitleEn')}
        name="subtitleEn"
        dir="ltr"
        maxLength={carouselLimits.subtitleMax}
        defaultValue={shown('subtitleEn')}
      />
      <FormField
        label={t('carouselSubtitleAr')}
        name="subtitleAr"
        dir="rtl"
        maxLength={carouselLimits.subtitleMax}
        defaultValue={shown('subtitleAr')}
      />
      <FormField
        label={t('carouselUrl')}
        hint={t('carouselUrlHint')}
        name="url"
        dir="ltr"
        maxLength={carouselLimits.urlMax}
        defaultValue={shown('url')}
      />
      <FormField
        label={t('carouselAudience')}
        name="audience"
        defaultValue={shown('audience') || 'both'}
        control={{ select: audiences.map((value) => ({ value, label: t(`carouselAudience_${value}`) })) }}
      />
      <StaffDateField
        name="startsOn"
        label={t('carouselStartsOn')}
        defaultValue={shown('startsOn') || undefined}
      />
      <StaffDateField name="endsOn" label={t('carouselEndsOn')} defaultValue={shown('endsOn') || undefined} />
      <label className="block sm:col-span-2">
        <span className="font-semibold">{t('carouselPicture')}</span>
        <span className="block text-sm text-slate-700">{t('carouselPictureHint')}</span>
        <input
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block min-h-11 w-full"
        />
      </label>
      {slide?.uploaded && (
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" name="removePicture" className="size-5" />
          <span>{t('carouselRemovePicture')}</span>
        </label>
      )}
      <ResultNotice result={save.result} className="sm:col-span-2" />
      <div>
        <button type="submit" className={primary} disabled={save.sending}>
          {save.sending ? t('sending') : slide ? t('carouselSave') : t('carouselCreate')}
        </button>
      </div>
    </save.fetcher.Form>
  );
}
