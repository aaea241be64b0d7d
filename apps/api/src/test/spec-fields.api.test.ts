import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, products } from '../db/schema.ts';
import { build, request, shopper, type TestStore } from './build.ts';
import { chooseAddressAndPayment } from './shop-test-support.ts';

/* Answers read as the spec's section 3 names them, field by field, as a mobile app reads them. */

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store.close());

async function inStockPieces(count: number) {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000`)
    .orderBy(products.id)
    .limit(count);
  return rows.map((row) => row.id);
}

describe('the spec’s data shapes', () => {
  it('GET home answers a signed-in customer’s own addresses and payment type, and a guest none', async () => {
    const me = await shopper(store);
    await chooseAddressAndPayment(me, 1);
    const mine = (await me.get('/api/home')).json().data;
    expect(mine.addresses).toHaveLength(1);
    expect(mine.addresses[0]).toMatchObject({ city: 'Cairo', area: 'Nasr City' });
    expect(mine.paymentType).toMatchObject({ id: 1, type: expect.any(String) });
    // The shared page is untouched by it: a guest still gets none.
    const guest = (await request(store).get('/api/home')).json().data;
    expect(guest.addresses).toEqual([]);
    expect(guest.paymentType).toBeNull();
  });

  it('puts the token in the user of a new session, as well as in data.token', async () => {
    const me = await shopper(store);
    const profile = (await me.get('/api/profile')).json().data.user;
    const login = await store.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.88.0.1',
      payload: { username: profile.email, password: 'Shopper-pass1', deviceType: 'Android' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { data } = login.json();
    expect(data.user.token).toBe(data.token);
    expect(data.user).toMatchObject({ first_name: 'Test', email: profile.email, isSocial: false });
  });

  it('answers a product’s cart quantity and amount as `quantity` and `amount`, 0 when not in the cart', async () => {
    const me = await shopper(store);
    const [inCart, notInCart] = await inStockPieces(2);
    expect((await me.post('/api/cart/add', { productId: inCart, quantity: 3 })).statusCode).toBe(200);
    const product = (await me.get(`/api/products/${inCart}`)).json().data.product;
    expect(product.quantity).toBe(3);
    expect(product.amount).toBeCloseTo(product.finalPrice * 3, 2);
    expect(product.inCart).toMatchObject({ quantity: 3 });
    const other = (await me.get(`/api/products/${notInCart}`)).json().data.product;
    expect(other).toMatchObject({ quantity: 0, amount: 0, inCart: null });
    // A guest sees the same product as not in any cart.
    const guest = (await request(store).get(`/api/products/${inCart}`)).json().data.product;
    expect(guest).toMatchObject({ quantity: 0, amount: 0, inCart: null });
  });

  it('asks a guest placing an order to log in with the spec’s words, in each language', async () => {
    const en = await request(store).post('/api/cart/order', { comment: '', orderFrom: 'Web' });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Please login to proceed cart order');
    const ar = await request(store, 'ar').post('/api/cart/order', { comment: '', orderFrom: 'Web' });
    expect(ar.json().message).toBe('من فضلك سجل الدخول لإتمام الطلب');
  });
});
