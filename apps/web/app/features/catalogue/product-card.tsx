import type { Product } from '@store/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { productImage, productPath, showPlaceholder } from '../../lib/product-links.ts';
import { TagIcon } from '../../ui/icons.tsx';
import { DiscountBadge, ProductPrice } from './price.tsx';
import { AddToCartButton, AlternativesButton, FavouriteButton } from './product-actions.tsx';

/**
 * A product in a grid or slider: picture, name, brand, price with the struck old price and the
 * discount, the special-offer text, stock badge, favourite toggle and Add to cart (or Show
 * alternatives when out of stock). Fills its cell's height so cards in a row line up.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: Product;
  /** The name's heading level under the section that lists the card. */
  headingLevel?: 2 | 3 | 4;
  /** A card in the first row of a page: its picture loads at once, first (the page's largest paint). */
  priority?: boolean;
}) {
  const t = useT('product');
  const lang = useLang();
  const nameId = useId();
  const outOfStock = product.outOfStock === 1;
  const Heading = `h${headingLevel}` as const;
  const href = `/${lang}${productPath(product)}`;

  return (
    <article
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <img
            src={productImage(product)}
            alt=""
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={showPlaceholder}
            className={`aspect-square w-full rounded-xl bg-slate-50 object-contain ${outOfStock ? 'opacity-60 grayscale' : ''}`}
          />
        </Link>
        <div className="pointer-events-none absolute start-2 top-2 flex flex-col items-start gap-1">
          <DiscountBadge discount={product.discount} />
          {outOfStock && (
            <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-bold text-white">
              {t('outOfStock')}
            </span>
          )}
        </div>
        <div className="absolute end-2 top-2">
          <FavouriteButton product={product} />
        </div>
      </div>

      {product.isSpecialOffer && product.specialOfferDesc && (
        <p
          className="mt-2 flex items-start gap-1 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-900"
          title={product.specialOfferDesc}
        >
          <TagIcon className="mt-0.5 size-3.5 shrink-0" />
          <span className="line-clamp-2">
            <span className="sr-only">{t('specialOffer')}: </span>
            {product.specialOfferDesc}
          </span>
        </p>
      )}

      <p className="mt-2 truncate text-xs text-slate-600">{product.brand.name}</p>
      <Heading id={nameId} className="text-sm leading-5 font-semibold text-slate-800">
        <Link to={href} className="line-clamp-2 min-h-10 hover:text-brand-700 hover:underline">
          {product.name}
        </Link>
      </Heading>

      <div className="mt-auto flex flex-col gap-2 pt-2">
        <ProductPrice product={product} />
        {outOfStock ? (
          <AlternativesButton product={product} describedBy={nameId} />
        ) : (
          <AddToCartButton product={product} describedBy={nameId} />
        )}
      </div>
    </article>
  );
}
