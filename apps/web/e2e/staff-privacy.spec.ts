import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * Privacy requests in a real browser (docs/decisions/0081): a customer asks for a correction; the
 * data protection officer, in Arabic on a tablet, lands on the queue, opens the request, answers it;
 * the customer's notification says so, and the queue shows who handled it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('on a tablet: a staff member answers a privacy request (ar)', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const { token } = await store.newCustomer('privacy-request', { phonePrefix: '01519' });
  const made = await store.api(token, 'POST', 'profile/privacy-requests', {
    kind: 'correction',
    details: 'اسم العائلة مكتوب خطأ في حسابي',
  });
  expect(made.status).toBe(200);
  const id = made.body.data.request.id as number;

  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await store.open(page, '/ar/staff/login');
  await page.getByLabel(t.email).fill('dpo@staff.demo');
  await page.getByLabel(t.password, { exact: true }).fill('Demo-dpo-2026');
  await page.getByRole('button', { name: t.loginButton }).click();
  // The data protection officer's console opens on the queue.
  await expect(page).toHaveURL(/\/ar\/staff\/privacy$/);
  await expect(page.getByRole('heading', { name: t.privacyTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  const row = page.getByTestId(`privacy-request-${id}`);
  await expect(row).toContainText(t.privacyStatus_open);
  await expect(row).toContainText('اسم العائلة مكتوب خطأ في حسابي');
  expect(await latinDigitsInMain(page)).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'staff-privacy-ar-tablet');

  await row.getByRole('link', { name: new RegExp(t.privacyAnswerLink) }).click();
  await expect(page).toHaveURL(new RegExp(`answer=${id}`));
  const form = page.getByRole('region', { name: /رقم/ });
  await form.getByLabel(t.privacyAnswerNote).fill('صححنا اسم العائلة كما كتبته. شكرًا لك.');
  await form.getByRole('button', { name: t.privacySendAnswer }).click();
  await expect(page.getByText('تم إرسال الرد إلى العميل').first()).toBeVisible();
  await expect(row).toContainText(t.privacyStatus_answered);
  await expect(row).toContainText('صححنا اسم العائلة كما كتبته');
  await expect(row).toContainText('Demo Data Protection Officer');
  await keepScreenshot(page, 'staff-privacy-answered-ar-tablet');
  await context.close();

  const inbox = (await store.api(token, 'GET', 'notifications', undefined, 'ar')).body.data;
  const list = (inbox.notifications ?? inbox) as { type: string; title: string; body: string }[];
  const told = list.find((n) => n.type === 'privacy.answered');
  expect(told?.title).toBe('طلبك بشأن بياناتك: تم الرد');
  expect(told?.body).toBe('صححنا اسم العائلة كما كتبته. شكرًا لك.');
  const mine = (await store.api(token, 'GET', 'profile/privacy-requests')).body.data.requests;
  expect(mine[0]).toMatchObject({ id, status: 'answered' });
});
