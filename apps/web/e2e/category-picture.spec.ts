import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories, categoryTranslations } from '../../api/src/db/schema.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  desktop,
  expect,
  keepScreenshot,
  lookedAt,
  newStaffContext,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * A category's picture (docs/decisions/0083) in a real browser: an admin, in Arabic on a desktop,
 * uploads a picture for a category of the home's popular ones, and the Arabic home shows it instead of
 * the drawn one; removing it brings the drawn one back.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const t = arStaff;

test('an admin uploads a category picture and the Arabic home shows it (ar, desktop)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const db = store.database.db;
  const [category] = await db
    .select({ id: categories.id, name: categoryTranslations.name })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.ownerId, categories.id), eq(categoryTranslations.lang, 'ar')),
    )
    .where(eq(categories.featured, true))
    .orderBy(categories.sort, categories.id)
    .limit(1);
  const { id, name } = category!;
  const picture = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
    .png()
    .toBuffer();

  const context = await newStaffContext(browser, desktop, 'ar');
  const console = await context.newPage();
  await logInToConsole(store, console, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await console.goto(`${store.base}/ar/staff/catalogue/categories?edit=${id}`);
  const section = console.getByRole('region', { name: t.taxonomyPictureTitle });
  await expect(section).toContainText(t.taxonomyPictureNone);
  await waitForHydration(console);
  await section.getByLabel(t.taxonomyPictureFile).setInputFiles({
    name: 'shelf.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await section.getByRole('button', { name: t.taxonomyPictureUpload }).click();
  await expect(section.getByText('تم حفظ الصورة: يراها العملاء الآن')).toBeVisible();
  const shown = section.getByRole('img', { name: t.taxonomyPictureCurrent });
  await expect(shown).toBeVisible();
  const src = (await shown.getAttribute('src')) ?? '';
  expect(src).toMatch(new RegExp(`/api/media/category-pictures/${id}-[0-9a-f-]{36}\\.webp$`));
  await lookedAt(console, 'category-picture-ar-desktop-console');

  const home = await context.newPage();
  // Exact: a carousel slide's link may name the category within its text.
  const tile = home.getByRole('link', { name, exact: true }).locator('img');
  await expect(async () => {
    await home.goto(`${store.base}/ar/`);
    await expect(tile.first()).toHaveAttribute('src', new RegExp(`/api/media/category-pictures/${id}-`));
  }).toPass({ timeout: 10_000 });
  // The picture itself loads (a WebP from the file storage), not a broken image.
  await tile.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => tile.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(300);
  await keepScreenshot(home, 'category-picture-ar-desktop-home');

  await console.bringToFront();
  await section.getByRole('button', { name: t.taxonomyPictureRemove }).click();
  await expect(section).toContainText(t.taxonomyPictureNone);
  await expect(async () => {
    await home.goto(`${store.base}/ar/`);
    await expect(tile.first()).toHaveAttribute('src', new RegExp(`/api/media/categories/c-${id}\\.svg$`));
  }).toPass({ timeout: 10_000 });
  await context.close();
});
