import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orders, payments, returnRequests } from '../../api/src/db/schema.ts';
import { demoStaffPasswords } from '../../api/src/staff/index.ts';
import { formatId } from '../app/i18n/format.ts';
import { returns as arReturns } from '../app/i18n/messages/ar/returns.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { returns as enReturns } from '../app/i18n/messages/en/returns.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  newStaffContext,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Returns within the window (docs/decisions/0085, 0090): a customer in Arabic on a phone returns one
 * item of a delivered order and sees the request on the order page; a branch manager on a tablet
 * approves, receives and refunds it in cash at the counter; the customer then sees it refunded.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const tablet = { width: 800, height: 1280 };

/** A camera photo (JPEG) of random pixels. */
function photo(width = 900) {
  const height = Math.round(width * 0.75);
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A cash order of two products, taken through accepted, out with a courier and delivered (the staff API). */
async function deliveredOrder(lang: 'en' | 'ar') {
  const manager = await staffToken(store, 'manager@staff.demo', demoStaffPasswords.branch_manager);
  const { token, orderId } = await store.customerWithOrder(await store.piecesInStock(2), lang);
  const couriers = (await store.api(manager, 'GET', 'staff/couriers?branchId=1')).body.data.couriers as {
    id: number;
  }[];
  const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
  for (const [path, body] of [
    ['status', { statusId: 2 }],
    ['courier', { courierId: couriers[0]!.id }],
    ['status', { statusId: 7 }],
    ['status', { statusId: 4, amountCollected: row!.total / 100 }],
  ] as const) {
    const answer = await store.api(manager, 'POST', `staff/orders/${orderId}/${path}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return { token, orderId };
}

test.describe('returns', () => {
  test('a customer in Arabic on a phone returns one item; a manager on a tablet approves, receives and refunds it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { token, orderId } = await deliveredOrder('ar');
    const t = arReturns;
    const phone = await newCustomerContext(browser, 'ar', true);
    await store.signIn(phone, token);
    const page = await phone.newPage();

    // The order page offers the return while the window is open.
    await store.open(page, `/ar/order-info/${orderId}`);
    await page.getByTestId('return-items').click();
    await expect(page).toHaveURL(new RegExp(`/ar/order-info/${orderId}/return$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.returnTitle, { id: formatId(orderId, 'ar') }),
    );
    const lines = page.getByTestId('return-line');
    await expect(lines).toHaveCount(2);
    // Each line's rule before anything is asked (groceries: any reason).
    await expect(lines.first().getByTestId('return-line-rule')).toHaveText(t.ruleAny);

    // One unit of the first line, typed in Arabic-Indic digits, because it is damaged.
    const first = lines.first();
    await first.getByRole('checkbox').first().check();
    await first.getByRole('textbox').fill('١');
    await page.getByRole('radio', { name: t.reasonDamaged }).check();
    await page.getByLabel(t.comment).fill('العلبة مكسورة');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await latinDigitsInMain(page)).toEqual([]);
    await keepScreenshot(page, 'returns-ar-phone-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.send }).click();

    // Back on the order page, at the request: waiting for the branch, its steps, the photo form.
    await expect(page).toHaveURL(new RegExp(`/ar/order-info/${orderId}\\?returned=\\d+`));
    const request = page.getByTestId('return-request');
    await expect(request).toHaveCount(1);
    await expect(request.getByTestId('return-status')).toHaveText(t.statusRequested);
    await expect(request.getByTestId('return-steps').locator('li')).toHaveCount(4);
    await expect(request.getByTestId('return-photos-form')).toBeVisible();
    // The other line is still returnable.
    await expect(page.getByTestId('return-items')).toBeVisible();
    await request.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'returns-ar-phone-requested');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [saved] = await store.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    expect(saved).toMatchObject({ status: 'requested', reason: 'damaged', comment: 'العلبة مكسورة' });

    // The branch manager, in Arabic on a tablet: the queue (open ones stand out), the return.
    const s = arStaff;
    const staffContext = await newStaffContext(browser, tablet, 'ar');
    const console = await staffContext.newPage();
    await logInToConsole(store, console, 'ar', 'manager@staff.demo', demoStaffPasswords.branch_manager);
    await console.getByRole('link', { name: s.navReturns }).click();
    await expect(console).toHaveURL(/\/ar\/staff\/returns$/);
    const row = console.locator(`li[data-return-id="${saved!.id}"]`);
    await expect(row).toHaveAttribute('data-open', 'true');
    expect(await seriousA11yViolations(console)).toEqual([]);
    await keepScreenshot(console, 'returns-ar-tablet-queue');
    await row.getByRole('link').click();
    await expect(console).toHaveURL(new RegExp(`/ar/staff/returns/${saved!.id}$`));
    await expect(console.getByTestId('staff-return-reason')).toHaveText(s.returnReason_damaged);
    expect(await latinDigitsInMain(console, [], { ownWords: true })).toEqual([]);
    expect(await hasHorizontalOverflow(console)).toBe(false);
    await keepScreenshot(console, 'returns-ar-tablet-return');
    expect(await seriousA11yViolations(console)).toEqual([]);

    await console.getByLabel(s.returnDecisionNote).fill('نأسف لذلك، سنستلمه غدًا');
    await console.getByRole('button', { name: s.returnApprove }).click();
    await expect(console.getByTestId('result-notice')).toHaveText('تمت الموافقة على الإرجاع وإبلاغ العميل');
    await console.getByRole('button', { name: s.returnReceive }).click();
    await expect(console.getByTestId('result-notice')).toHaveText(
      'تم استلام المنتجات وتسجيلها في دفتر المخزون',
    );
    // A damaged item goes to quarantine, never back on sale.
    await expect(console.getByText(s.returnToQuarantine)).toBeVisible();
    const [received] = await store.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, saved!.id));
    const refund = console.getByRole('button', { name: new RegExp(s.returnRefund.split('{')[0]!) });
    await expect(console.getByLabel(s.returnPaidBy)).toHaveValue('counter');
    await keepScreenshot(console, 'returns-ar-tablet-refund');
    await refund.click();
    await expect(console.getByTestId('result-notice')).toHaveText('تم تسجيل رد المبلغ وإبلاغ العميل');
    const [refunded] = await store.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, saved!.id));
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundMethod: 'cash',
      version: received!.version + 1,
    });

    // The customer sees it given back.
    await store.open(page, `/ar/order-info/${orderId}`);
    await expect(page.getByTestId('return-status')).toHaveText(t.statusRefunded);
    await expect(page.getByTestId('return-decision-note')).toContainText('نأسف لذلك');
    await expect(page.getByTestId('return-request')).toContainText(
      fill(t.requestRefunded, { amount: '' }).trim(),
    );
    await keepScreenshot(page, 'returns-ar-phone-refunded');
    await staffContext.close();
    await phone.close();
  });

  test('the form and the return screen in English on a desktop', async ({ browser }) => {
    test.setTimeout(150_000);
    const { token, orderId } = await deliveredOrder('en');
    const customer = await newCustomerContext(browser, 'en', false);
    await store.signIn(customer, token);
    const page = await customer.newPage();
    await store.open(page, `/en/order-info/${orderId}/return`);
    await expect(page.getByTestId('return-line')).toHaveCount(2);
    await page.getByRole('radio', { name: enReturns.reasonChangedMind }).check();
    await keepScreenshot(page, 'returns-en-desktop-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing chosen: the contract's message, in the page.
    await page.getByRole('button', { name: enReturns.send }).click();
    await expect(page.getByTestId('result-notice')).toHaveText('Please choose the items to return');
    await page.getByTestId('return-line').first().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: enReturns.send }).click();
    await expect(page.getByTestId('return-status')).toHaveText(enReturns.statusRequested);
    // A photo, through the web's upload route to the return (cleaned and private: a signed link).
    const photos = page.getByTestId('return-photos-form');
    await photos
      .getByTestId('attachments-files')
      .setInputFiles([{ name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
    await photos.getByRole('button', { name: enReturns.sendPhotos }).click();
    await expect(page.getByTestId('return-photos').locator('a')).toHaveCount(1);
    await expect(page.getByTestId('return-photos').locator('a')).toHaveAttribute(
      'href',
      /sig|token|expires/i,
    );

    const staffContext = await newStaffContext(browser, { width: 1280, height: 900 }, 'en');
    const console = await staffContext.newPage();
    await logInToConsole(store, console, 'en', 'support@staff.demo', demoStaffPasswords.support);
    const [saved] = await store.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    await store.open(console, `/en/staff/returns/${saved!.id}`);
    // Support reads returns but takes no step (the role table).
    await expect(console.getByText(enStaff.returnNoActions)).toBeVisible();
    await expect(console.getByRole('button', { name: enStaff.returnApprove })).toHaveCount(0);
    await expect(console.getByTestId('staff-return-photos').locator('img')).toHaveCount(1);
    await keepScreenshot(console, 'returns-en-desktop-return-support');
    expect(await seriousA11yViolations(console)).toEqual([]);
    await staffContext.close();
    await customer.close();
  });

  test('the cash refund of a late kiosk payment is recorded from the staff order screen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { orderId } = await store.customerWithOrder(await store.piecesInStock(1), 'en');
    // A kiosk payment that came after its order was released (decision 0080): due back in cash.
    await store.database.db.insert(payments).values({
      orderId,
      gateway: 'test',
      reference: `e2e-kiosk-${orderId}`,
      amount: 5_000,
      state: 'cash_refund_due',
      lang: 'en',
      method: 'kiosk',
    });
    const staffContext = await newStaffContext(browser, { width: 1280, height: 900 }, 'en');
    const console = await staffContext.newPage();
    await logInToConsole(store, console, 'en', 'manager@staff.demo', demoStaffPasswords.branch_manager);
    await store.open(console, `/en/staff/orders/${orderId}`);
    const due = console.getByTestId('cash-refund-due');
    await expect(due).toContainText('50.00');
    // Typed in Arabic-Indic digits, paid by the driver.
    await due.getByLabel(enStaff.cashRefundAmount).fill('٥٠');
    await due.getByLabel(enStaff.returnPaidBy).selectOption('driver');
    await due.scrollIntoViewIfNeeded();
    await keepScreenshot(console, 'returns-en-desktop-cash-refund');
    expect(await seriousA11yViolations(console)).toEqual([]);
    await due.getByRole('button', { name: enStaff.cashRefundPaid }).click();
    await expect(console.getByTestId('result-notice')).toHaveText('Cash refund recorded');
    await expect(console.getByTestId('cash-refund-due')).toHaveCount(0);
    const [payment] = await store.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.state).toBe('refunded');
    await staffContext.close();
  });

  test('the return form works without scripts', async ({ browser }) => {
    test.setTimeout(120_000);
    const { token, orderId } = await deliveredOrder('en');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, `/en/order-info/${orderId}/return`, false);
    // Sent without a reason: the contract's message in the page, what was ticked kept.
    const first = page.getByTestId('return-line').first();
    await first.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: enReturns.send }).click();
    await expect(page.getByTestId('result-notice')).toHaveText('Please choose a reason from the list');
    await expect(page.getByTestId('return-line').first().getByRole('checkbox').first()).toBeChecked();
    await page.getByRole('radio', { name: enReturns.reasonWrongItem }).check();
    await page.getByRole('button', { name: enReturns.send }).click();
    await expect(page).toHaveURL(new RegExp(`/en/order-info/${orderId}\\?returned=\\d+`));
    await expect(page.getByTestId('return-status')).toHaveText(enReturns.statusRequested);
    await context.close();
  });
});
