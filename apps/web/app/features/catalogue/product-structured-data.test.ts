import type { Product } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { categoryCrumbs, jsonForScript, productJsonLd } from './product-structured-data.ts';

const product = {
  id: 20,
  name: 'Comtrex </script> 20 tablets',
  description: 'Cold & flu.',
  image: '/api/media/products/p-20.svg',
  brand: { id: 11, name: 'Comtrex', image: '' },
  finalPrice: 41.5,
  outOfStock: 1,
} as Product;

describe('product structured data', () => {
  it('reads the level of each category from its position and links to its listing', () => {
    expect(categoryCrumbs(['Medication-1', 'Cold & flu-9', 'Cold & flu tablets-38'])).toEqual([
      { label: 'Medication', to: '/category/1/1/Medication' },
      { label: 'Cold & flu', to: '/category/2/9/Cold%20%26%20flu' },
      { label: 'Cold & flu tablets', to: '/category/3/38/Cold%20%26%20flu%20tablets' },
    ]);
    expect(categoryCrumbs(['Anti-aging-12', 'Coming-10'])).toEqual([
      { label: 'Anti-aging', to: '/category/1/12/Anti-aging' },
      { label: 'Coming', to: '/coming-soon' },
    ]);
  });

  it('describes the offer in EGP with two decimals and the stock state', () => {
    const ld = productJsonLd(product, 'https://shop.example', '/en/product/20');
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '20',
      image: 'https://shop.example/api/media/products/p-20.svg',
      brand: { name: 'Comtrex' },
      offers: {
        price: '41.50',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/en/product/20',
      },
    });
  });

  it('cannot close its script element', () => {
    const json = jsonForScript(productJsonLd(product, '', '/en/product/20'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('Comtrex </script> 20 tablets');
  });
});
