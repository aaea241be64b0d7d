import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTranslations } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { renderProductImage } from './render-product-image.ts';

/** `GET /api/media/products/p-{id}.svg` on the demo catalogue: what each product is, in no language. */
let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

async function picture(name: string) {
  const [row] = await store.db
    .select({ id: products.id, color: products.imageColor })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.ownerId, products.id))
    .where(and(eq(productTranslations.lang, 'en'), eq(productTranslations.name, name)));
  const response = await request(store, 'ar').get(`/api/media/products/p-${row!.id}.svg`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  return { ...row!, svg: response.body };
}

describe('product pictures', () => {
  it('draws a tomato as a tomato and a syrup as a bottle, with no words, small', async () => {
    for (const [name, shape] of [
      ['Tomatoes', 'tomato'],
      ['Cucumbers', 'cucumber'],
      ['Minced beef', 'mince'],
      ['Brufen syrup 100 mg/5 ml 100 ml', 'bottle'],
      ['Augmentin 457 mg/5 ml suspension 70 ml', 'bottle'],
      ['Panadol Extra 24 tablets', 'blister'],
    ] as const) {
      const { id, color, svg } = await picture(name);
      expect(svg, name).toBe(renderProductImage({ id, shape, color }));
      expect(svg).not.toMatch(/<text|<title/);
      expect(svg.length).toBeLessThan(5 * 1024);
    }
  });
});
