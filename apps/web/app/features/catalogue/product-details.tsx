import type { Product } from '@store/contract';
import { useId, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { brandPath, productImage, showPlaceholder } from '../../lib/product-links.ts';
import { TagIcon } from '../../ui/icons.tsx';
import { useCartLine } from '../cart/index.ts';
import { DiscountBadge, ProductPrice } from './price.tsx';
import { AddToCartButton, AlternativesButton, FavouriteButton } from './product-actions.tsx';

/** The top of the product page: large picture and everything needed to decide and buy. */
export function ProductDetails({ product }: { product: Product }) {
  const t = useT('product');
  const lang = useLang();
  const nameId = useId();
  const outOfStock = product.outOfStock === 1;
  const cart = useCartLine(product);
  const [cuttingTypeId, setCuttingTypeId] = useState<number | null>(
    product.selectedCuttingType?.id ?? product.cuttingTypes[0]?.id ?? null,
  );
  /** Changing the cutting type of a product already in the cart changes its cart line too. */
  const chooseCuttingType = (id: number) => {
    setCuttingTypeId(id);
    if (cart.line) cart.update(cart.line.quantity, id);
  };

  return (
    <div className="container-page mt-4 grid gap-6 desk:mt-6 desk:grid-cols-2 desk:gap-10">
      <div className="relative self-start rounded-2xl border border-slate-200 bg-white p-4">
        <img
          src={productImage(product)}
          alt={product.name}
          width={600}
          height={600}
          fetchPriority="high"
          onError={showPlaceholder}
          className={`aspect-square w-full rounded-xl object-contain ${outOfStock ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="absolute start-6 top-6 flex flex-col items-start gap-1">
          <DiscountBadge discount={product.discount} className="px-3 py-1 text-sm" />
          {outOfStock && (
            <span className="rounded-full bg-slate-800 px-3 py-1 text-sm font-bold text-white">
              {t('outOfStock')}
            </span>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-4">
        <div>
          <Link
            to={`/${lang}${brandPath(product.brand)}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            <span className="sr-only">{t('brand')}: </span>
            {product.brand.name}
          </Link>
          <h1 id={nameId} className="mt-1 text-2xl leading-tight font-bold text-slate-900 desk:text-3xl">
            {product.name}
          </h1>
        </div>

        <div>
          <ProductPrice product={product} size="lg" />
          {product.discount > 0 && (
            <p className="mt-1 text-sm font-semibold text-red-700">
              {t('youSave', { percent: formatPercent(product.discount, lang) })}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-600">{t('pricesIncludeVat')}</p>
        </div>

        {product.isSpecialOffer && product.specialOfferDesc && (
          <p className="flex items-start gap-2 rounded-xl border border-orange-200 bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900">
            <TagIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-bold">{t('specialOffer')}: </span>
              {product.specialOfferDesc}
            </span>
          </p>
        )}

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('availability')}</dt>
          <dd
            className={`flex items-center gap-2 font-semibold ${outOfStock ? 'text-red-700' : 'text-brand-700'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${outOfStock ? 'bg-red-600' : 'bg-brand-600'}`}
            />
            {outOfStock ? t('outOfStock') : t('inStock')}
          </dd>
          <dt className="text-slate-600">{t('productCode')}</dt>
          <dd className="font-semibold text-slate-800">{product.id}</dd>
        </dl>

        <QuantityInfo product={product} />

        {product.cuttingTypes.length > 0 && (
          <CuttingTypes product={product} selected={cuttingTypeId} onChange={chooseCuttingType} />
        )}

        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:flex-1">
            {outOfStock ? (
              <AlternativesButton product={product} size="lg" />
            ) : (
              <AddToCartButton product={product} size="lg" cart={cart} cuttingTypeId={cuttingTypeId} />
            )}
          </div>
          <FavouriteButton product={product} variant="full" />
        </div>
      </div>
    </div>
  );
}

function QuantityInfo({ product }: { product: Product }) {
  const t = useT('product');
  const lang = useLang();
  const headingId = useId();
  const byWeight = product.unit === 'kg';
  return (
    <div className="rounded-xl bg-slate-100 px-4 py-3 text-sm">
      <p className="text-slate-700">{byWeight ? t('soldByWeight') : t('soldByPiece')}</p>
      {product.quantities.length > 0 && (
        <>
          <p id={headingId} className="mt-2 font-semibold text-slate-800">
            {byWeight ? t('allowedQuantitiesKg') : t('allowedQuantitiesPiece')}
          </p>
          <ul aria-labelledby={headingId} className="mt-1 flex flex-wrap gap-1.5">
            {product.quantities.map((quantity) => (
              <li
                key={quantity}
                className="min-w-8 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-center text-xs font-semibold text-slate-700"
              >
                {formatNumber(quantity, lang)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The cutting choice of meat, poultry and fish (kept with the cart item). */
function CuttingTypes({
  product,
  selected,
  onChange,
}: {
  product: Product;
  selected: number | null;
  onChange: (id: number) => void;
}) {
  const t = useT('product');
  return (
    <RadioGroup
      value={selected === null ? '' : String(selected)}
      onChange={(value) => onChange(Number(value))}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold text-slate-800">{t('cuttingType')}</Label>
      <div className="flex flex-wrap gap-2">
        {product.cuttingTypes.map((type) => (
          <Radio
            key={type.id}
            value={String(type.id)}
            className={({ isSelected, isFocusVisible }) =>
              `flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                isSelected
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
              } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`
            }
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`grid size-4 place-items-center rounded-full border-2 ${
                    isSelected ? 'border-brand-600' : 'border-slate-400'
                  }`}
                >
                  {isSelected && <span className="size-2 rounded-full bg-brand-600" />}
                </span>
                {type.name}
              </>
            )}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
