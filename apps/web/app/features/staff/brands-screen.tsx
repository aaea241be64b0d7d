import type { StaffBrand } from '@store/contract';
import { staffTaxonomyLimits } from '@store/contract';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import { secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';
import type { BrandsData } from './taxonomy.server.ts';
import {
  card,
  HiddenAtFirst,
  MoveProductsForm,
  NamesForm,
  PictureForm,
  RowButton,
} from './taxonomy-forms.tsx';

const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/**
 * The catalogue's brands (docs/decisions/0071): searched by name in either language; admins add a
 * brand, edit both names (`?edit=`), move its products to another brand, hide, show, and delete one
 * without products. Plain forms that work without scripts.
 */
export function BrandsScreen({ data }: { data: BrandsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const admin = staffMay(data.staff.role, 'catalogue.taxonomy');
  const nameOf = (brand: StaffBrand) => (lang === 'ar' ? brand.nameAr : brand.nameEn);
  const here = `/${lang}/staff/catalogue/brands`;
  const query = data.q ? `q=${encodeURIComponent(data.q)}&` : '';
  const edited = data.edited;
  return (
    <div className="max-w-5xl">
      <Link to={`/${lang}/staff/catalogue`} className="text-brand-800 underline">
        {t('catalogueBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('brandsTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('brandsIntro')}</p>
      <Link to={`/${lang}/staff/catalogue/categories`} className={`${pageLink} font-semibold`}>
        {t('taxonomyCategoriesLink')}
      </Link>
      {admin && edited && (
        <>
          <NamesForm
            intent="edit"
            id={edited.id}
            version={edited.version}
            names={edited}
            title={t('brandEditTitle', { name: nameOf(edited) })}
            submit={t('taxonomySave')}
          />
          <PictureForm id={edited.id} version={edited.version} picture={edited.picture} />
          {edited.products > 0 && (
            <MoveProductsForm
              id={edited.id}
              version={edited.version}
              count={edited.products}
              targets={data.moveTargets
                .filter((brand) => brand.id !== edited.id)
                .map((brand) => ({ value: String(brand.id), label: nameOf(brand) }))
                .sort((a, b) => a.label.localeCompare(b.label, lang))}
            />
          )}
          <Link to={`${here}${data.q ? `?q=${encodeURIComponent(data.q)}` : ''}`} className={pageLink}>
            {t('taxonomyClose')}
          </Link>
        </>
      )}
      {admin && !edited && (
        <NamesForm intent="create" title={t('brandNew')} submit={t('brandCreate')}>
          {(shown) => <HiddenAtFirst shown={shown} />}
        </NamesForm>
      )}
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <FormField
          label={t('brandsSearch')}
          name="q"
          required={false}
          maxLength={staffTaxonomyLimits.searchMax}
          defaultValue={data.q}
          className="min-w-64 flex-1"
        />
        <button type="submit" className={secondary}>
          {t('brandsSearchButton')}
        </button>
      </Form>
      {data.brands.length === 0 && <p className="mt-4 text-slate-700">{t('brandsEmpty')}</p>}
      <ul className="mt-2">
        {data.brands.map((brand) => {
          const name = nameOf(brand);
          return (
            <li
              key={brand.id}
              data-testid={`brand-${brand.id}`}
              className={`${card} mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 ${brand.hidden ? 'bg-slate-100' : ''}`}
            >
              <div className="min-w-48 flex-1">
                <p className="font-semibold">
                  <bdi>{name}</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  <bdi dir={lang === 'ar' ? 'ltr' : 'rtl'}>{lang === 'ar' ? brand.nameEn : brand.nameAr}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  {t('taxonomyProducts', { count: formatNumber(brand.products, lang) })}
                  {brand.hidden && (
                    <span className="ms-2 font-semibold text-red-800">{t('taxonomyHidden')}</span>
                  )}
                </p>
              </div>
              {admin && (
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`${here}?${query}edit=${brand.id}`} className={pageLink}>
                    {t('taxonomyEdit')}
                  </Link>
                  <RowButton
                    intent="visibility"
                    id={brand.id}
                    version={brand.version}
                    fields={{ hidden: brand.hidden ? 'false' : 'true' }}
                    label={t(brand.hidden ? 'taxonomyShow' : 'taxonomyHide')}
                    ariaLabel={`${t(brand.hidden ? 'taxonomyShow' : 'taxonomyHide')}: ${name}`}
                  />
                  {brand.products === 0 && (
                    <RowButton
                      intent="delete"
                      id={brand.id}
                      version={brand.version}
                      label={t('taxonomyDelete')}
                      ariaLabel={`${t('taxonomyDelete')}: ${name}`}
                      danger
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {data.more && <p className="mt-4 text-slate-700">{t('brandsMore')}</p>}
    </div>
  );
}
