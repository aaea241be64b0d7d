import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, request, type TestStore } from '../test/build.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store.close());

describe('a product the branch does not sell (docs/decisions/0031)', () => {
  it('is 404 at the branch, and products/{id}/branches names the branches that sell it (en and ar)', async () => {
    // A product some branch does not sell, and that branch, chosen by the device.
    const [row] = await store.db
      .execute(sql`
        select p.id as "productId", b.id as "branchId"
        from products p cross join branches b
        where not exists (select 1 from branch_products bp where bp.product_id = p.id and bp.branch_id = b.id)
          and exists (select 1 from branch_products bp where bp.product_id = p.id)
        order by p.id, b.id limit 1`)
      .then((result) => (result as unknown as { rows: { productId: number; branchId: number }[] }).rows);
    expect(row, 'the demo store has a product a branch does not sell').toBeDefined();
    const id = row!.productId;
    const expected = await store.db
      .execute(sql`select branch_id as id from branch_products where product_id = ${id} order by branch_id`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));

    const en = request(store, 'en', 'device-elsewhere-0001');
    const chosen = await en.post(
      '/api/branches/select',
      { branchId: String(row!.branchId), override: '1' },
      true,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await en.get(`/api/products/${id}`)).statusCode).toBe(404);
    const answer = await en.get(`/api/products/${id}/branches`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { product, branches } = answer.json().data;
    expect(product).toMatchObject({ id, image: `http://localhost:80/api/media/products/p-${id}.svg` });
    expect(product.name).not.toBe('');
    expect(branches.map((branch: { id: number }) => branch.id)).toEqual(expected);
    for (const branch of branches) {
      expect(branch.name).not.toBe('');
      expect(typeof branch.inStock).toBe('boolean');
    }
    const ar = request(store, 'ar', 'device-elsewhere-0002');
    const arabic = (await ar.get(`/api/products/${id}/branches`)).json().data;
    expect(arabic.product.name).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.branches[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('is 404 for no such product', async () => {
    const res = await request(store, 'en', 'device-elsewhere-0003').get('/api/products/987654/branches');
    expect(res.statusCode).toBe(404);
  });
});

describe('absolute URLs (docs/decisions/0031)', () => {
  it('start with PUBLIC_URL when it is set, whatever Host the request named', async () => {
    // A second app on this store's database: only the setting differs.
    const configured = await build({ publicUrl: 'https://shop.example', shareDatabaseOf: store });
    try {
      const answer = await configured.app.inject({
        method: 'GET',
        url: '/api/products/1',
        headers: { host: 'evil.example' },
      });
      expect(answer.json().data.product.image).toBe('https://shop.example/api/media/products/p-1.svg');
    } finally {
      await configured.close();
    }
  });

  it("start with the request's own origin without it (demo: localhost, a LAN address)", async () => {
    const answer = await store.app.inject({
      method: 'GET',
      url: '/api/products/1',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(answer.json().data.product.image).toBe('http://192.168.1.20:3000/api/media/products/p-1.svg');
    const related = answer.json().data.relatedProducts as { image: string }[];
    for (const product of related)
      expect(product.image).toMatch(/^http:\/\/192\.168\.1\.20:3000\/api\/media\//);
  });
});
