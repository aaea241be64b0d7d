import { orderStatusIds } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, orderEvents } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';
import { exifMarkers, photo, postForm, storedBytes } from '../test/test-files.ts';

let store: TestStore;
let customer: Shopper;

beforeAll(async () => {
  store = await build();
  customer = await shopper(store);
});
afterAll(() => store?.close());

/** A delivered order of the customer, delivered `hoursAgo` hours ago by the store's clock. */
async function deliveredOrder(hoursAgo: number, who = customer) {
  const orderId = await insertOrder(store, who.userId, { branchId: 1, statusId: orderStatusIds.delivered });
  const at = new Date(store.clock.now().getTime() - hoursAgo * 3_600_000);
  await store.db.insert(orderEvents).values({ orderId, type: 'order.delivered', at });
  return orderId;
}

describe('support issues', () => {
  it('offers six kinds of problem in both languages', async () => {
    const en = (await store.app.inject({ method: 'GET', url: '/api/support/issue/types' })).json().data.types;
    const ar = (
      await store.app.inject({
        method: 'GET',
        url: '/api/support/issue/types',
        headers: { 'content-language': 'ar' },
      })
    ).json().data.types;
    expect(en).toHaveLength(6);
    expect(en[0]).toEqual({ id: 1, name: 'Problem with an order' });
    expect(ar.map((type: { id: number }) => type.id)).toEqual(en.map((type: { id: number }) => type.id));
    expect(ar[5].name).toBe('أخرى');
  });

  it('takes a report with photos (metadata removed) about an order delivered within 24 hours', async () => {
    const orderId = await deliveredOrder(23);
    const answer = await postForm(
      store,
      customer.token,
      '/api/support/issues',
      { typeId: 4, comment: 'The box was open', orderId },
      [{ filename: 'box.jpg', data: await photo('jpeg') }],
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { issue } = answer.json().data;
    expect(issue).toMatchObject({
      orderId,
      status: 'open',
      statusName: 'Open',
      type: { id: 4 },
      comment: 'The box was open',
    });
    const [row] = await store.db.select().from(attachments).where(eq(attachments.supportIssueId, issue.id));
    const stored = (await storedBytes(store, row!.storageKey))!;
    for (const marker of exifMarkers) expect(stored.includes(marker)).toBe(false);
    expect((await store.app.inject({ method: 'GET', url: issue.attachments[0].path })).statusCode).toBe(200);
  });

  it('refuses a problem with an order reported more than 24 hours after delivery, and bad files', async () => {
    const late = await deliveredOrder(25);
    const answer = await customer.post('/api/support/issues', {
      typeId: 1,
      comment: 'Missing item',
      orderId: late,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(
      'Problems with an order must be reported within 24 hours of its delivery. Please call our hotline 15672.',
    );
    // Not yet delivered: no deadline.
    const open = await insertOrder(store, customer.userId, { branchId: 1 });
    expect(
      (await customer.post('/api/support/issues', { typeId: 1, comment: 'Late', orderId: open })).statusCode,
    ).toBe(200);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const bad = await postForm(store, customer.token, '/api/support/issues', { typeId: 6, comment: 'x' }, [
      { filename: 'a.jpg', data: exe },
    ]);
    expect(bad.json().message).toBe('The file type must match (JPEG, PNG, WebP, HEIC, PDF): a.jpg');
    const four = await postForm(
      store,
      customer.token,
      '/api/support/issues',
      { typeId: 6, comment: 'x' },
      await Promise.all(
        [1, 2, 3, 4].map(async (n) => ({ filename: `${n}.png`, data: await photo('png', 8, 8) })),
      ),
    );
    expect(four.json().message).toBe('You can attach at most 3 files');
    expect((await customer.post('/api/support/issues', { typeId: 99, comment: 'x' })).json().message).toBe(
      'Please choose one of the listed problem types',
    );
  });

  it("keeps issues to their owner: another user's order, issue and file links are 404", async () => {
    const other = await shopper(store);
    const otherOrder = await deliveredOrder(1, other);
    expect(
      (await customer.post('/api/support/issues', { typeId: 1, comment: 'x', orderId: otherOrder }))
        .statusCode,
    ).toBe(404);
    const mine = await postForm(
      store,
      customer.token,
      '/api/support/issues',
      { typeId: 5, comment: 'App crashes' },
      [{ filename: 'screen.png', data: await photo('png', 32, 32) }],
    );
    const id = mine.json().item;
    expect((await other.get(`/api/support/issues/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/support/issues/${id}/reply`, { comment: 'me too' })).statusCode).toBe(404);
    expect((await other.get('/api/support/issues')).json().data.issues).toEqual([]);
    const link = mine.json().data.issue.attachments[0].path as string;
    expect((await other.get(link.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(404);
    store.clock.advance(11 * 60_000);
    expect((await other.get(link)).statusCode).toBe(404);
  });

  it('runs a conversation: staff reply (answered), customer follow-up (open), close (no more replies)', async () => {
    const support = await staffMember(store, 'support', [1]);
    const elsewhere = await staffMember(store, 'support', [2]);
    const id = (await customer.post('/api/support/issues', { typeId: 2, comment: 'Driver was rude' })).json()
      .item;
    expect((await elsewhere.post(`/api/staff/support/issues/${id}/reply`, { comment: 'x' })).statusCode).toBe(
      404,
    );
    const replied = await support.post(`/api/staff/support/issues/${id}/reply`, { comment: 'We are sorry' });
    expect(replied.json().data.issue).toMatchObject({
      status: 'answered',
      customer: { id: customer.userId },
    });
    const followUp = await customer.post(`/api/support/issues/${id}/reply`, { comment: 'Thanks' });
    expect(followUp.json().data.issue.status).toBe('open');
    expect(followUp.json().data.issue.replies.map((r: { from: string }) => r.from)).toEqual([
      'staff',
      'customer',
    ]);
    expect((await support.post(`/api/staff/support/issues/${id}/close`)).json().data.issue.status).toBe(
      'closed',
    );
    const late = await customer.post(`/api/support/issues/${id}/reply`, { comment: 'Again' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/closed/);
    const listed = (await customer.get('/api/support/issues'))
      .json()
      .data.issues.find((i: { id: number }) => i.id === id);
    expect(listed).toMatchObject({ status: 'closed', statusName: 'Closed' });
    const queue = (await support.get('/api/staff/support/issues?status=closed')).json().data.issues;
    expect(queue.map((i: { id: number }) => i.id)).toContain(id);
    expect((await elsewhere.get('/api/staff/support/issues')).json().data.issues).toEqual([]);
  });
});
