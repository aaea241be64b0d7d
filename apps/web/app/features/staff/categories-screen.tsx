import type { StaffCategory } from '@store/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';
import type { CategoriesData } from './taxonomy.server.ts';
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
 * The catalogue's categories as a tree (docs/decisions/0071): readers see it; admins add a category
 * at any level, edit both names and the parent (`?edit=`), order siblings, hide, show, and delete an
 * empty one. Plain forms that work without scripts.
 */
export function CategoriesScreen({ data }: { data: CategoriesData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const admin = staffMay(data.staff.role, 'catalogue.taxonomy');
  const { categories } = data;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const nameOf = (category: StaffCategory) => (lang === 'ar' ? category.nameAr : category.nameEn);
  const pathOf = (category: StaffCategory): string => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? `${pathOf(parent)} › ${nameOf(category)}` : nameOf(category);
  };
  const childrenOf = (parentId: number | null) =>
    categories.filter((category) => category.parentId === parentId);
  const editing = data.editing === null ? undefined : byId.get(data.editing);
  /** The categories of these levels by path: a category's possible parents, or where products move. */
  const parentOptions = (levels: number[]) =>
    categories
      .filter((category) => levels.includes(category.level))
      .map((category) => ({ value: String(category.id), label: pathOf(category) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  const here = `/${lang}/staff/catalogue/categories`;

  const row = (category: StaffCategory, siblings: StaffCategory[], index: number) => {
    const name = nameOf(category);
    const other = lang === 'ar' ? category.nameEn : category.nameAr;
    const children = childrenOf(category.id);
    return (
      <li key={category.id} className="mt-2">
        <div
          className={`${card} flex flex-wrap items-center gap-x-3 gap-y-2 ${category.hidden ? 'bg-slate-100' : ''}`}
          data-testid={`category-${category.id}`}
        >
          <div className="min-w-48 flex-1">
            <p className="font-semibold">
              <bdi>{name}</bdi>
            </p>
            <p className="text-sm text-slate-600">
              <bdi dir={lang === 'ar' ? 'ltr' : 'rtl'}>{other}</bdi>
            </p>
            <p className="text-sm text-slate-700">
              {t('categoryLevel', { level: formatNumber(category.level, lang) })} –{' '}
              {t('taxonomyProducts', { count: formatNumber(category.products, lang) })}
              {category.hidden && (
                <span className="ms-2 font-semibold text-red-800">{t('taxonomyHidden')}</span>
              )}
            </p>
          </div>
          {admin && (
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`${here}?edit=${category.id}`} className={pageLink}>
                {t('taxonomyEdit')}
              </Link>
              {index > 0 && (
                <RowButton
                  intent="order"
                  id={category.id}
                  version={category.version}
                  fields={{ direction: 'up' }}
                  label={t('categoryUp')}
                  ariaLabel={t('categoryMoveUp', { name })}
                />
              )}
              {index < siblings.length - 1 && (
                <RowButton
                  intent="order"
                  id={category.id}
                  version={category.version}
                  fields={{ direction: 'down' }}
                  label={t('categoryDown')}
                  ariaLabel={t('categoryMoveDown', { name })}
                />
              )}
              <RowButton
                intent="visibility"
                id={category.id}
                version={category.version}
                fields={{ hidden: category.hidden ? 'false' : 'true' }}
                label={t(category.hidden ? 'taxonomyShow' : 'taxonomyHide')}
                ariaLabel={`${t(category.hidden ? 'taxonomyShow' : 'taxonomyHide')}: ${name}`}
              />
              {category.products === 0 && children.length === 0 && (
                <RowButton
                  intent="delete"
                  id={category.id}
                  version={category.version}
                  label={t('taxonomyDelete')}
                  ariaLabel={`${t('taxonomyDelete')}: ${name}`}
                  danger
                />
              )}
            </div>
          )}
        </div>
        {children.length > 0 && (
          <ul className="ms-4 border-s-2 border-slate-200 ps-3 sm:ms-6">
            {children.map((child, childIndex) => row(child, children, childIndex))}
          </ul>
        )}
      </li>
    );
  };

  const roots = childrenOf(null);
  return (
    <div className="max-w-5xl">
      <Link to={`/${lang}/staff/catalogue`} className="text-brand-800 underline">
        {t('catalogueBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('categoriesTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('categoriesIntro')}</p>
      <Link to={`/${lang}/staff/catalogue/brands`} className={`${pageLink} font-semibold`}>
        {t('taxonomyBrandsLink')}
      </Link>
      {admin && editing && (
        <>
          <NamesForm
            intent="edit"
            id={editing.id}
            version={editing.version}
            names={editing}
            title={t('categoryEditTitle', { name: nameOf(editing) })}
            submit={t('taxonomySave')}
          >
            {(shown) =>
              editing.level > 1 && (
                <FormField
                  label={t('categoryParent')}
                  name="parentId"
                  className="sm:col-span-2"
                  defaultValue={shown('parentId', String(editing.parentId ?? ''))}
                  control={{ select: parentOptions([editing.level - 1]) }}
                />
              )
            }
          </NamesForm>
          <PictureForm id={editing.id} version={editing.version} picture={editing.picture} />
          {editing.level === 3 && editing.products > 0 && (
            <MoveProductsForm
              id={editing.id}
              version={editing.version}
              count={editing.products}
              targets={parentOptions([3]).filter((option) => option.value !== String(editing.id))}
            />
          )}
          <Link to={here} className={pageLink}>
            {t('taxonomyClose')}
          </Link>
        </>
      )}
      {admin && !editing && (
        <NamesForm intent="create" title={t('categoryNew')} submit={t('categoryCreate')}>
          {(shown) => (
            <>
              <FormField
                label={t('categoryParent')}
                name="parentId"
                required={false}
                className="sm:col-span-2"
                defaultValue={shown('parentId', '')}
                control={{
                  select: [{ value: '', label: t('categoryParentNone') }, ...parentOptions([1, 2])],
                }}
              />
              <HiddenAtFirst shown={shown} />
            </>
          )}
        </NamesForm>
      )}
      <ul className="mt-4">{roots.map((root, index) => row(root, roots, index))}</ul>
    </div>
  );
}
