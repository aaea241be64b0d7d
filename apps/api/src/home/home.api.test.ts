import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue/index.ts';
import { branches, carouselTranslations } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { homePages } from './home-routes.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(async () => {
  await store?.close();
});

describe('home page cache', () => {
  it('reuses the home page per branch and language for PRODUCT_CACHE_SECONDS', async () => {
    const rows = await store.db.select({ id: branches.id }).from(branches).orderBy(branches.id).limit(2);
    const [one, two] = rows.map((row) => row.id);
    const cached = homePages(store.db, createCatalogue(store.db, { productCacheSeconds: 5 }));
    const fresh = homePages(store.db, createCatalogue(store.db, { productCacheSeconds: 0 }));
    const shop = (branchId: number, lang: 'en' | 'ar') => ({ branchId, lang });

    const before = await cached.get(shop(one!, 'en'));
    const arabic = await cached.get(shop(one!, 'ar'));
    const [slide] = before.carousels;
    await store.db
      .update(carouselTranslations)
      .set({ title: 'Changed for the test' })
      .where(eq(carouselTranslations.ownerId, slide!.id));
    // Within the time to live: the same answer, each language and branch its own.
    expect(await cached.get(shop(one!, 'en'))).toEqual(before);
    expect(await cached.get(shop(one!, 'ar'))).toEqual(arabic);
    expect(arabic.carousels[0]!.title).not.toBe(before.carousels[0]!.title);
    const other = await cached.get(shop(two!, 'en'));
    expect(other.branch.id).toBe(two);
    expect(other.carousels[0]!.title).toBe('Changed for the test');
    // Without the cache (PRODUCT_CACHE_SECONDS=0), the change shows at once; so it does after a clear.
    expect((await fresh.get(shop(one!, 'en'))).carousels[0]!.title).toBe('Changed for the test');
    store.clearSharedCaches();
    const answer = (await request(store, 'en').get('/api/home?web=1')).json().data;
    expect(answer.carousels[0].title).toBe('Changed for the test');
    expect(answer.addresses).toEqual([]);
  });
});
