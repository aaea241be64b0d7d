import { eq } from 'drizzle-orm';
import { orders } from '../../api/src/db/schema.ts';
import { demoStaffPasswords } from '../../api/src/staff/index.ts';
import { formatAmount, formatId } from '../app/i18n/format.ts';
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
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The courier's part (docs/decisions/0043) in a real browser: the branch hands two cash orders to a
 * courier; on an Arabic phone the courier calls, opens the map, delivers one with the cash typed in
 * Arabic-Indic digits and returns the other (customer unreachable); the manager, on an Arabic
 * tablet, sees it back and sends it out again with another courier.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('a courier delivers and returns orders on an Arabic phone; the manager sends one out again', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const manager = await staffToken(store, 'manager@staff.demo', demoStaffPasswords.branch_manager);
  const couriers = (await store.api(manager, 'GET', 'staff/couriers?branchId=1')).body.data.couriers as {
    id: number;
    name: string;
  }[];
  const courier = couriers.find((c) => c.name === 'Demo Courier')!;
  const other = couriers.find((c) => c.name === 'Demo Courier Two')!;
  const handOut = async () => {
    const { orderId } = await store.customerWithOrder(await store.piecesInStock(2), 'ar');
    for (const [path, body] of [
      ['status', { statusId: 2 }],
      ['courier', { courierId: courier.id }],
      ['status', { statusId: 7 }],
    ] as const) {
      const answer = await store.api(manager, 'POST', `staff/orders/${orderId}/${path}`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, total: row!.total / 100 };
  };
  const delivered = await handOut();
  const unreachable = await handOut();

  // The courier logs in on a phone and lands on their own list (not the board).
  const phone = await newStaffContext(browser, { width: 390, height: 844 }, 'ar');
  const page = await phone.newPage();
  await store.open(page, '/ar/staff/login');
  await page.getByLabel(t.email).fill('courier@staff.demo');
  await page.getByLabel(t.password, { exact: true }).fill(demoStaffPasswords.courier);
  await page.getByRole('button', { name: t.loginButton }).click();
  await expect(page).toHaveURL(/\/ar\/staff\/courier$/);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t.courierTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: t.navBoard })).toHaveCount(0);

  const card = page.locator(`article[data-order-id="${delivered.orderId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('to-collect')).toHaveText(
    fill(t.money, { amount: formatAmount(delivered.total, 'ar') }),
  );
  const call = card.getByRole('link', { name: new RegExp(`^${t.courierCall}`) });
  await expect(call).toHaveAttribute('href', /^tel:0\d{9,10}$/);
  await expect(card.getByRole('link', { name: t.courierMap })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(card.getByRole('heading', { name: t.courierChangeTitle })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await latinDigitsInMain(page, [], { ownWords: true })).toEqual([]);
  await keepScreenshot(page, 'courier-ar-phone-list');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Delivered, with the cash typed in Arabic-Indic digits and the Arabic decimal separator.
  const amount = card.getByLabel(t.courierAmountCollected);
  await amount.fill(arabicDigits(delivered.total.toFixed(2)).replace('.', '٫'));
  await card.getByRole('button', { name: t.courierDelivered }).click();
  await expect(page.getByTestId('result-notice')).toHaveText('تم تسليم الطلب');
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('courier-cash')).toHaveText(
    fill(t.money, { amount: formatAmount(delivered.total, 'ar') }),
  );
  const [done] = await store.database.db.select().from(orders).where(eq(orders.id, delivered.orderId));
  expect(done).toMatchObject({ statusId: 4, amountCollected: Math.round(delivered.total * 100) });

  // The other customer does not answer: two calls, a note, back to the branch.
  const second = page.locator(`article[data-order-id="${unreachable.orderId}"]`);
  await second.getByText(t.courierUnreachable).click();
  await second.getByLabel(t.courierTries).fill('٢');
  await second.getByLabel(t.courierNote).fill('لا يرد على الهاتف والبواب لا يعرفه');
  await keepScreenshot(page, 'courier-ar-phone-unreachable');
  await second.getByRole('button', { name: t.courierReturnToBranch }).click();
  await expect(page.getByTestId('result-notice')).toHaveText(
    'عاد الطلب إلى الفرع، وسيقرر الفريق الخطوة التالية',
  );
  await expect(second).toHaveCount(0);
  await expect(page.getByText(t.courierNoOrders)).toBeVisible();
  expect(await latinDigitsInMain(page)).toEqual([]);
  await phone.close();

  // The manager sees it back on an Arabic tablet and sends it out again with the other courier.
  const tablet = await newStaffContext(browser, { width: 820, height: 1180 }, 'ar');
  const desk = await tablet.newPage();
  await logInToConsole(store, desk, 'ar', 'manager@staff.demo', demoStaffPasswords.branch_manager);
  await store.open(desk, `/ar/staff/orders/${unreachable.orderId}`);
  const banner = desk.getByTestId('courier-returned');
  await expect(banner).toContainText(t.courierReturnedTitle);
  await expect(banner).toContainText('لا يرد على الهاتف');
  await expect(banner).toContainText(formatId(2, 'ar'));
  expect(await hasHorizontalOverflow(desk)).toBe(false);
  await keepScreenshot(desk, 'courier-ar-tablet-returned');
  expect(await seriousA11yViolations(desk)).toEqual([]);
  await desk.getByRole('combobox', { name: t.courierChoose }).selectOption(String(other.id));
  await desk.getByRole('button', { name: t.courierTryAgain }).click();
  await expect(banner).toHaveCount(0);
  await expect(desk.getByTestId('order-courier')).toHaveText(other.name);
  const [again] = await store.database.db.select().from(orders).where(eq(orders.id, unreachable.orderId));
  expect(again).toMatchObject({ courierId: other.id, returnedAt: null, statusId: 7 });

  // A new order, accepted: the manager hands it out from the board's row, without opening it.
  const { orderId: fresh } = await store.customerWithOrder(await store.piecesInStock(2), 'ar');
  expect((await store.api(manager, 'POST', `staff/orders/${fresh}/status`, { statusId: 2 })).status).toBe(
    200,
  );
  await store.open(desk, '/ar/staff');
  const boardRow = desk.locator(`li[data-order-id="${fresh}"]`);
  await boardRow
    .getByRole('combobox', { name: fill(t.boardCourierFor, { id: `#${formatId(fresh, 'ar')}` }) })
    .selectOption(String(courier.id));
  await keepScreenshot(desk, 'courier-ar-tablet-board');
  expect(await seriousA11yViolations(desk)).toEqual([]);
  await boardRow.getByRole('button', { name: t.boardHandOut }).click();
  await expect(boardRow.getByTestId('row-courier')).toContainText(courier.name);
  await expect(boardRow.getByRole('combobox')).toHaveCount(0);
  expect(await hasHorizontalOverflow(desk)).toBe(false);

  // The day's cash per courier: the delivered order's cash, in the page's digits.
  await store.open(desk, '/ar/staff/couriers/cash');
  const row = desk.locator(`tr[data-courier-id="${courier.id}"]`);
  await expect(row).toContainText(fill(t.money, { amount: formatAmount(delivered.total, 'ar') }));
  expect(await latinDigitsInMain(desk)).toEqual([]);
  await keepScreenshot(desk, 'courier-ar-tablet-cash');
  await tablet.close();
});
