import { productPictureLimits, type StaffProductPicture } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * A product's pictures in the editor (docs/decisions/0070): each with its alt text in both languages,
 * moved earlier or later or made the main one, or removed; and a form that adds one. Plain forms, so
 * all of it works without scripts; the file goes to the API through the page's action.
 */
export function ProductPicturesSection({ pictures }: { pictures: StaffProductPicture[] }) {
  const t = useStaffT();
  const add = useFormAction<unknown>({ key: 'picture-add', intent: 'picture-add' });
  const refused = add.result && !add.result.ok ? add.result : undefined;
  return (
    <section className={`${card} mt-4`} aria-labelledby="pictures-title">
      <h2 id="pictures-title" className="text-xl font-bold">
        {t('picturesTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('picturesIntro')}</p>
      {pictures.length === 0 ? (
        <p className="mt-3 font-semibold">{t('picturesNone')}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {pictures.map((picture) => (
            <PictureRow key={picture.id} picture={picture} count={pictures.length} />
          ))}
        </ol>
      )}
      {pictures.length < productPictureLimits.maxPictures && (
        <add.fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
          key={pictures.length}
        >
          <input type="hidden" name="intent" value="picture-add" />
          <label className="block sm:col-span-2">
            <span className="font-semibold">{t('pictureFile')}</span>
            <input
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block min-h-11 w-full"
            />
          </label>
          <AltFields altEn={refused?.values?.altEn ?? ''} altAr={refused?.values?.altAr ?? ''} />
          <ResultNotice result={add.result} className="sm:col-span-2" />
          <div>
            <button type="submit" className={primary} disabled={add.sending}>
              {add.sending ? t('sending') : t('pictureAdd')}
            </button>
          </div>
        </add.fetcher.Form>
      )}
    </section>
  );
}

function AltFields({ altEn, altAr }: { altEn: string; altAr: string }) {
  const t = useStaffT();
  return (
    <>
      <FormField
        label={t('pictureAltEn')}
        hint={t('pictureAltHint')}
        name="altEn"
        dir="ltr"
        required={false}
        maxLength={productPictureLimits.altMax}
        defaultValue={altEn}
      />
      <FormField
        label={t('pictureAltAr')}
        name="altAr"
        dir="rtl"
        required={false}
        maxLength={productPictureLimits.altMax}
        defaultValue={altAr}
      />
    </>
  );
}

function PictureRow({ picture, count }: { picture: StaffProductPicture; count: number }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const alt = useFormAction<unknown>({ key: `picture-alt-${picture.id}` });
  const move = useFormAction<unknown>({ key: `picture-move-${picture.id}` });
  const remove = useFormAction<unknown>({ key: `picture-delete-${picture.id}` });
  const { position } = picture;
  const label = t('picturePosition', {
    position: formatNumber(position, lang),
    count: formatNumber(count, lang),
  });
  const moveTo = (to: number, words: string) => (
    <button type="submit" name="position" value={to} className={secondary} disabled={move.sending}>
      {words}
    </button>
  );
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr]">
      <div>
        <img
          src={picture.thumb}
          alt={(lang === 'ar' ? picture.altAr : picture.altEn) || label}
          width={160}
          height={160}
          loading="lazy"
          className="size-40 rounded-lg border border-slate-100 bg-slate-50 object-contain"
        />
        <p className="mt-1 font-semibold">{position === 1 ? t('pictureMain') : label}</p>
      </div>
      <div className="grid gap-3">
        <alt.fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="picture-alt" />
          <input type="hidden" name="pictureId" value={picture.id} />
          <AltFields altEn={picture.altEn} altAr={picture.altAr} />
          <ResultNotice result={alt.result} className="sm:col-span-2" />
          <div>
            <button type="submit" className={secondary} disabled={alt.sending}>
              {t('pictureSaveAlt')}
            </button>
          </div>
        </alt.fetcher.Form>
        <div className="flex flex-wrap gap-2">
          <move.fetcher.Form method="post" className="flex flex-wrap gap-2" aria-label={label}>
            <input type="hidden" name="intent" value="picture-move" />
            <input type="hidden" name="pictureId" value={picture.id} />
            {position > 1 && moveTo(1, t('pictureMakeMain'))}
            {position > 2 && moveTo(position - 1, t('pictureEarlier'))}
            {position < count && moveTo(position + 1, t('pictureLater'))}
          </move.fetcher.Form>
          <remove.fetcher.Form method="post">
            <input type="hidden" name="intent" value="picture-delete" />
            <input type="hidden" name="pictureId" value={picture.id} />
            <button type="submit" className={`${secondary} text-red-800`} disabled={remove.sending}>
              {t('pictureDelete')}
            </button>
          </remove.fetcher.Form>
        </div>
        <ResultNotice result={move.result ?? remove.result} />
      </div>
    </li>
  );
}
