import type { Product } from '@store/contract';
import { categoryPath } from '../../lib/product-links.ts';
import { absoluteUrl } from '../../lib/seo/page-meta.ts';
import type { Crumb } from '../../ui/breadcrumb.tsx';

/** `categories` holds 'name-id' strings for levels 1, 2 and 3, in that order. */
export function categoryCrumbs(categories: string[]): Crumb[] {
  return categories.flatMap((entry, index) => {
    const cut = entry.lastIndexOf('-');
    const id = Number(entry.slice(cut + 1));
    const name = entry.slice(0, cut);
    if (cut < 1 || !Number.isInteger(id)) return [];
    return [{ label: name, to: categoryPath({ id, level: index + 1, name }) }];
  });
}

/** schema.org Product for search engines: price in EGP with two decimals. */
export function productJsonLd(product: Product, origin: string, pagePath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: absoluteUrl(origin, product.image) } : {}),
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand.name },
    sku: String(product.id),
    offers: {
      '@type': 'Offer',
      url: `${origin}${pagePath}`,
      price: product.finalPrice.toFixed(2),
      priceCurrency: 'EGP',
      availability: product.outOfStock === 1 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

/** JSON in a script element: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
