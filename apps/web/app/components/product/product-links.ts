import type { Product } from '@store/contract';

/** The image file name the product route carries (the spec's fixed code when the image has none). */
export const fallbackImageName = 'product-placeholder.svg';

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

/** The spec sends the brand named Medication (in either language) to coming soon. */
const comingSoonBrands = new Set(['Medication', 'أدوية']);

export function brandPath(brand: { id: number; name: string }): string {
  return comingSoonBrands.has(brand.name)
    ? '/coming-soon'
    : `/brand/${brand.id}/${encodeURIComponent(slug(brand.name))}`;
}
