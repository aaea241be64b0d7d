import type { Page } from '@playwright/test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  branches,
  branchProducts,
  branchTranslations,
  orders,
  prescriptions,
  productCuttingTypes,
  products,
  users,
} from '../../api/src/db/schema.ts';
import { formatId, formatNumber } from '../app/i18n/format.ts';
import { formatAmountChange } from '../app/i18n/format-change.ts';
import { localizeCopyDigits } from '../app/i18n/i18n.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { staff as t } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  newStaffContext,
  seriousA11yViolations,
  tablet,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * What staff doubted, on an Arabic tablet held upright (800 x 1280): the new-order signal
 * on another order's page, the board's words, search and columns, one message and one name per state,
 * weighing shown beside what was ordered (to the customer too), the weight field's message, the
 * printout's branch, an order's prescription, and a rejection asked twice.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const ar = (n: number) => formatId(n, 'ar');

async function pharmacistOnTablet(browser: import('@playwright/test').Browser) {
  const context = await newStaffContext(browser, tablet, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
  return { context, page };
}

async function phoneOf(orderId: number) {
  const [row] = await store.database.db
    .select({ phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row!.phone!;
}

/** The widest text of a select's options against the room the select gives it (px). */
function selectRoom(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
    const room =
      select.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd);
    return { widest, room };
  });
}

test.describe('what staff doubted (ar, tablet)', () => {
  test('a new order is signalled on another order’s page, a cancelled one is not new, and the board reads right', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { context, page } = await pharmacistOnTablet(browser);
    const [a1, a2, b1, b2, c1, c2] = await store.piecesInStock(6);
    const first = await store.customerWithOrder([a1!, a2!], 'ar');

    // On one order's page when the next orders arrive.
    await store.open(page, `/ar/staff/orders/${first.orderId}`);
    await expect(page.locator('[data-live="open"]')).toBeVisible();
    const signal = page.getByTestId('new-orders-signal');
    await expect(signal).toHaveCount(0);
    const second = await store.customerWithOrder([b1!, b2!], 'ar');
    await expect(signal).toHaveText(t.newOrders_one, { timeout: 10_000 });
    await expect(page).toHaveTitle(new RegExp(`^\\(${ar(1)}\\) `));
    const third = await store.customerWithOrder([c1!, c2!], 'ar');
    await expect(signal).toHaveText(t.newOrders_two, { timeout: 10_000 });
    // The customer of the third changes their mind at once: nothing to do about it, so not new.
    const cancelled = await store.api(
      third.token,
      'POST',
      `orders/cancel/${third.orderId}`,
      { reasonId: 1 },
      'ar',
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expect(signal).toHaveText(t.newOrders_one, { timeout: 10_000 });
    await expect(page).toHaveTitle(new RegExp(`^\\(${ar(1)}\\) `));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // 'A4' (the print links) names a paper size, not a number.
    expect(await latinDigitsInMain(page, ['A4'])).toEqual([]);
    await keepScreenshot(page, 'staff-doubts-ar-tablet-signal-on-order');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // One name per state: the button and then the badge say the same word.
    const accept = page.getByRole('button', { name: fill(t.moveTo, { status: t.status_2 }) });
    await accept.click();
    const notices = page.getByTestId('result-notice');
    await expect(notices).toHaveCount(1);
    await expect(notices).toContainText(t.status_2);
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText(t.status_2);
    // A later action: its message replaces the earlier one (one message at a time).
    await page.locator('summary', { hasText: t.cancelTitle }).click();
    await page.getByLabel(t.reason).selectOption({ index: 1 });
    await page.getByRole('button', { name: t.cancelButton }).click();
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText(t.status_6);
    await expect(notices).toHaveCount(1);
    await expect(notices).not.toContainText(t.status_2);

    // The signal leads to the board, which marks the new order and no longer counts it.
    await signal.click();
    await expect(page.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
    await expect(page.locator(`li[data-order-id="${second.orderId}"]`).getByText(t.newBadge)).toBeVisible();
    await expect(page.locator(`li[data-order-id="${third.orderId}"]`).getByText(t.newBadge)).toHaveCount(0);
    await expect(signal).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^\(/);

    // 'All statuses' has room in portrait; the board's dates line up from row to row.
    const { widest, room } = await selectRoom(page, t.status);
    expect(widest).toBeLessThanOrEqual(room);
    const dateStarts = await page
      .locator('li[data-order-id] > span:nth-of-type(3)')
      .evaluateAll((spans) =>
        spans.slice(0, 3).map((span) => Math.round(span.getBoundingClientRect().right)),
      );
    expect(dateStarts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dateStarts).size).toBe(1);
    await keepScreenshot(page, 'staff-doubts-ar-tablet-board');

    // The board searched by the customer's phone as read out, in Arabic-Indic digits with +٢٠.
    const phone = await phoneOf(second.orderId);
    await page.getByLabel(t.searchOrders).fill(`+٢٠ ${localizeCopyDigits('ar', phone.slice(1))}`);
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator('li[data-order-id]')).toHaveCount(1);
    await expect(page.locator(`li[data-order-id="${second.orderId}"]`)).toBeVisible();
    await expect(page.getByText(t.ordersCount_one)).toBeVisible();
    // And by an order's number.
    await page.getByLabel(t.searchOrders).fill(ar(first.orderId));
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.locator('li[data-order-id]')).toHaveCount(1);
    await expect(page.locator(`li[data-order-id="${first.orderId}"]`)).toBeVisible();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'staff-doubts-ar-tablet-board-search');
    await context.close();
  });

  test('weighing: the field names itself when refused, and staff and customer see ordered beside weighed', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const [meat] = await store.database.db
      .select({ id: products.id, price: branchProducts.price })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .leftJoin(productCuttingTypes, eq(productCuttingTypes.productId, products.id))
      .where(
        and(
          sql`${products.weighted} and ${branchProducts.stockMilli} >= 10000 and ${branchProducts.price} >= 10000 and ${products.quantities} @> '[1]'::jsonb`,
          isNull(productCuttingTypes.productId),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    expect(meat, 'a weight-priced demo product sold by the kilo, 100 EGP or more').toBeDefined();
    const { token, orderId } = await store.customerWithOrder([meat!.id], 'ar');
    const { context, page } = await pharmacistOnTablet(browser);
    await store.open(page, `/ar/staff/orders/${orderId}`);
    const field = page.getByRole('textbox', { name: /كجم/ }).first();

    await field.fill('كيلو ونص');
    await page.getByRole('button', { name: t.saveWeights }).click();
    // Read the field's description once the answer came back (before it, the hint is its only one).
    await expect(field).toHaveAttribute('aria-describedby', /-error\b/);
    const error = page.locator(
      `#${await field.getAttribute('aria-describedby').then((ids) => ids!.split(' ')[0])}`,
    );
    await expect(error).toContainText('الكمية المسلَّمة');
    await expect(error).not.toContainText('المعرّف');

    await field.fill('١٫١');
    await page.getByRole('button', { name: t.saveWeights }).click();
    const change = formatAmountChange(Math.round(meat!.price * 0.1) / 100, 'ar');
    const line = fill(t.weighedLine, {
      ordered: formatNumber(1, 'ar'),
      weighed: formatNumber(1.1, 'ar'),
      change: fill(t.money, { amount: change }),
    });
    await expect(page.getByTestId('weighing')).toHaveText(line);
    expect(await latinDigitsInMain(page, ['A4'])).toEqual([]);
    await keepScreenshot(page, 'staff-doubts-ar-tablet-weighed');

    // The printout names the branch and its phone, in the page's digits.
    const [branch] = await store.database.db
      .select({ name: branchTranslations.name, phone: branches.phone })
      .from(branches)
      .innerJoin(
        branchTranslations,
        and(eq(branchTranslations.ownerId, branches.id), eq(branchTranslations.lang, 'ar')),
      )
      .where(eq(branches.id, 1));
    await store.open(page, `/ar/staff/orders/${orderId}/print?kind=delivery&size=a4`);
    const printed = page.getByTestId('print-branch');
    await expect(printed).toContainText(branch!.name);
    await expect(printed).toContainText(localizeCopyDigits('ar', branch!.phone));
    await expect(printed).not.toContainText(fill(t.branchNumber, { id: ar(1) }));
    await keepScreenshot(page, 'staff-doubts-ar-print');
    await context.close();

    // The customer reads the same on their phone.
    const customer = await newCustomerContext(browser, 'ar', true);
    await store.signIn(customer, token);
    const shopper = await store.open(await customer.newPage(), `/ar/order-info/${orderId}`);
    await expect(shopper.getByTestId('line-note')).toHaveText(
      fill(arShop.weighedLine, {
        ordered: formatNumber(1, 'ar'),
        weighed: formatNumber(1.1, 'ar'),
        change: `${change} ج.م`,
      }),
    );
    await keepScreenshot(shopper, 'staff-doubts-ar-phone-customer-weighed');
    await customer.close();
  });

  test('an order from a prescription leads to it, for staff and customer; rejecting one asks first', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { token, addressId } = await store.newCustomer('doubts', { phonePrefix: '015' });
    const [product] = await store.piecesInStock(1, { minStock: 50_000 });
    const quoted = await insertQuoted(token, addressId, product!);
    const confirmed = await store.api(
      token,
      'POST',
      `prescriptions/${quoted}/confirm`,
      { paymentTypeId: 1 },
      'ar',
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const orderId = confirmed.body.item as number;

    const { context, page } = await pharmacistOnTablet(browser);
    await store.open(page, `/ar/staff/orders/${orderId}`);
    await page.getByRole('link', { name: fill(t.fromPrescription, { id: `#${ar(quoted)}` }) }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/staff/prescriptions/${quoted}$`));

    const customer = await newCustomerContext(browser, 'ar', true);
    await store.signIn(customer, token);
    const shopper = await store.open(await customer.newPage(), `/ar/order-info/${orderId}`);
    await shopper.getByRole('link', { name: fill(arShop.fromPrescription, { id: ar(quoted) }) }).click();
    await expect(shopper).toHaveURL(new RegExp(`/ar/order-info/${quoted}\\?type=prescription$`));
    await customer.close();

    // A new prescription, rejected: asked first in the store's dialog; cancelling it changes nothing.
    const fresh = await insertNew(token, addressId);
    await store.open(page, `/ar/staff/prescriptions/${fresh}`);
    await page.getByLabel(t.rejectReason).fill('الصورة غير واضحة، أرسلها مرة أخرى من فضلك');
    await page.getByRole('button', { name: t.rejectButton }).click();
    const dialog = page.getByRole('alertdialog', { name: t.rejectConfirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.rejectConfirmText);
    await keepScreenshot(page, 'staff-doubts-ar-tablet-reject-confirm');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(fresh)).toBe('new');
    await page.getByRole('button', { name: t.rejectButton }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.rejectConfirmYes }).click();
    await expect.poll(() => statusOf(fresh)).toBe('rejected');
    await context.close();
  });
});

async function userIdOf(token: string) {
  const me = await store.api(token, 'GET', 'profile');
  return me.body.data.user.id as number;
}

async function insertNew(token: string, addressId: number) {
  const [row] = await store.database.db
    .insert(prescriptions)
    .values({
      userId: await userIdOf(token),
      branchId: 1,
      addressId,
      addressText: '12 عباس العقاد، مدينة نصر',
    })
    .returning({ id: prescriptions.id });
  return row!.id;
}

/** A prescription answered with a quote of two pieces of the product, waiting for the customer. */
async function insertQuoted(token: string, addressId: number, productId: number) {
  const id = await insertNew(token, addressId);
  await store.database.db
    .update(prescriptions)
    .set({ status: 'quoted', quoteItems: [{ productId, quantityMilli: 2000 }], quotedAt: new Date() })
    .where(eq(prescriptions.id, id));
  return id;
}

async function statusOf(id: number) {
  const [row] = await store.database.db
    .select({ status: prescriptions.status })
    .from(prescriptions)
    .where(eq(prescriptions.id, id));
  return row!.status;
}
