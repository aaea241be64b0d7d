import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  tablet,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * People in the console, in Arabic on a tablet (800 x 1280): an admin creates a
 * pharmacist, who sets a password from the one-time link e-mailed to them (the demo outbox) and
 * signs in; support looks a customer up by a phone typed in Arabic-Indic digits.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const t = arStaff;

/** Letters only: Arabic pages show no Latin digits, and an e-mail address is shown as stored. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The newest e-mail to `to` in the demo outbox (the job runner sends it a moment after the request). */
async function newestEmail(to: string): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${store.base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = ((await answer.json()) as { data: { messages: { body: string }[] } }).data.messages;
        body = messages[0]?.body ?? '';
        return body;
      },
      { timeout: 20_000 },
    )
    .toContain('set-password?token=');
  return body;
}

test.describe('people in the staff console', () => {
  test('an admin creates a pharmacist, who sets a password from the one-time link and signs in (ar, tablet)', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const adminContext = await newStaffContext(browser, tablet, 'ar');
    const page = await adminContext.newPage();
    await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
    await page
      .getByRole('navigation', { name: t.consoleNavigation })
      .getByRole('link', { name: t.navPeople, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: t.peopleTitle, level: 1 })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole('link', { name: t.peopleAdd }).click();
    const form = page.locator('section[aria-labelledby="people-form-title"]');
    await expect(form).toBeVisible();
    const name = 'منى الصيدلانية';
    const email = `pharmacist.${letters(8)}@staff.demo`;
    await form.getByLabel(t.peopleName).fill(name);
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.peopleRole).selectOption({ label: t.role_pharmacist });
    await form.getByRole('group', { name: t.peopleBranches }).getByRole('checkbox').first().check();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'staff-ar-tablet-people-form');
    await form.getByRole('button', { name: t.peopleCreate }).click();

    const row = page.getByTestId('people-row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t.role_pharmacist);
    await expect(form).toBeHidden();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'staff-ar-tablet-people-list');

    // The new pharmacist opens the link of the e-mail in their own browser.
    const link = /(\/ar\/staff\/set-password\?token=[A-Za-z0-9_-]+)/.exec(await newestEmail(email))?.[1];
    expect(link).toBeTruthy();
    const memberContext = await newStaffContext(browser, tablet, 'ar');
    const member = await memberContext.newPage();
    await store.open(member, link!);
    await expect(member.getByRole('heading', { name: t.setPasswordTitle, level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(member)).toEqual([]);
    // Too short first: the API's message, in Arabic, under the field.
    await member.getByLabel(t.setPasswordNew).fill('قصيرة');
    await member.getByRole('button', { name: t.setPasswordButton }).click();
    await expect(member.getByText('يجب ألا تقل كلمة المرور عن ١٢ حرفًا')).toBeVisible();
    const password = 'Nile-pharmacist-pass';
    await member.getByLabel(t.setPasswordNew).fill(password);
    await member.getByRole('button', { name: t.setPasswordButton }).click();
    await expect(member.getByText(t.setPasswordDone)).toBeVisible();
    await keepScreenshot(member, 'staff-ar-tablet-password-set');

    await logInToConsole(store, member, 'ar', email, password);
    await expect(member.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
    await expect(member.getByText(fill(t.signedInAs, { name, role: t.role_pharmacist }))).toBeVisible();
    // A pharmacist looks customers up but does not manage staff.
    const nav = member.getByRole('navigation', { name: t.consoleNavigation });
    await expect(nav.getByRole('link', { name: t.navCustomers, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: t.navPeople, exact: true })).toHaveCount(0);

    // The link was for one use.
    await store.open(member, link!);
    await member.getByLabel(t.setPasswordNew).fill('Another-long-password');
    await member.getByRole('button', { name: t.setPasswordButton }).click();
    await expect(member.getByText('هذا الرابط لم يعد صالحًا: من فضلك اطلب رابطًا جديدًا')).toBeVisible();

    // The admin disables the new pharmacist, asked first: their console session ends at once.
    const added = page.getByTestId('people-row').filter({ hasText: email });
    await added.getByRole('link', { name: t.peopleDisable, exact: true }).click();
    await expect(added.getByText(fill(t.peopleDisableConfirm, { name }))).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await added.getByRole('button', { name: t.peopleConfirmYes }).click();
    await expect(added).toContainText(t.peopleDisabled);
    await expect(added.getByRole('button', { name: t.peopleEnable, exact: true })).toBeVisible();
    await store.open(member, '/ar/staff');
    await expect(member).toHaveURL(/\/ar\/staff\/login/);
    await adminContext.close();
    await memberContext.close();
  });

  test('support looks a customer up by a phone typed in Arabic-Indic digits (ar, tablet)', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Two products: one alone may be under the minimum order.
    const products = await store.piecesInStock(2);
    const { token, orderId } = await store.customerWithOrder(products, 'ar');
    const profile = await store.api(token, 'GET', 'profile');
    const phone = String(profile.body.data.user.phone);
    expect(phone).toMatch(/^0\d{10}$/);
    const arabicPhone = phone.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

    const context = await newStaffContext(browser, tablet, 'ar');
    const page = await context.newPage();
    await logInToConsole(store, page, 'ar', 'support@staff.demo', 'Demo-support-2026');
    await page
      .getByRole('navigation', { name: t.consoleNavigation })
      .getByRole('link', { name: t.navCustomers, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: t.customersTitle, level: 1 })).toBeVisible();
    await page.getByLabel(t.customersSearch).fill(arabicPhone);
    await page.getByRole('button', { name: t.customersSearchButton }).click();
    const found = page.getByRole('region', { name: t.customersFound }).getByRole('link');
    await expect(found).toHaveCount(1);
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await found.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mona Adel');
    await expect(
      page.getByRole('link', {
        name: fill(t.orderTitle, { id: `#${orderId}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) }),
      }),
    ).toBeVisible();
    await expect(page.getByText(t.customerReadOnly)).toBeVisible();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'staff-ar-tablet-customer');
    await context.close();
  });
});
