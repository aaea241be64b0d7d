import { formatClock, formatDay, formatId } from '../app/i18n/format.ts';
import { staff as t } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The order promises asked for in the console, in Arabic on a tablet: the out-for-delivery button
 * waits, saying why, while the customer chooses substitutes; a scheduled order shows its day and
 * slot on the board, its page and the slots page, and says when it joins the live orders.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const tablet = { width: 820, height: 1180 };
const pharmacist = ['pharmacist@staff.demo', 'Demo-pharmacist-2026'] as const;

/** A Cairo day `days` from today, as the API takes it. */
function cairoDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test.describe('order promises in the console (ar, tablet)', () => {
  test('the out-for-delivery button waits for the customer, saying until when', async ({ browser }) => {
    test.setTimeout(120_000);
    const { orderId } = await store.customerWithOrder(await store.piecesInStock(2), 'ar');
    const token = await staffToken(store, ...pharmacist);
    expect((await store.api(token, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 })).status).toBe(
      200,
    );
    const order = (await store.api(token, 'GET', `staff/orders/${orderId}`)).body.data.order;
    const asked = await store.api(token, 'POST', `staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: order.items[0].id }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    const context = await newStaffContext(browser, tablet, 'ar');
    const page = await context.newPage();
    await logInToConsole(store, page, 'ar', ...pharmacist);
    await store.open(page, `/ar/staff/orders/${orderId}`);
    const dispatch = page.getByRole('button', { name: fill(t.moveTo, { status: t.status_7 }) });
    await expect(dispatch).toBeDisabled();
    const why = page.getByTestId('dispatch-waits');
    await expect(why).toBeVisible();
    // The reason is the button's description, so a screen reader says it with the button.
    await expect(dispatch).toHaveAttribute('aria-describedby', (await why.getAttribute('id'))!);
    await expect(why).toContainText('العميل يختار البدائل حتى');
    const names = await page
      .locator('tr[data-item-id] td:first-child > span.font-semibold')
      .allTextContents();
    expect(await latinDigitsInMain(page, [...names, 'A4'])).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'order-promises-ar-tablet-dispatch-waits');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  test('a scheduled order shows its day and slot on the board, its page and the slots page', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { token, addressId } = await store.newCustomer('order-promises');
    for (const productId of await store.piecesInStock(2))
      expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
    await store.api(token, 'POST', 'cart/address/select', { addressId });
    await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
    const date = cairoDayFromToday(3);
    const placed = await store.api(token, 'POST', 'cart/order', {
      scheduleType: 'once',
      startDate: date,
      slotId: 4,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.item as number;
    const slot = fill(t.scheduledFor, {
      day: formatDay(date, 'ar'),
      from: formatClock('16:00', 'ar'),
      to: formatClock('18:00', 'ar'),
    });

    const context = await newStaffContext(browser, tablet, 'ar');
    const page = await context.newPage();
    await logInToConsole(store, page, 'ar', ...pharmacist);
    // The board's filter has an option for scheduled orders.
    await page.getByLabel(t.status).selectOption({ label: t.scheduledFilter });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]status=3(&|$)/);
    const row = page.locator(`li[data-order-id="${orderId}"]`);
    await expect(row.getByTestId('board-delivery')).toHaveText(`${t.deliverySlot}: ${slot}`);
    expect(await latinDigitsInMain(page)).toEqual([]);
    await keepScreenshot(page, 'order-promises-ar-tablet-board-scheduled');

    await row.getByRole('link').click();
    await expect(page.getByTestId('order-delivery')).toHaveText(`${t.deliverySlot}: ${slot}`);
    await expect(page.getByText(fill(t.scheduledWaits, { day: slot }))).toBeVisible();
    await expect(page.getByText(t.noNextStatus)).toHaveCount(0);
    await keepScreenshot(page, 'order-promises-ar-tablet-order-scheduled');

    await page.getByRole('link', { name: t.navSlots }).click();
    await expect(page.getByRole('heading', { name: t.slotsTitle, level: 1 })).toBeVisible();
    const slotRow = page.locator(`[data-day="${date}"] [data-slot="4"]`);
    await expect(
      slotRow.getByRole('link', { name: fill(t.orderTitle, { id: `#${formatId(orderId, 'ar')}` }) }),
    ).toBeVisible();
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'order-promises-ar-tablet-slots');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
