import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, queuedCode, request, sampleAddress, shopper, type TestStore } from './build.ts';
import { chooseAddressAndPayment } from './shop-test-support.ts';

/*
 * The answers as the spec's clients read them (spec section 3): the mobile apps are
 * written field by field against it, so a field it names that disappears from an answer fails here.
 */

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(async () => {
  await store?.close();
});

/** Every field the spec's section 3 names for the entity is present in the answer's object. */
function expectSpecFields(entity: string, value: Record<string, unknown>, fields: string[]) {
  const missing = fields.filter((field) => !(field in value));
  expect(missing, `${entity} lacks fields of spec section 3`).toEqual([]);
}

const specUser = ['first_name', 'last_name', 'phone', 'email', 'token', 'isSocial'];
const specAddress = ['id', 'address', 'fullAddress', 'streetName', 'building', 'floor', 'apartment', 'area'];
const specHome = ['carousels', 'featuredCategories', 'products', 'addresses', 'paymentType', 'branch'];
const specPaymentType = ['id', 'type'];

describe('answers in the shapes of spec section 3', () => {
  // Now the session of a new account comes with its verified code (decision 0044).
  it('puts the token inside the user of a finished sign-up and of login, as well as at data.token', async () => {
    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.91.0.1',
      payload: {
        first_name: 'Spec',
        last_name: 'Reader',
        phone: '01209990001',
        email: 'spec.reader@example.com',
        password: 'Shopper-pass1',
        password_confirmation: 'Shopper-pass1',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/verify/registration/code',
      remoteAddress: '10.91.0.1',
      payload: { user_id: registered.json().item, code: await queuedCode(store, '01209990001') },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { user, token } = verified.json().data;
    expectSpecFields('user', user, specUser);
    expect(user.token).toBe(token);

    const login = await store.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.91.0.1',
      payload: { username: 'spec.reader@example.com', password: 'Shopper-pass1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expectSpecFields('user', login.json().data.user, specUser);
    expect(login.json().data.user.token).toBe(login.json().data.token);
    // The token works where the app sends it.
    const profile = await store.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${login.json().data.user.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it("answers GET home with a signed-in customer's own addresses and chosen payment type", async () => {
    const me = await shopper(store);
    await chooseAddressAndPayment(me, 1);
    await me.post('/api/addresses', { ...sampleAddress, streetName: 'Makram Ebeid' });
    const home = (await me.get('/api/home')).json().data;
    expectSpecFields('home', home, specHome);
    expect(home.addresses).toHaveLength(2);
    for (const address of home.addresses) expectSpecFields('address', address, specAddress);
    expect(home.addresses.filter((address: { selected: boolean }) => address.selected)).toHaveLength(1);
    expectSpecFields('paymentType', home.paymentType, specPaymentType);
    expect(home.paymentType.id).toBe(1);
    // The same as the customer's own lists say.
    expect(home.addresses).toEqual((await me.get('/api/addresses')).json().data.addresses);
    const types = (await me.get('/api/cart/payment/types')).json().data.paymentTypes;
    expect(home.paymentType).toEqual(types.find((type: { id: number }) => type.id === 1));
    // In Arabic, the payment type's name is Arabic.
    const arabic = (await me.get('/api/home', { 'content-language': 'ar' })).json().data;
    expect(arabic.paymentType.type).toMatch(/[\u0600-\u06FF]/);

    // Another customer and a guest see none of them (the shared part stays cached for all).
    const other = (await (await shopper(store)).get('/api/home')).json().data;
    expect(other.addresses).toEqual([]);
    expect(other.paymentType).toBeNull();
    const guest = (await request(store, 'en', 'guest-device-spec1').get('/api/home')).json().data;
    expectSpecFields('home', guest, specHome);
    expect(guest.addresses).toEqual([]);
    expect(guest.paymentType).toBeNull();
  });
});
