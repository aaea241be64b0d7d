import type { Product } from '@store/contract';

/** The image file name the product route carries (a fixed placeholder when the product has no picture: docs/product.md#screen-details). */
export const fallbackImageName = 'product-placeholder.svg';

/**
 * What an `<img>` shows when a product has no picture: a neutral drawing inlined as a data URL, so it
 * needs no request and can never be missing itself.
 */
export const placeholderImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/>' +
    '<g fill="none" stroke="#94a3b8" stroke-width="12" stroke-linejoin="round">' +
    '<rect x="130" y="110" width="140" height="190" rx="22"/><path d="M160 110V85h80v25M170 205h60M200 175v60"/></g></svg>',
)}`;

/** The product's picture, or the placeholder when it has none. */
export function productImage(product: Pick<Product, 'image'>): string {
  return product.image || placeholderImage;
}

export function imageFileName(product: Pick<Product, 'image'>): string {
  return product.image.split('/').pop() || fallbackImageName;
}

/** Names in URLs: no slashes or percent signs, spaces kept readable. */
export function slug(name: string): string {
  return name
    .replace(/[/%?#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `/product/{id}/{finalPrice}/{imageFileName}/{name}` (without the language prefix). */
export function productPath(product: Pick<Product, 'id' | 'finalPrice' | 'image' | 'name'>): string {
  return `/product/${product.id}/${product.finalPrice.toFixed(2)}/${encodeURIComponent(imageFileName(product))}/${encodeURIComponent(slug(product.name))}`;
}

export function categoryPath(category: { id: number; level: number; name: string }): string {
  return category.id === 10
    ? '/coming-soon'
    : `/category/${category.level}/${category.id}/${encodeURIComponent(slug(category.name))}`;
}

/** The brand named Medication (in either language) leads to coming soon (docs/product.md#screen-details). */
const comingSoonBrands = new Set(['Medication', 'أدوية']);

export function brandPath(brand: { id: number; name: string }): string {
  return comingSoonBrands.has(brand.name)
    ? '/coming-soon'
    : `/brand/${brand.id}/${encodeURIComponent(slug(brand.name))}`;
}

/** Swaps a broken picture for the placeholder (once, so a broken placeholder cannot loop). */
export function showPlaceholder(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src !== placeholderImage) img.src = placeholderImage;
}
