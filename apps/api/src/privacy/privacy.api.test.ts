import { dataExportFiles, normalizePhone, orderStatusIds, PRIVACY_NOTICE_VERSION } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, branchProducts, consents, dataRequests, orders, products } from '../db/schema.ts';
import { build, queuedCode, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderTheCart } from '../test/shop-test-support.ts';
import { photo, postForm, storedBytes } from '../test/test-files.ts';

/** The customer's own data (docs/decisions/0067): consents, the data download, deleting the account. */

let store: TestStore;
let productId: number;
beforeAll(async () => {
  store = await build();
  const [row] = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, eq(branchProducts.productId, products.id))
    .where(
      sql`${branchProducts.branchId} = 1 and not ${products.weighted} and ${branchProducts.stockMilli} >= 50000 and ${branchProducts.price} between 12000 and 50000`,
    )
    .limit(1);
  productId = row!.id;
});
afterAll(() => store?.close());

/** A customer with one of everything: an address, an order, a prescription with a photo, a support issue, a favourite, a device. */
async function customerWithData(marker: string) {
  const me = await shopper(store);
  await fillCart(me, [productId]);
  const orderId = (await orderTheCart(me, { comment: `Ring twice ${marker}` })).item as number;
  const addressId = (
    await me.post('/api/addresses', { ...sampleAddress, streetName: `Street ${marker}` })
  ).json().item;
  const sent = await postForm(
    store,
    me.token,
    '/api/prescriptions/send',
    { address_id: addressId, description: `For ${marker}`, health_consent: 'true' },
    [{ filename: 'rx.jpg', contentType: 'image/jpeg', data: await photo('jpeg') }],
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const issue = await me.post('/api/support/issues', { typeId: 1, comment: `Problem ${marker}` });
  expect(issue.statusCode, issue.body).toBe(200);
  expect((await me.post('/api/favorite/toggle/product', { productId })).statusCode).toBe(200);
  expect(
    (await me.post('/api/notifications/devices', { deviceType: 'android', token: `fcm-${marker}` }))
      .statusCode,
  ).toBe(200);
  return { me, orderId };
}

async function profileOf(me: Shopper) {
  return (await me.get('/api/profile')).json().data.user as {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
  };
}

describe('consents', () => {
  it('records the privacy notice at sign-up and every grant and withdrawal as a new row', async () => {
    const me = await shopper(store);
    const first = await me.get('/api/profile/consents');
    expect(first.statusCode, first.body).toBe(200);
    const byKind = (answer: typeof first) =>
      Object.fromEntries(
        (answer.json().data.consents as { kind: string; granted: boolean }[]).map((c) => [c.kind, c.granted]),
      );
    expect(first.json().data.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(byKind(first)).toEqual({
      privacy: true,
      marketing_sms: false,
      marketing_whatsapp: false,
      marketing_email: false,
      marketing_push: false,
      health_data: false,
    });

    const given = await me.post('/api/profile/consents', { kind: 'marketing_whatsapp', granted: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.consent).toMatchObject({ kind: 'marketing_whatsapp', granted: true });
    // A form post sends text.
    const withdrawn = await me.post('/api/profile/consents', {
      kind: 'marketing_whatsapp',
      granted: 'false',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(byKind(await me.get('/api/profile/consents')).marketing_whatsapp).toBe(false);

    const rows = await store.db
      .select()
      .from(consents)
      .where(eq(consents.userId, me.userId))
      .orderBy(consents.id);
    expect(rows.map((r) => [r.kind, r.granted, r.channel, r.version])).toEqual([
      ['privacy', true, 'web', PRIVACY_NOTICE_VERSION],
      ['marketing_whatsapp', true, 'web', PRIVACY_NOTICE_VERSION],
      ['marketing_whatsapp', false, 'web', PRIVACY_NOTICE_VERSION],
    ]);

    const bad = await me.post('/api/profile/consents', { kind: 'marketing_pigeon', granted: true });
    expect(bad.statusCode).toBe(422);
    expect((await store.app.inject({ method: 'GET', url: '/api/profile/consents' })).statusCode).toBe(401);
  });
});

describe('the data download', () => {
  it("holds every category of the caller's data, with the prescription's file, and nothing of another customer", async () => {
    const { me, orderId } = await customerWithData('mine-7731');
    const other = await customerWithData('theirs-9142');
    const otherProfile = await profileOf(other.me);
    const answer = await me.get('/api/profile/data-export');
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.zip"$/);
    const zip = unzipSync(new Uint8Array(answer.rawPayload));
    for (const name of dataExportFiles) expect(Object.keys(zip)).toContain(name);
    const read = (name: string) => JSON.parse(strFromU8(zip[name]!));

    const mine = await profileOf(me);
    // The number as the store keeps it, in its one form (docs/decisions/0073).
    expect(read('profile.json')).toMatchObject({
      id: me.userId,
      phone: normalizePhone(mine.phone),
      email: mine.email,
    });
    expect(read('profile.json')).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(read('addresses.json'))).toContain('Street mine-7731');
    const [order] = read('orders.json');
    expect(order).toMatchObject({ id: orderId, comment: 'Ring twice mine-7731' });
    expect(order.lines).toEqual([expect.objectContaining({ productId })]);
    expect(order).toHaveProperty('payments');
    const [prescription] = read('prescriptions.json');
    expect(prescription.description).toBe('For mine-7731');
    expect(prescription.files).toHaveLength(1);
    const [file] = await store.db
      .select()
      .from(attachments)
      .where(eq(attachments.prescriptionId, prescription.id));
    expect(Buffer.from(zip[prescription.files[0]]!)).toEqual(await storedBytes(store, file!.storageKey));
    const [issue] = read('support.json');
    expect(issue).toMatchObject({ comment: 'Problem mine-7731', replies: [] });
    expect(read('notifications.json').length).toBeGreaterThan(0);
    // The privacy notice at sign-up, the health data with the first prescription (decision 0074).
    expect(read('consents.json')).toEqual([
      expect.objectContaining({ kind: 'privacy', granted: true }),
      expect.objectContaining({ kind: 'health_data', granted: true }),
    ]);

    // Nothing of the other customer, anywhere in it.
    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const theirs of ['theirs-9142', otherProfile.phone, otherProfile.email])
      expect(everything).not.toContain(theirs);

    const logged = await store.db.select().from(dataRequests).where(eq(dataRequests.userId, me.userId));
    expect(logged).toEqual([expect.objectContaining({ kind: 'export' })]);
    expect((await store.app.inject({ method: 'GET', url: '/api/profile/data-export' })).statusCode).toBe(401);
  });
});

/** The rows of a raw query, whichever driver ran it (node-postgres: `rows`; others: the array). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Every text column of every table (jsonb too) that holds `value`: `table.column` names. */
async function foundAnywhere(value: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await store.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')
    `),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hit = await store.db.execute(
      sql`select 1 from ${sql.identifier(table)} where position(${value} in ${sql.identifier(column)}::text) > 0 limit 1`,
    );
    if (rowsOf(hit).length > 0) found.push(`${table}.${column}`);
  }
  expect(columns.length).toBeGreaterThan(50);
  return found;
}

describe('deleting the account', () => {
  it('waits while an order is on its way, then erases the person everywhere and lets the phone register again', async () => {
    const { me, orderId } = await customerWithData('gone-5520');
    const before = await profileOf(me);
    const ar = { 'content-language': 'ar' };

    const refused = await me.post('/api/profile/delete/code', undefined, ar);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('طلب');
    await store.db.update(orders).set({ statusId: orderStatusIds.delivered }).where(eq(orders.id, orderId));

    const sent = await me.post('/api/profile/delete/code');
    expect(sent.statusCode, sent.body).toBe(200);
    const code = (await queuedCode(store, before.phone))!;
    expect(code).toMatch(/^\d{4}$/);
    const wrong = await me.post('/api/profile/delete', { code: code === '0000' ? '1111' : '0000' });
    expect(wrong.statusCode).toBe(422);
    expect((await profileOf(me)).phone).toBe(before.phone);

    const [file] = await store.db.select().from(attachments).where(eq(attachments.userId, me.userId));
    const deleted = await me.post('/api/profile/delete', { code });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Every session has ended.
    expect((await me.get('/api/profile')).statusCode).toBe(401);
    await store.app.jobs.runDue();
    expect(await storedBytes(store, file!.storageKey)).toBeNull();

    // The order stays for the accounts: its amounts and lines, no person.
    const [kept] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({ addressText: '', comment: '' });
    expect(kept!.total).toBeGreaterThan(0);

    for (const value of [before.phone, before.email, before.last_name, 'gone-5520'])
      expect(await foundAnywhere(value), value).toEqual([]);

    // The phone and e-mail can make a new account.
    const again = await store.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'New',
        last_name: 'Person',
        phone: before.phone,
        email: before.email,
        password: 'Shopper-pass1',
        password_confirmation: 'Shopper-pass1',
      },
      remoteAddress: '10.99.0.1',
    });
    expect(again.statusCode, again.body).toBe(200);
    const signUpId = again.json().item;
    const verify = await store.app.inject({
      method: 'POST',
      url: '/api/verify/registration/code',
      payload: { user_id: signUpId, code: (await queuedCode(store, before.phone))! },
      remoteAddress: '10.99.0.1',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data.user.id).not.toBe(me.userId);
  });
});
