import { serverMessagesAr as arServer } from '@store/contract';
import { home as arHome } from '../app/i18n/messages/ar/home.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { desktop, expect, keepScreenshot, lookedAt, newStaffContext, test } from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The home's popular categories picked in the console (docs/decisions/0086), in Arabic on a desktop:
 * an admin ticks a category in the tree, moves it up one place, and the Arabic home's grid shows it
 * there.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('an admin picks the popular categories and the Arabic home shows them (ar)', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newStaffContext(browser, desktop, 'ar');
  const console = await context.newPage();
  await logInToConsole(store, console, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await console.goto(`${store.base}/ar/staff/content`);
  await console.getByRole('link', { name: arStaff.homePicksLink }).click();
  await expect(console.getByRole('heading', { level: 1, name: arStaff.homePicksTitle })).toBeVisible();
  const grid = console.getByRole('region', { name: arStaff.homePicksCategoriesTitle });
  const picked = grid.getByTestId('picked-categories').locator('li');
  const before = await picked.count();
  expect(before).toBeGreaterThan(1);
  await lookedAt(console, 'home-picks-ar-desktop');

  await grid.getByTestId('pick-categoryIds').locator('summary').click();
  await grid.getByRole('checkbox', { name: 'مستحضرات التجميل › المكياج', exact: true }).check();
  await grid.getByRole('button', { name: arStaff.homePicksSaveCategories }).click();
  await expect(picked).toHaveCount(before + 1);
  await expect(picked.last()).toContainText('المكياج');
  const name = (await picked.last().locator('bdi').textContent()) ?? '';
  await picked
    .last()
    .getByRole('button', { name: `${arStaff.carouselUp}: ${name}` })
    .click();
  await expect(picked.nth(before - 1)).toContainText('المكياج');
  await lookedAt(console, 'home-picks-ar-desktop-saved');

  // Someone else saves the grid meanwhile (docs/decisions/0092): this screen's save is refused, and
  // the form says why in Arabic, beside its button.
  const admin = await staffToken(store);
  const opened = (await store.api(admin, 'GET', 'staff/content/home-picks')).body.data;
  const other = await store.api(admin, 'POST', 'staff/content/home-picks/categories', {
    categoryIds: opened.categories.map((c: { id: number }) => c.id),
    version: opened.categoriesVersion,
  });
  expect(other.status).toBe(200);
  await grid.getByRole('button', { name: arStaff.homePicksSaveCategories }).click();
  await expect(grid.getByRole('alert')).toContainText(arServer['homePicks.conflict']);
  await keepScreenshot(console, 'home-picks-ar-desktop-conflict');

  const home = await context.newPage();
  const tiles = home.getByRole('region', { name: arHome.popularCategories }).locator('li');
  await expect(async () => {
    await home.goto(`${store.base}/ar/`);
    await expect(tiles).toHaveCount(before + 1);
    await expect(tiles.nth(before - 1)).toContainText('المكياج');
  }).toPass({ timeout: 10_000 });
  await tiles.nth(before - 1).scrollIntoViewIfNeeded();
  await keepScreenshot(home, 'home-picks-ar-desktop-home');
  await context.close();
});
