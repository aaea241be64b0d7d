import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSynonyms, staffAuditLog } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { caller, type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * Admins edit search synonyms from the staff console; search follows on every instance
 * without a restart (the table's trigger NOTIFYs, each instance swaps the rows into its index, and
 * search pages cached under the older index are not reused).
 */
let store: TestStore;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;
beforeAll(async () => {
  store = await build();
  second = await build({ shareDatabaseOf: store });
  admin = await staffMember(store, 'admin', [1]);
  adminAr = await staffMember(store, 'admin', [1], 'ar');
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

/** A word no product, brand or synonym has. */
const made = 'zorbleqx';

async function searchNames(on: TestStore, keyword: string): Promise<string[]> {
  const response = await request(on).get(
    `/api/products/filter?keyword=${encodeURIComponent(keyword)}&size=18`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.products.map((product: { name: string }) => product.name);
}

/**
 * Polls (bounded) until `check` holds: the index changes a moment after the database's NOTIFY (well
 * under a second; the bound leaves room for a busy machine).
 */
async function auditOf(id: number) {
  return store.db
    .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, 'search_synonym'), eq(staffAuditLog.entityId, id)))
    .orderBy(staffAuditLog.id);
}

describe('editing synonyms from the staff console', () => {
  it('a new row makes a search that found nothing find the product, on another instance, without restart', async () => {
    expect(await searchNames(second, made)).toEqual([]);
    const versionBefore = await second.app.productSearch.version();
    const added = await admin.post('/api/staff/synonyms', { terms: [made, 'glucophage'] });
    expect(added.statusCode, added.body).toBe(200);
    const { synonym } = added.json().data;
    expect(synonym).toMatchObject({ terms: [made, 'glucophage'] });
    expect(added.json().message).toMatch(/search uses them/);

    // Once the other instance's index has the row, its search page says so at once: the page cached
    // a moment ago under the older index is not reused.
    await eventually(
      async () => (await second.app.productSearch.version()) > versionBefore,
      "the other instance's index",
    );
    expect((await searchNames(second, made)).some((n) => /^Glucophage/.test(n))).toBe(true);
    const listed = await admin.get('/api/staff/synonyms');
    expect(listed.json().data.synonyms).toContainEqual(expect.objectContaining({ id: synonym.id }));

    // Replaced: the old meaning goes, the new one comes.
    const changed = await admin.post(`/api/staff/synonyms/${synonym.id}`, { terms: [made, 'panadol'] });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () => {
      const names = await searchNames(second, made);
      return names.some((n) => /Panadol/.test(n)) && !names.some((n) => /^Glucophage/.test(n));
    }, 'the changed synonym');

    // Deleted: nothing again.
    const deleted = await admin.post(`/api/staff/synonyms/${synonym.id}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await eventually(async () => (await searchNames(second, made)).length === 0, 'the deletion');

    expect(await auditOf(synonym.id)).toEqual([
      { action: 'synonym.add', before: null, after: { terms: [made, 'glucophage'] } },
      {
        action: 'synonym.change',
        before: { terms: [made, 'glucophage'] },
        after: { terms: [made, 'panadol'] },
      },
      { action: 'synonym.delete', before: { terms: [made, 'panadol'] }, after: null },
    ]);
    // A deleted row is not found any more.
    expect((await admin.post(`/api/staff/synonyms/${synonym.id}/delete`)).statusCode).toBe(404);
    expect((await admin.post(`/api/staff/synonyms/${synonym.id}`, { terms: ['a', 'b'] })).statusCode).toBe(
      404,
    );
  });

  it('cleans the terms and reads Arabic-Indic digits as ASCII', async () => {
    const added = await admin.post('/api/staff/synonyms', { terms: ['  بنادول ٥٠٠ ', 'panadol 500'] });
    expect(added.statusCode, added.body).toBe(200);
    const [row] = await store.db
      .select({ terms: searchSynonyms.terms })
      .from(searchSynonyms)
      .where(eq(searchSynonyms.id, added.json().data.synonym.id));
    expect(row!.terms).toEqual(['بنادول 500', 'panadol 500']);
  });

  it('refuses bad rows with 422 in English and Arabic, and writes nothing', async () => {
    const before = (await admin.get('/api/staff/synonyms')).json().data.synonyms.length;
    const cases: [unknown, string, string][] = [
      [['alone'], 'Please enter at least 2 terms that mean the same', 'وأقل عدد لها ٢'],
      [['ok', 'x'.repeat(61)], 'Terms must be at most 60 characters', 'الكلمات يجب ألا يزيد عن ٦٠ حرفاً'],
      [['ok', '   '], 'Please input Terms', 'من فضلك أدخل الكلمات'],
      [['Fever', 'fever'], 'Each term may appear only once in a row', 'لا يجوز تكرار الكلمة'],
      [
        Array.from({ length: 21 }, (_, i) => `t${i}`),
        'Terms can have at most 20 entries',
        'الكلمات لا يمكن أن يزيد عن ٢٠',
      ],
      [undefined, 'Please input Terms', 'من فضلك أدخل الكلمات'],
    ];
    for (const [terms, en, ar] of cases) {
      const body = terms === undefined ? {} : { terms };
      const inEnglish = await admin.post('/api/staff/synonyms', body);
      expect(inEnglish.statusCode, inEnglish.body).toBe(422);
      expect(inEnglish.json().validation.join(' ')).toContain(en);
      const inArabic = await adminAr.post('/api/staff/synonyms', body);
      expect(inArabic.statusCode, inArabic.body).toBe(422);
      expect(inArabic.json().validation.join(' ')).toContain(ar);
    }
    expect((await admin.get('/api/staff/synonyms')).json().data.synonyms).toHaveLength(before);
  });

  it('is refused to every role but admin, and to callers without a staff token', async () => {
    for (const role of ['branch_manager', 'pharmacist', 'support'] as const) {
      const member = await staffMember(store, role, [1]);
      const answer = await member.post('/api/staff/synonyms', { terms: ['a1', 'b1'] });
      expect(answer.statusCode, `${role}: ${answer.body}`).toBe(403);
      expect((await member.get('/api/staff/synonyms')).statusCode).toBe(403);
    }
    expect((await caller(store, null).get('/api/staff/synonyms')).statusCode).toBe(401);
  });
});
