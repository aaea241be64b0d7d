import { staffProductLimits } from '@store/contract';
import { Link } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { ProductEditorData } from './product-editor.server.ts';
import { ProductPicturesSection } from './product-pictures-section.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * A product's own fields (admins, docs/decisions/0052): English and Arabic side by side, brand and
 * level-3 category by name, quantities, SKU and barcodes; hide and show. A plain form that works
 * without scripts; what is typed is judged by the API (any digits), and a refusal keeps it.
 */
export function ProductEditorScreen({ data }: { data: ProductEditorData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { product, choices } = data;
  const save = useFormAction<unknown>({ intent: 'save' });
  const refused = save.result && !save.result.ok ? save.result : undefined;
  /** What a box shows: what was typed if the save was refused, else the saved value. */
  const shown = (name: string, saved: string) => refused?.values?.[name] ?? saved;
  const checked = (name: string, saved: boolean) => (refused?.values ? refused.values[name] === 'on' : saved);
  const name = product ? (lang === 'ar' ? product.nameAr : product.nameEn) : '';
  /** A brand or category box: chosen by name, empty at first for a new product. */
  const choice = (field: string, label: string, options: { id: number; name: string }[], saved?: number) => (
    <FormField
      label={label}
      name={field}
      defaultValue={shown(field, saved === undefined ? '' : String(saved))}
      control={{
        select: [
          { value: '', label: t('productChoose'), disabled: true },
          ...options.map((option) => ({ value: String(option.id), label: option.name })),
        ],
      }}
    />
  );
  const pair = (field: 'name' | 'description' | 'uses', rows?: number) =>
    (['En', 'Ar'] as const).map((suffix) => {
      const key = `${field}${suffix}` as const;
      return (
        <FormField
          key={key}
          label={t(`product${field[0]!.toUpperCase()}${field.slice(1)}${suffix}` as StaffKey)}
          name={key}
          dir={suffix === 'Ar' ? 'rtl' : 'ltr'}
          required={field === 'name'}
          maxLength={staffProductLimits[`${field}Max`]}
          defaultValue={shown(key, product?.[key] ?? '')}
          {...(field === 'uses' && { hint: t('productUsesHint') })}
          {...(rows && { control: { rows } })}
        />
      );
    });
  return (
    <div className="max-w-4xl">
      <Link
        to={product ? `/${lang}/staff/catalogue/${product.id}` : `/${lang}/staff/catalogue`}
        className="text-brand-800 underline"
      >
        {product ? name : t('catalogueBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{product ? <bdi>{name}</bdi> : t('productNewTitle')}</h1>
      {product && (
        <p className="text-slate-700">
          #{formatId(product.id, lang)} –{' '}
          {t('catalogueVersion', { version: formatNumber(product.version, lang) })}
        </p>
      )}
      <p className="mt-1 text-slate-700">{t('productDetailsIntro')}</p>
      {product && <Visibility product={product} />}
      <save.fetcher.Form method="post" className={`${card} mt-4 grid gap-4`} key={product?.version ?? 'new'}>
        <input type="hidden" name="intent" value="save" />
        {product && <input type="hidden" name="version" value={product.version} />}
        <div className="grid gap-4 sm:grid-cols-2">
          {pair('name')}
          {pair('description', 4)}
          {pair('uses')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('brandId', t('productBrand'), choices.brands, product?.brandId)}
          {choice(
            'categoryId',
            t('productCategory'),
            choices.categories.filter((category) => category.level === 3),
            product?.categoryId,
          )}
          <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              name="weighted"
              defaultChecked={checked('weighted', product?.weighted ?? false)}
              className="size-5"
            />
            {t('productWeighted')}
          </label>
          <label className="flex min-h-11 items-start gap-2 sm:col-span-2">
            <input
              type="checkbox"
              name="coldChain"
              defaultChecked={checked('coldChain', product?.coldChain ?? false)}
              aria-describedby="cold-chain-hint"
              className="mt-0.5 size-5"
            />
            <span>
              {t('productColdChain')}
              <span id="cold-chain-hint" className="block text-sm text-slate-700">
                {t('productColdChainHint')}
              </span>
            </span>
          </label>
          <FormField
            label={t('productQuantities')}
            hint={t('productQuantitiesHint')}
            name="quantities"
            inputMode="decimal"
            defaultValue={shown(
              'quantities',
              (product?.quantities ?? [1])
                .map((quantity) => formatNumber(quantity, lang))
                .join(lang === 'ar' ? '، ' : ', '),
            )}
          />
          <FormField
            label={t('productSku')}
            name="sku"
            dir="ltr"
            required={false}
            maxLength={staffProductLimits.skuMax}
            defaultValue={shown('sku', product?.sku ?? '')}
          />
          <FormField
            label={t('productBarcodes')}
            hint={t('productBarcodesHint')}
            name="barcodes"
            dir="ltr"
            required={false}
            control={{ rows: 3 }}
            defaultValue={shown('barcodes', (product?.barcodes ?? []).join('\n'))}
            className="sm:col-span-2"
          />
          {!product && (
            <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
              <input
                type="checkbox"
                name="hidden"
                defaultChecked={checked('hidden', false)}
                className="size-5"
              />
              {t('productHiddenLabel')}
            </label>
          )}
        </div>
        <ResultNotice result={save.result} />
        <div>
          <button type="submit" className={primary} disabled={save.sending}>
            {save.sending ? t('sending') : t(product ? 'productSave' : 'productCreate')}
          </button>
        </div>
      </save.fetcher.Form>
      {product && <ProductPicturesSection pictures={product.pictures} />}
    </div>
  );
}

/** Whether customers see the product, and the button that changes it (from the version shown). */
function Visibility({ product }: { product: NonNullable<ProductEditorData['product']> }) {
  const t = useStaffT();
  const visibility = useFormAction<unknown>({ intent: 'visibility' });
  return (
    <visibility.fetcher.Form method="post" className={`${card} mt-4 flex flex-wrap items-center gap-3`}>
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="version" value={product.version} />
      <input type="hidden" name="hidden" value={product.hidden ? 'false' : 'true'} />
      {product.hidden && <p className="font-semibold text-red-800">{t('productHiddenNow')}</p>}
      <button type="submit" className={secondary} disabled={visibility.sending}>
        {t(product.hidden ? 'productShow' : 'productHide')}
      </button>
      <ResultNotice result={visibility.result} className="basis-full" />
    </visibility.fetcher.Form>
  );
}
