import { formatNumber } from '../app/i18n/format.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * the board by stage: a new order appears in the New column with its count on an Arabic
 * tablet, ages past the amber threshold on a faked clock, is accepted from its card (after the
 * confirmation) and moves to In process live on a second screen (an English desktop); a phone shows
 * the stages as tabs.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const login = ['pharmacist@staff.demo', 'Demo-pharmacist-2026'] as const;

test('the board by stage: a new order in its column, its timer, accepted from its card, live on a second screen (ar tablet, en desktop)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = arStaff;
  const tablet = await (await newStaffContext(browser, { width: 800, height: 1280 }, 'ar')).newPage();
  await tablet.clock.install();
  await logInToConsole(store, tablet, 'ar', ...login);
  await tablet.getByTestId('board-views').getByRole('link', { name: t.boardViewBoard }).click();
  await expect(tablet).toHaveURL(/view=board/);
  await waitForHydration(tablet);
  await expect(tablet.locator('[data-live="open"]')).toBeVisible();

  const desk = await (await newStaffContext(browser, { width: 1280, height: 800 }, 'en')).newPage();
  await logInToConsole(store, desk, 'en', ...login);
  await store.open(desk, '/en/staff?view=board');
  await expect(desk.locator('[data-live="open"]')).toBeVisible();

  const newColumn = tablet.getByTestId('stage-new');
  const before = await newColumn.locator('[data-card]').count();
  const [first, second] = await store.piecesInStock(2);
  const { orderId } = await store.customerWithOrder([first!, second!], 'ar');
  const card = newColumn.locator(`[data-order-id="${orderId}"]`);
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(newColumn.getByRole('heading')).toHaveText(
    fill(t.stageCount, { stage: t.stage_new, count: formatNumber(before + 1, 'ar') }),
  );
  await expect(card).toContainText(fill(t.cardItems, { count: formatNumber(2, 'ar') }));
  await expect(card.getByTestId('card-timer')).toHaveAttribute('data-tone', 'calm');
  await expect(desk.getByTestId('stage-new').locator(`[data-order-id="${orderId}"]`)).toBeVisible();

  // Eleven minutes later it has waited past the New stage's amber threshold (10 minutes).
  await tablet.clock.fastForward('11:00');
  await expect(card.getByTestId('card-timer')).toHaveAttribute('data-tone', 'amber');
  expect(await hasHorizontalOverflow(tablet)).toBe(false);
  await keepScreenshot(tablet, 'issue33-board-ar-tablet');
  expect(await seriousA11yViolations(tablet)).toEqual([]);

  // Accept from the card, after the confirmation: it moves to In process here and on the desktop.
  await card.getByRole('button', { name: new RegExp(t.cardAccept) }).click();
  const dialog = tablet.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // Checked once the dialog has finished fading in: half-faded text reads as low contrast.
  await expect
    .poll(() => tablet.evaluate(() => document.querySelector('[data-entering]') === null))
    .toBe(true);
  expect(await seriousA11yViolations(tablet)).toEqual([]);
  await dialog.getByRole('button', { name: t.cardConfirmYes }).click();
  await expect(tablet.getByTestId('stage-inProcess').locator(`[data-order-id="${orderId}"]`)).toBeVisible({
    timeout: 10_000,
  });
  await expect(newColumn.locator(`[data-order-id="${orderId}"]`)).toHaveCount(0);
  await expect(desk.getByTestId('stage-inProcess').locator(`[data-order-id="${orderId}"]`)).toBeVisible({
    timeout: 10_000,
  });
  await keepScreenshot(desk, 'issue33-board-en-desktop');
  expect(await seriousA11yViolations(desk)).toEqual([]);

  // A phone: the same stages as tabs, each with its count.
  const phone = await (await newStaffContext(browser, { width: 390, height: 844 }, 'ar')).newPage();
  await logInToConsole(store, phone, 'ar', ...login);
  await store.open(phone, '/ar/staff?view=board');
  const tabs = phone.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  await phone.getByRole('tab', { name: new RegExp(t.stage_inProcess) }).click();
  await expect(phone.getByRole('tabpanel').locator(`[data-order-id="${orderId}"]`)).toBeVisible();
  expect(await hasHorizontalOverflow(phone)).toBe(false);
  await keepScreenshot(phone, 'issue33-board-ar-phone');
  expect(await seriousA11yViolations(phone)).toEqual([]);
  // A keyboard on the desktop: the shortcuts are in the board's help.
  await expect(desk.getByTestId('board-shortcuts')).toContainText(enStaff.shortcutsTitle);
});

test("the list's date filter is React Aria's picker, typed in Arabic-Indic digits (ar tablet)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = arStaff;
  const page = await (await newStaffContext(browser, { width: 800, height: 1280 }, 'ar')).newPage();
  await logInToConsole(store, page, 'ar', ...login);
  // React Aria's segments in the page's order and digits, not the browser's mm/dd/yyyy field.
  await expect(page.getByTestId('date-from').getByRole('group')).toBeVisible();
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' })
    .format(new Date())
    .split('-');
  const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const from = page.getByTestId('date-from');
  // ar-EG writes a day as day/month/year; each segment moves on when it is full.
  await from.locator('[data-type="day"]').click();
  await page.keyboard.type(arabic(day!));
  await page.keyboard.type(arabic(month!));
  await page.keyboard.type(arabic(year!));
  await expect(from.locator('[data-type="year"]')).toHaveText(arabic(year!));
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${year}-${month}-${day}`));
  await waitForHydration(page);
  await expect(page.getByTestId('date-from').locator('[data-type="day"]')).toHaveText(arabic(day!));
  await keepScreenshot(page, 'issue33-date-filter-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a branch's own board timers: set by its manager in Arabic-Indic digits, its cards follow (ar tablet)", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const t = arStaff;
  const manager = await (await newStaffContext(browser, { width: 800, height: 1280 }, 'ar')).newPage();
  await logInToConsole(store, manager, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await store.open(manager, '/ar/staff?view=board&branchId=1');
  await manager.getByRole('link', { name: t.boardTimersLink }).click();
  await expect(manager.getByRole('heading', { name: t.boardTimersTitle, level: 1 })).toBeVisible();
  await waitForHydration(manager);
  const amber = manager.getByLabel(fill(t.timerAmberOf, { stage: t.stage_new }));
  const red = manager.getByLabel(fill(t.timerRedOf, { stage: t.stage_new }));
  // The store's defaults, in the page's digits.
  await expect(amber).toHaveValue(formatNumber(10, 'ar'));
  // Red before amber is refused under its box, in Arabic.
  await amber.fill('٣');
  await red.fill('٢');
  await manager.getByRole('button', { name: t.boardTimersSave }).click();
  await expect(manager.getByText('يجب أن يأتي الأحمر بعد الأصفر')).toBeVisible();
  expect(await seriousA11yViolations(manager)).toEqual([]);
  await red.fill('٦');
  await manager.getByRole('button', { name: t.boardTimersSave }).click();
  await expect(manager.getByText('تم حفظ مؤقتات اللوحة')).toBeVisible();
  expect(await hasHorizontalOverflow(manager)).toBe(false);
  await keepScreenshot(manager, 'board-timers-ar-tablet');

  // A pharmacist's board: a new order at the branch is amber after 3 minutes, red after 6.
  const tablet = await (await newStaffContext(browser, { width: 800, height: 1280 }, 'ar')).newPage();
  await tablet.clock.install();
  await logInToConsole(store, tablet, 'ar', ...login);
  await store.open(tablet, '/ar/staff?view=board');
  await expect(tablet.locator('[data-live="open"]')).toBeVisible();
  const [first, second] = await store.piecesInStock(2);
  const { orderId } = await store.customerWithOrder([first!, second!], 'ar');
  const timer = tablet
    .getByTestId('stage-new')
    .locator(`[data-order-id="${orderId}"]`)
    .getByTestId('card-timer');
  await expect(timer).toHaveAttribute('data-tone', 'calm', { timeout: 10_000 });
  await tablet.clock.fastForward('03:30');
  await expect(timer).toHaveAttribute('data-tone', 'amber');
  await tablet.clock.fastForward('03:00');
  await expect(timer).toHaveAttribute('data-tone', 'red');

  // Back to the store's defaults, typed in Latin digits this time.
  await amber.fill('10');
  await red.fill('20');
  await manager.getByRole('button', { name: t.boardTimersSave }).click();
  await expect(manager.getByText('تم حفظ مؤقتات اللوحة')).toBeVisible();
});
