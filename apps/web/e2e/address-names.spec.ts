import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import places from '../../api/src/addresses/fixtures/nominatim-reverse.json' with { type: 'json' };
import { newAddressPath } from '../app/features/addresses/address-text.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { expect, keepScreenshot, seriousA11yViolations, test } from './fixtures.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * A pinned address named by the store's reverse geocoder (docs/decisions/0094), in Arabic on a phone:
 * the device's location (faked: Nasr City) fills the street, area and city left empty, with what a
 * Nominatim server (a local stand-in answering a recorded reply) calls the point; what the customer
 * typed stays.
 */
let store: InProcessStore;
let geocoder: Server;
const asked: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  geocoder = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(places.nasrCityAr));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  store = await startInProcessStore({ REVERSE_GEOCODE_URL: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => {
  await store?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

test('the device’s location names the street, area and city left empty (ar, phone)', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = arShop;
  const { token } = await store.newCustomer('address-names', { phonePrefix: '0122' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ar-EG',
    geolocation: { latitude: 30.0566104, longitude: 31.3301446 },
    permissions: ['geolocation'],
  });
  await store.signIn(context, token);
  const page = await context.newPage();
  await store.open(page, newAddressPath('ar', '/ar/checkout'));
  // The city typed by the customer is theirs; the street and area are left empty.
  await page.getByLabel(t.city, { exact: true }).fill('القاهرة الجديدة');
  await page.getByRole('button', { name: t.useMyLocation }).click();
  await expect(page.getByLabel(t.streetName, { exact: true })).toHaveValue('شارع عباس العقاد');
  await expect(page.getByLabel(t.area, { exact: true })).toHaveValue('مدينة نصر');
  await expect(page.getByLabel(t.city, { exact: true })).toHaveValue('القاهرة الجديدة');
  // The pin itself stays set beside the names.
  await expect(page.locator('input[name="latitude"]')).toHaveValue('30.05661');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('accept-language=ar%2Cen');
  await keepScreenshot(page, 'address-names-ar-phone');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
