import type { Product, ProductPictureView } from '@store/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatId, formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { brandPath, productImage, showPlaceholder } from '../../lib/product-links.ts';
import { TagIcon } from '../../ui/icons.tsx';
import { useLoginRequired, useStoreUser } from '../accounts/index.ts';
import { type CartLineControls, useCartLine } from '../cart/index.ts';
import { DiscountBadge, ProductPrice } from './price.tsx';
import { AddToCartButton, AlternativesButton, FavouriteButton } from './product-actions.tsx';

/** The top of the product page: large picture and everything needed to decide and buy. */
export function ProductDetails({
  product,
  pictures = [],
  deliveryPromise = null,
}: {
  product: Product;
  pictures?: ProductPictureView[];
  /** The branch's delivery time promise for instant orders, in the answer's words (docs/decisions/0088). */
  deliveryPromise?: string | null;
}) {
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
        {pictures.length > 1 ? (
          <PictureStrip pictures={pictures} label={product.name} dimmed={outOfStock} />
        ) : (
          <img
            src={pictures[0]?.url ?? productImage(product)}
            alt={pictures[0]?.alt ?? product.name}
            width={600}
            height={600}
            fetchPriority="high"
            onError={showPlaceholder}
            className={`aspect-square w-full rounded-xl object-contain ${outOfStock ? 'opacity-60 grayscale' : ''}`}
          />
        )}
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
          {deliveryPromise && (
            <p className="mt-2 text-sm font-semibold text-brand-800" data-testid="delivery-promise">
              {deliveryPromise}
            </p>
          )}
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
          <dd className="font-semibold text-slate-800">{formatId(product.id, lang)}</dd>
        </dl>

        <QuantityInfo product={product} cart={cart} cuttingTypeId={cuttingTypeId} />

        {product.cuttingTypes.length > 0 && (
          <CuttingTypes product={product} selected={cuttingTypeId} onChange={chooseCuttingType} />
        )}

        {product.medicineClass === 'prescription' && (
          <p
            data-testid="prescription-only"
            className="rounded-xl bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900"
          >
            {t('prescriptionOnly')}
          </p>
        )}
        {product.medicineClass === 'controlled' && (
          <p
            role="note"
            data-testid="controlled-medicine"
            className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <span className="block font-semibold">{t('controlledTitle')}</span>
            {t('controlledText')}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:flex-1">
            {product.medicineClass === 'controlled' ? null : outOfStock ? (
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

/**
 * How the product is sold and its allowed quantities, as chips: pressing one puts that quantity in the
 * cart (adds the product, or changes its line). Without scripts each chip posts the product's page.
 */
function QuantityInfo({
  product,
  cart,
  cuttingTypeId,
}: {
  product: Product;
  cart: CartLineControls;
  cuttingTypeId: number | null;
}) {
  const t = useT('product');
  const lang = useLang();
  const headingId = useId();
  const { user } = useStoreUser();
  const requireLogin = useLoginRequired();
  const byWeight = product.unit === 'kg';
  // A controlled medicine is shown, never sold online.
  const orderable = product.outOfStock !== 1 && product.medicineClass !== 'controlled';
  const current = cart.line ? cart.quantity : null;
  const choose = (quantity: number) => {
    if (!user) requireLogin();
    else if (cart.line) cart.update(quantity, cuttingTypeId);
    else if (!cart.pending) cart.add(quantity, cuttingTypeId);
  };
  return (
    <div className="rounded-xl bg-slate-100 px-4 py-3 text-sm">
      <p className="text-slate-700">{byWeight ? t('soldByWeight') : t('soldByPiece')}</p>
      {product.quantities.length > 0 && (
        <>
          <p id={headingId} className="mt-2 font-semibold text-slate-800">
            {byWeight ? t('allowedQuantitiesKg') : t('allowedQuantitiesPiece')}
          </p>
          <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2" data-testid="quantity-chips">
            {product.quantities.map((quantity) => {
              const label = formatNumber(quantity, lang);
              const chosen = current !== null && Math.abs(current - quantity) < 1e-9;
              const chip = `min-w-11 rounded-full border px-3 py-2 text-center text-sm font-semibold tabular-nums ${
                chosen
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700'
              }`;
              return (
                <li key={quantity}>
                  {orderable ? (
                    <form
                      method="post"
                      onSubmit={(event) => {
                        event.preventDefault();
                        choose(quantity);
                      }}
                    >
                      <input type="hidden" name="intent" value={cart.line ? 'update' : 'add'} />
                      {cart.line ? (
                        <input type="hidden" name="itemId" value={cart.line.itemId} />
                      ) : (
                        <input type="hidden" name="productId" value={product.id} />
                      )}
                      <input type="hidden" name="quantity" value={quantity} />
                      {cuttingTypeId ? (
                        <input type="hidden" name="cuttingTypeId" value={cuttingTypeId} />
                      ) : null}
                      <button
                        type="submit"
                        aria-pressed={chosen}
                        aria-label={t('setQuantity', {
                          quantity: `${label}${byWeight ? (lang === 'ar' ? ' كجم' : ' kg') : ''}`,
                        })}
                        className={chip}
                      >
                        {label}
                      </button>
                    </form>
                  ) : (
                    <span className={chip}>{label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The cutting choice of meat, poultry and fish (kept with the cart item): native radios, no script needed. */
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
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('cuttingType')}</legend>
      <div className="flex flex-wrap gap-2">
        {product.cuttingTypes.map((type) => (
          <label
            key={type.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={type.id}
              checked={selected === type.id}
              onChange={() => onChange(type.id)}
              className="size-4 accent-brand-600"
            />
            {type.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A product's uploaded pictures (docs/decisions/0070): one large picture at a time in a strip that
 * swipes and snaps, and the small pictures under it as links to each. No script: the storefront's
 * first-load JavaScript stays as it was.
 */
function PictureStrip({
  pictures,
  label,
  dimmed,
}: {
  pictures: ProductPictureView[];
  label: string;
  dimmed: boolean;
}) {
  const stripId = useId();
  const pictureId = (index: number) => `${stripId}-${index + 1}`;
  return (
    <>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable to scroll by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:none]"
      >
        {pictures.map((picture, index) => (
          <img
            key={picture.url}
            id={pictureId(index)}
            src={picture.url}
            alt={picture.alt}
            width={600}
            height={600}
            {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            onError={showPlaceholder}
            className={`aspect-square w-full shrink-0 snap-center object-contain ${dimmed ? 'opacity-60 grayscale' : ''}`}
          />
        ))}
      </section>
      <ul className="mt-3 flex flex-wrap gap-2">
        {pictures.map((picture, index) => (
          <li key={picture.url}>
            <a
              href={`#${pictureId(index)}`}
              className="block rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <img
                src={picture.thumb}
                alt={picture.alt}
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-lg object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
