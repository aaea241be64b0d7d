import { staffProductFilters } from '@store/contract';
import { Form, Link, useLocation } from 'react-router';
import { formatAmount, formatId, formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { CatalogueData } from './catalogue.server.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

const named = (options: { id: number; name: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));
const filterButton = 'min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white';
const pageLink = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4';

/**
 * Prices and stock: the store's products with one branch's price and stock, found with the
 * store's own search or a product number, filtered by category, brand, stock, visibility, a missing picture or
 * Arabic text, 50 a page by number.
 */
export function CatalogueScreen({ data }: { data: CatalogueData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const pageAfter = (after: number | null) => {
    const search = new URLSearchParams(location.search);
    if (after === null) search.delete('after');
    else search.set('after', String(after));
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
  const branchName = data.branches.find((branch) => branch.id === data.branchId)?.name ?? '';
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('catalogueTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('catalogueIntro')}</p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {staffMay(data.staff.role, 'catalogue.products') && (
          <Link to={`/${lang}/staff/catalogue/new`} className={`${pageLink} font-semibold`}>
            {t('productNew')}
          </Link>
        )}
        {staffMay(data.staff.role, 'catalogue.edit') && (
          <Link to={`/${lang}/staff/catalogue/import`} className={`${pageLink} font-semibold`}>
            {t('importLink')}
          </Link>
        )}
        <Link to={`/${lang}/staff/catalogue/categories`} className={`${pageLink} font-semibold`}>
          {t('taxonomyCategoriesLink')}
        </Link>
        <Link to={`/${lang}/staff/catalogue/brands`} className={`${pageLink} font-semibold`}>
          {t('taxonomyBrandsLink')}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('catalogueTitle')}
        className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <FormField
          label={t('catalogueSearch')}
          name="q"
          required={false}
          maxLength={100}
          defaultValue={data.filter.q ?? ''}
          className="sm:col-span-2"
        />
        {data.branches.length > 1 && (
          <FormField
            label={t('catalogueBranch')}
            name="branchId"
            required={false}
            defaultValue={String(data.branchId)}
            control={{
              select: data.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
            }}
          />
        )}
        <FormField
          label={t('catalogueStock')}
          name="stock"
          required={false}
          defaultValue={data.filter.stock ?? 'any'}
          control={{
            select: [
              { value: 'any', label: t('catalogueStockAny') },
              { value: 'in', label: t('catalogueStockIn') },
              { value: 'out', label: t('catalogueStockOut') },
              { value: 'notSold', label: t('catalogueStockNotSold') },
            ],
          }}
        />
        <FormField
          label={t('catalogueProductFilter')}
          name="product"
          required={false}
          defaultValue={data.filter.product ?? 'all'}
          control={{
            select: staffProductFilters.map((value) => ({
              value,
              label: t(`catalogueProduct_${value}` as StaffKey),
            })),
          }}
        />
        <FormField
          label={t('catalogueCategory')}
          name="categoryId"
          required={false}
          defaultValue={data.filter.categoryId ? String(data.filter.categoryId) : ''}
          control={{ select: [{ value: '', label: t('catalogueAll') }, ...named(data.choices.categories)] }}
        />
        <FormField
          label={t('catalogueBrand')}
          name="brandId"
          required={false}
          defaultValue={data.filter.brandId ? String(data.filter.brandId) : ''}
          control={{ select: [{ value: '', label: t('catalogueAll') }, ...named(data.choices.brands)] }}
        />
        <button type="submit" className={filterButton}>
          {t('apply')}
        </button>
      </Form>
      {data.products.length === 0 ? (
        <p className="mt-6">{t('catalogueEmpty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[44rem]" data-testid="catalogue-rows">
            <caption className="p-2 text-start font-semibold">
              <bdi>{branchName}</bdi>
            </caption>
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('catalogueProduct')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('catalogueBrandCol')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('cataloguePrice')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('catalogueOldPrice')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('catalogueLevel')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.products.map((product) => (
                <tr key={product.id}>
                  <td className="p-2">
                    <Link
                      to={`/${lang}/staff/catalogue/${product.id}?branch=${data.branchId}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      <bdi>{product.name}</bdi>
                    </Link>
                    <span className="block text-xs text-slate-600">
                      #{formatId(product.id, lang)} – <bdi>{product.category}</bdi>
                    </span>
                  </td>
                  <td className="p-2">
                    <bdi>{product.brand}</bdi>
                  </td>
                  <td className="p-2 text-end">
                    {product.price === null ? '—' : formatAmount(product.price, lang)}
                  </td>
                  <td className="p-2 text-end">
                    {product.oldPrice === null ? '—' : formatAmount(product.oldPrice, lang)}
                  </td>
                  <td className="p-2 text-end">
                    {product.price === null
                      ? t('catalogueNoRow')
                      : product.notSold
                        ? t('catalogueNotSold')
                        : formatNumber(product.stock ?? 0, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-3">
        {data.filter.after ? (
          <Link to={pageAfter(null)} className={pageLink}>
            {t('catalogueFirstPage')}
          </Link>
        ) : (
          <span />
        )}
        {data.nextAfter !== null ? (
          <Link to={pageAfter(data.nextAfter)} className={pageLink}>
            {t('catalogueMore')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
