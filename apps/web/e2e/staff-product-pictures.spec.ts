import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
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
 * Product pictures (docs/decisions/0070) in a real browser: an admin, in Arabic on a tablet, uploads
 * a phone photo larger than the pages' 1 MiB form limit and a packshot, describes them in both
 * languages, makes the packshot the main picture; a customer's phone then shows it on the product
 * page, with the other one a swipe or a tap away.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const t = arStaff;

/** A camera photo's noise: about 1.6 MB as JPEG, beyond the 1 MiB an ordinary form post may carry. */
const phonePhoto = () =>
  sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();

/** A product box on white, as a packshot looks. */
const packshot = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
      <rect width="900" height="900" fill="#fff"/>
      <rect x="230" y="170" width="440" height="560" rx="18" fill="#0f766e"/>
      <rect x="230" y="330" width="440" height="150" fill="#f8fafc"/>
      <circle cx="450" cy="600" r="60" fill="#fbbf24"/></svg>`),
  )
    .png()
    .toBuffer();

test('an admin adds, describes and orders a product’s pictures; a phone shows them (ar, tablet)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [productId] = await store.piecesInStock(1);
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await page.goto(`${store.base}/ar/staff/catalogue/${productId}/details`);
  await waitForHydration(page);
  const pictures = page.getByRole('region', { name: t.picturesTitle });
  await expect(pictures.getByText(t.picturesNone)).toBeVisible();

  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(1024 * 1024);
  await pictures
    .getByLabel(t.pictureFile)
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await pictures.getByLabel(t.pictureAltAr).last().fill('العلبة من الجانب');
  await pictures.getByRole('button', { name: t.pictureAdd }).click();
  await expect(pictures.getByRole('img', { name: 'العلبة من الجانب' })).toBeVisible();

  await pictures
    .getByLabel(t.pictureFile)
    .setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: await packshot() });
  await pictures.getByLabel(t.pictureAltEn).last().fill('The box, front');
  await pictures.getByLabel(t.pictureAltAr).last().fill('العلبة من الأمام');
  await pictures.getByRole('button', { name: t.pictureAdd }).click();
  await expect(pictures.getByRole('img', { name: 'العلبة من الأمام' })).toBeVisible();
  // A file that is no picture is refused in Arabic, and nothing is added.
  await pictures.getByLabel(t.pictureFile).setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4 not a photo'),
  });
  await pictures.getByRole('button', { name: t.pictureAdd }).click();
  await expect(pictures.getByRole('alert').filter({ hasText: 'JPEG' })).toBeVisible();
  await expect(pictures.getByRole('listitem')).toHaveCount(2);

  // The packshot becomes the main picture.
  await pictures.getByRole('button', { name: t.pictureMakeMain }).click();
  await expect(
    pictures.getByRole('listitem').first().getByRole('img', { name: 'العلبة من الأمام' }),
  ).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await pictures.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-product-pictures-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();

  // A customer's phone: the main picture first, the other a tap away, each described in Arabic.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ar-EG' });
  await store.open(customer, `/ar/product/${productId}`);
  const strip = customer.getByRole('main').getByRole('region').first();
  const large = customer.locator('main img[src*="-800.webp"]');
  await expect(large).toHaveCount(2);
  await expect(large.first()).toHaveAttribute('alt', 'العلبة من الأمام');
  await expect
    .poll(() => large.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await customer.getByRole('link', { name: 'العلبة من الجانب' }).click();
  await expect(large.nth(1)).toBeInViewport();
  expect(await strip.count()).toBe(1);
  expect(await hasHorizontalOverflow(customer)).toBe(false);
  await keepScreenshot(customer, 'product-pictures-ar-phone');
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await customer.close();
});
