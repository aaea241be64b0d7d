import { readdir } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRetentionDefaults } from '../config.ts';
import { attachments, prescriptions, supportIssues } from '../db/schema.ts';
import { build, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { photo, postForm } from '../test/test-files.ts';

/**
 * Uploaded health and support files are deleted once they are no longer kept (docs/decisions/0067): the daily
 * job on the store's runner, on its fake clock. Rows and files both go; what is still in use stays.
 */
let store: TestStore;
let customer: Shopper;
let addressId: number;
const day = 24 * 3600_000;
const start = new Date('2026-12-01T08:00:00Z');

beforeAll(async () => {
  store = await build({ jobsClockStart: start });
  customer = await shopper(store);
  addressId = (await customer.post('/api/addresses', sampleAddress)).json().item;
  await customer.post('/api/profile/consents', { kind: 'health_data', granted: true });
});
afterAll(() => store?.close());

async function filesOnDisk(): Promise<number> {
  const root = store.app.files.storage.description.replace(/^folder /, '');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function prescriptionWithPhoto() {
  const sent = await postForm(
    store,
    customer.token,
    '/api/prescriptions/send',
    { address_id: addressId, description: 'Repeat' },
    [{ filename: 'rx.jpg', data: await photo('jpeg') }],
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().item as number;
}

/** The daily run at a moment (as a started runner schedules it), and the file deletions it queues. */
async function runAt(at: Date) {
  store.clock.set(new Date(at.getTime() - day));
  await store.jobs.scheduleRecurring('privacy.file-retention');
  store.clock.set(at);
  await store.jobs.runDue();
}

const attachmentsOf = (ids: number[]) =>
  store.db.select({ id: attachments.id }).from(attachments).where(inArray(attachments.prescriptionId, ids));

describe('file retention', () => {
  it('deletes a closed prescription’s photos after the kept days, never an open one’s, and closed support files', async () => {
    const closed = await prescriptionWithPhoto();
    const open = await prescriptionWithPhoto();
    // One answered and cancelled on the first day; the other still waiting for a pharmacist.
    await store.db
      .update(prescriptions)
      .set({ status: 'cancelled', cancelledAt: start })
      .where(eq(prescriptions.id, closed));
    const reported = await postForm(
      store,
      customer.token,
      '/api/support/issues',
      { typeId: 1, comment: 'A question about my account' },
      [{ filename: 'screen.jpg', data: await photo('jpeg') }],
    );
    expect(reported.statusCode, reported.body).toBe(200);
    const issueId = reported.json().data.issue.id as number;
    await store.db
      .update(supportIssues)
      .set({ status: 'closed', closedAt: start })
      .where(eq(supportIssues.id, issueId));
    const filesBefore = await filesOnDisk();
    expect(filesBefore).toBeGreaterThanOrEqual(3);

    // A day before the kept period is up: nothing goes.
    await runAt(new Date(start.getTime() + (fileRetentionDefaults.supportDays - 1) * day));
    expect(await attachmentsOf([closed, open])).toHaveLength(2);

    // The support file's year is up; the prescriptions' two years are not.
    await runAt(new Date(start.getTime() + (fileRetentionDefaults.supportDays + 1) * day));
    expect(await store.db.select().from(attachments).where(eq(attachments.supportIssueId, issueId))).toEqual(
      [],
    );
    expect(await filesOnDisk()).toBe(filesBefore - 1);
    expect(await attachmentsOf([closed, open])).toHaveLength(2);

    // Two years on: the cancelled prescription's photo goes, row and file; the open one's stays.
    await runAt(new Date(start.getTime() + (fileRetentionDefaults.prescriptionDays + 2) * day));
    const left = await store.db
      .select({ prescriptionId: attachments.prescriptionId })
      .from(attachments)
      .where(inArray(attachments.prescriptionId, [closed, open]));
    expect(left).toEqual([{ prescriptionId: open }]);
    expect(await filesOnDisk()).toBe(filesBefore - 2);
    // The prescription itself stays (its record, without the photo).
    expect(await store.db.select().from(prescriptions).where(eq(prescriptions.id, closed))).toHaveLength(1);
  });
});
