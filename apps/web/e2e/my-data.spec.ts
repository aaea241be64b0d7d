import { readFile } from 'node:fs/promises';
import { normalizePhone } from '@store/contract';
import { desc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { outboxMessages, users } from '../../api/src/db/schema.ts';
import { privacy as arCopy } from '../app/i18n/messages/ar/privacy.ts';
import { privacy as enCopy } from '../app/i18n/messages/en/privacy.ts';
import {
  both,
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * The customer's own data (docs/decisions/0067) in a real browser, in Arabic on a phone: the
 * "My data" page, a consent changed, the data downloaded as a ZIP, the account deleted with the
 * texted code.
 */
let store: InProcessStore;
storeForTheseJourneys({}, (started) => {
  store = started;
});

/** The last code texted to `phone`, from the demo outbox once the job runner has sent it. */
async function textedCode(phone: string): Promise<string | null> {
  const [row] = await store.database.db
    .select({ code: outboxMessages.code })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.code ?? null;
}

test(
  'my data in Arabic on a phone: a consent, the download, deleting the account',
  both,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const { token } = await store.newCustomer('my-data');
    const me = (await store.api(token, 'GET', 'profile')).body.data.user as { id: number; phone: string };
    // Shown in the local form, kept (and texted to) in its one form (decision 0073).
    const kept = normalizePhone(me.phone)!;

    const context = await newCustomerContext(browser, 'ar', true);
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/ar/profile/11/my-data');
    await expect(page.getByRole('heading', { name: arCopy.title, level: 2 })).toBeVisible();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'my-data-ar-phone');

    // A consent: WhatsApp offers on.
    await page.getByLabel(arCopy.kind_marketing_whatsapp).check();
    await page.getByRole('button', { name: arCopy.saveConsents }).click();
    await expect(page.getByText(arCopy.consentsSaved)).toBeVisible();
    const consents = (await store.api(token, 'GET', 'profile/consents')).body.data.consents as {
      kind: string;
      granted: boolean;
    }[];
    expect(consents.find((c) => c.kind === 'marketing_whatsapp')?.granted).toBe(true);

    // The download: a ZIP with the customer's profile in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: arCopy.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-.*\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const profile = JSON.parse(Buffer.from(zip['profile.json']!).toString('utf8'));
    expect(profile).toMatchObject({ id: me.id, phone: kept });
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['orders.json', 'consents.json', 'addresses.json']),
    );

    // Deleting the account: the code by SMS, typed in Arabic-Indic digits, the box ticked.
    const signUpCode = await textedCode(kept);
    await page.getByRole('button', { name: arCopy.sendCode }).click();
    await expect.poll(() => textedCode(kept), { timeout: 15_000 }).not.toBe(signUpCode);
    const code = (await textedCode(kept))!;
    await page.getByLabel(arCopy.codeLabel).fill(code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    await page.getByLabel(arCopy.confirmLabel).check();
    await keepScreenshot(page, 'my-data-ar-phone-delete');
    await page.getByRole('button', { name: arCopy.deleteAccount }).click();
    await expect(page).toHaveURL(/\/ar\/(\?account=deleted)?$/);

    const [row] = await store.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ phone: null, email: null, firstName: '', lastName: '', passwordHash: null });
    expect((await store.api(token, 'GET', 'profile')).status).toBe(401);
    await context.close();
  },
);

test('my data works without scripts: a consent given and the download, in English', async ({ browser }) => {
  const { token } = await store.newCustomer('my-data-plain');
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  await store.signIn(context, token);
  const page = await context.newPage();
  await store.open(page, '/en/profile/11/my-data', false);
  await page.getByLabel(enCopy.kind_marketing_email).check();
  await page.getByRole('button', { name: enCopy.saveConsents }).click();
  await expect(page.getByLabel(enCopy.kind_marketing_email)).toBeChecked();
  const consents = (await store.api(token, 'GET', 'profile/consents')).body.data.consents as {
    kind: string;
    granted: boolean;
  }[];
  expect(consents.find((c) => c.kind === 'marketing_email')?.granted).toBe(true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: enCopy.download }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
  await context.close();
});
