import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { expect, keepScreenshot, lookedAt, newStaffContext, tablet, test } from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The home carousel edited in the console (docs/decisions/0082), in Arabic on a tablet: an admin
 * renames the first slide and keeps it to the Arabic home, hides another, and the storefront's homes
 * show it so: the Arabic one with the new title, the English one without either slide.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('an admin edits the home carousel on a tablet and the homes show it (ar)', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newStaffContext(browser, tablet, 'ar');
  const console = await context.newPage();
  await logInToConsole(store, console, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await console.goto(`${store.base}/ar/staff/content`);
  const carousel = console.getByRole('region', { name: arStaff.carouselTitle });
  await expect(carousel).toBeVisible();
  await lookedAt(console, 'home-carousel-ar-tablet-list');

  const slides = carousel.locator('ol > li');
  const first = slides.first();
  const second = slides.nth(1);
  const hiddenTitle = (await second.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByText(arStaff.carouselEdit).click();
  await first.getByLabel(arStaff.carouselTitleAr).fill('عروض الشتاء');
  await first.getByLabel(arStaff.carouselAudience).selectOption('ar');
  await first.getByRole('button', { name: arStaff.carouselSave }).click();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('عروض الشتاء');
  await expect(first).toContainText(arStaff.carouselAudience_ar);
  await lookedAt(console, 'home-carousel-ar-tablet-saved');

  await second.getByRole('button', { name: `${arStaff.carouselHide}: ${hiddenTitle}` }).click();
  await expect(second.getByText(arStaff.carouselStatus_hidden)).toBeVisible();

  const home = await context.newPage();
  await expect(async () => {
    await home.goto(`${store.base}/ar/`);
    await expect(home.locator('img[alt="عروض الشتاء"]')).toBeVisible();
    await expect(home.locator(`img[alt="${hiddenTitle}"]`)).toHaveCount(0);
  }).toPass({ timeout: 10_000 });
  await keepScreenshot(home, 'home-carousel-ar-tablet-home');
  await home.goto(`${store.base}/en/`);
  // The first slide is the Arabic home's only now, the second hidden: the third comes first.
  await expect(home.locator('img[alt="Cook Egyptian classics"]')).toBeVisible();
  await expect(home.locator('img[alt="Weekly deals"]')).toHaveCount(0);
  await expect(home.locator('img[alt="Everything for your baby"]')).toHaveCount(0);
  await context.close();
});
