import { normalizePhone } from '@store/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { consents, outboxMessages } from '../../api/src/db/schema.ts';
import { optOutCopy } from '../app/features/privacy/opt-out.server.ts';
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
import { staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * A marketing message's one-tap opt-out (docs/decisions/0089) in a real browser, in Arabic on a
 * phone and without scripts: a customer who agreed to SMS offers gets one; its link opens a page that
 * asks, one button withdraws the consent (a consent row, channel 'link'); the next message skips them.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

/** The latest marketing SMS to `phone` (not a code), once the job runner has sent it. */
async function marketingSms(phone: string): Promise<string | null> {
  const [row] = await store.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), isNull(outboxMessages.code)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body ?? null;
}

test(
  'the opt-out link of a marketing SMS, in Arabic on a phone, without scripts',
  both,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const copy = optOutCopy.ar;
    const { token } = await store.newCustomer('opt-out', { phonePrefix: '01557' });
    const me = (await store.api(token, 'GET', 'profile')).body.data.user as { id: number; phone: string };
    const phone = normalizePhone(me.phone)!;
    expect(
      (await store.api(token, 'POST', 'profile/consents', { kind: 'marketing_sms', granted: true })).status,
    ).toBe(200);

    const admin = await staffToken(store);
    const sent = await store.api(admin, 'POST', 'staff/marketing', {
      channel: 'sms',
      bodyEn: 'Vitamins 20% off this week',
      bodyAr: 'خصم على الفيتامينات هذا الأسبوع',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await expect.poll(() => marketingSms(phone), { timeout: 15_000 }).toMatch(/unsubscribe/);
    const link = /https?:\/\/\S+\/(en|ar)\/unsubscribe\/[A-Za-z0-9_-]+/.exec((await marketingSms(phone))!)!;
    const path = new URL(link[0]).pathname.replace(/^\/en\//, '/ar/');

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'ar-EG',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await store.open(page, path, false);
    await expect(page.getByRole('heading', { name: copy.title, level: 1 })).toBeVisible();
    await expect(page.getByText(copy.ask_sms)).toBeVisible();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'opt-out-ar-phone');
    // axe runs on timers, which a page without scripts does not run: the same page, with them.
    const scripted = await newCustomerContext(browser, 'ar', true);
    const checked = await store.open(await scripted.newPage(), path);
    expect(await seriousA11yViolations(checked)).toEqual([]);
    await scripted.close();
    // Opening the page withdrew nothing.
    const granted = (await store.api(token, 'GET', 'profile/consents')).body.data.consents as {
      kind: string;
      granted: boolean;
    }[];
    expect(granted.find((c) => c.kind === 'marketing_sms')?.granted).toBe(true);

    await page.getByRole('button', { name: copy.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(copy.done_sms);
    await keepScreenshot(page, 'opt-out-done-ar-phone');
    await context.close();

    const [row] = await store.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, me.id), eq(consents.kind, 'marketing_sms')))
      .orderBy(desc(consents.id))
      .limit(1);
    expect(row).toMatchObject({ granted: false, channel: 'link' });

    // The next message does not reach them.
    const before = await marketingSms(phone);
    const next = await store.api(admin, 'POST', 'staff/marketing', {
      channel: 'sms',
      bodyEn: 'More offers',
      bodyAr: 'عروض أخرى',
    });
    expect(next.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await marketingSms(phone)).toBe(before);
  },
);

test('a wrong opt-out link says so (en, desktop)', async ({ browser }) => {
  const context = await newCustomerContext(browser, 'en', false);
  const page = await context.newPage();
  await store.open(page, '/en/unsubscribe/not-a-real-token-at-all');
  await expect(page.getByRole('alert')).toHaveText('This opt-out link is not valid');
  await keepScreenshot(page, 'opt-out-wrong-en-desktop');
  await context.close();
});
