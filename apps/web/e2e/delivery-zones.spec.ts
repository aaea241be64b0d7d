import { pinLinks } from '@store/contract';
import { newAddressPath } from '../app/features/addresses/address-text.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Delivery zones on the web (docs/decisions/0091): a customer in Arabic on a phone pins a new
 * address with the device's location (faked: Giza, outside the Nasr City branch's zone) and checkout
 * says it is outside the delivery area, names the branch that delivers there and refuses the order
 * in the same words; a branch manager opens the zone editor (the map loaded on that screen only)
 * and saves a zone typed as points. Screenshots in en and ar, phone and desktop; axe on each screen.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

// Giza, by the Dokki branch: inside its zone, outside Nasr City's.
const giza = { latitude: 30.058, longitude: 31.203 };

for (const lang of ['ar', 'en'] as const) {
  for (const phone of lang === 'ar' ? [true, false] : [false]) {
    test(`a customer pins an address outside the branch's zone: checkout says so and refuses (${lang}, ${phone ? 'phone' : 'desktop'})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const t = lang === 'ar' ? arShop : enShop;
      const [productId] = await store.piecesInStock(1);
      const { token } = await store.newCustomer('zones', { phonePrefix: '0155' });
      expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 3 })).status).toBe(200);
      await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
      const branchId = (await store.api(token, 'GET', 'cart/view')).body.data.cart.branch.id as number;
      const nearest = (
        await store.api(
          null,
          'GET',
          `branches/nearest?lat=${giza.latitude}&lng=${giza.longitude}`,
          undefined,
          lang,
        )
      ).body.data;
      expect(nearest.inZone).toBe(true);
      expect(nearest.branch.id).not.toBe(branchId);

      const context = await browser.newContext({
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        isMobile: phone,
        hasTouch: phone,
        locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
        geolocation: giza,
        permissions: ['geolocation'],
      });
      await store.signIn(context, token);
      const page = await context.newPage();
      // No page before the address form fetches the map.
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (/map-view|maplibre/.test(request.url())) mapRequests.push(request.url());
      });
      await store.open(page, `/${lang}/checkout`);
      await store.open(page, newAddressPath(lang, `/${lang}/checkout`));
      await page.getByLabel(t.city, { exact: true }).fill(lang === 'ar' ? 'الجيزة' : 'Giza');
      await page.getByLabel(t.area, { exact: true }).fill(lang === 'ar' ? 'الدقي' : 'Dokki');
      await page
        .getByLabel(t.streetName, { exact: true })
        .fill(lang === 'ar' ? 'شارع التحرير' : 'Tahrir Street');
      await page.getByLabel(t.buildingNumber, { exact: true }).fill('١٥');
      await page
        .getByLabel(t.landmark)
        .fill(lang === 'ar' ? 'أمام محطة المترو' : 'Opposite the metro station');
      // The form's pin asks for the map once it has loaded itself: a moment after the page.
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: t.useMyLocation }).click();
      await expect(page.getByTestId('pin-status')).toHaveText(new RegExp(t.pinSet.replace('.', '\\.')));
      await expect(page.locator('input[name="latitude"]')).toHaveValue(String(giza.latitude));
      await expect(page.locator('input[name="longitude"]')).toHaveValue(String(giza.longitude));
      // The map's script is its own file; the page is usable whether or not this browser draws it.
      await expect(page.locator('[data-map-state="ready"], [data-map-state="failed"]')).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `delivery-zones-pin-${lang}-${phone ? 'phone' : 'desktop'}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Floor and apartment left empty: a pin and a landmark are enough.
      await page.getByRole('button', { name: t.saveAddress }).click();

      // Back at checkout with the new address: outside this branch's zone.
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout`));
      await waitForHydration(page);
      const notice = page.getByTestId('outside-zone');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(nearest.branch.name);
      await expect(notice.getByRole('link', { name: t.outsideZoneOtherAddress })).toBeVisible();
      const useBranch = notice.getByRole('button', {
        name: t.outsideZoneUseBranch.replace('{branch}', nearest.branch.name),
      });
      await expect(useBranch).toBeVisible();
      const message = (await notice.locator('p').first().textContent())?.trim() ?? '';
      await notice.scrollIntoViewIfNeeded();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `delivery-zones-checkout-${lang}-${phone ? 'phone' : 'desktop'}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Placing is refused with the same words.
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
      // The branch that delivers there is chosen: the notice is gone.
      await useBranch.click();
      await expect(page.getByTestId('outside-zone')).toHaveCount(0);
      expect((await store.api(token, 'GET', 'cart/view')).body.data.cart.branch.id).toBe(nearest.branch.id);
      await context.close();
    });
  }
}

test('a pinned order shows links to its point on the staff order screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const [productId] = await store.piecesInStock(1);
  const { token } = await store.newCustomer('zones-staff', { phonePrefix: '0122' });
  const pin = { latitude: '30.0626', longitude: '31.334' };
  const address = await store.api(token, 'POST', 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '12',
    landmark: 'Beside the mall',
    ...pin,
  });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 3 })).status).toBe(200);
  await store.api(token, 'POST', 'cart/address/select', { addressId: address.body.item });
  await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
  const placed = await store.api(token, 'POST', 'cart/order', { orderFrom: 'Web' });
  // The demo branches are open around the clock: an order that cannot be placed is a failure.
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.item as number;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  await logInToConsole(store, page, 'en', 'manager@staff.demo', 'Demo-manager-2026');
  await store.open(page, `/en/staff/orders/${orderId}`);
  const links = page.getByTestId('pin-links');
  const expected = pinLinks({ lat: Number(pin.latitude), lng: Number(pin.longitude) });
  await expect(links.getByRole('link', { name: enStaff.pinOpenMap })).toHaveAttribute('href', expected.web);
  await expect(links.getByRole('link', { name: enStaff.pinOpenApp })).toHaveAttribute('href', expected.geo);
  await context.close();
});

for (const lang of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`a branch manager opens the zone editor and saves a zone typed as points (${lang}, ${width})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const t = lang === 'ar' ? arStaff : enStaff;
      const context = await browser.newContext({
        viewport: { width, height: width < 1000 ? 844 : 900 },
        locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
        hasTouch: width < 1000,
      });
      const page = await context.newPage();
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (/map-view|maplibre/.test(request.url())) mapRequests.push(request.url());
      });
      await logInToConsole(store, page, lang, 'manager@staff.demo', 'Demo-manager-2026');
      await page.goto(`${store.base}/${lang}/staff/branches`);
      await expect(page.getByRole('heading', { name: t.branchSettingsTitle, level: 1 })).toBeVisible();
      await waitForHydration(page);
      // The console's other screens do not fetch the map.
      expect(mapRequests).toEqual([]);
      await page.getByTestId('zones-link').click();
      await expect(page.getByRole('heading', { name: t.zonesTitle, level: 1 })).toBeVisible();
      await waitForHydration(page);
      await expect(page.locator('[data-map-state="ready"], [data-map-state="failed"]')).toBeVisible();
      expect(mapRequests.length).toBeGreaterThan(0);
      const rows = page.getByTestId('zone-row');
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      // The keyboard's way: a new zone typed as points (Arabic-Indic digits on the Arabic page).
      const newRow = rows.last();
      await newRow.getByLabel(t.zoneName).fill(lang === 'ar' ? 'مدينة نصر الشرقية' : 'East Nasr City');
      await newRow
        .getByLabel(t.zonePoints)
        .fill(
          lang === 'ar'
            ? '٣٠٫٠٤، ٣١٫٣٦\n٣٠٫٠٤، ٣١٫٣٩\n٣٠٫٠٧، ٣١٫٣٩\n٣٠٫٠٧، ٣١٫٣٦'
            : '30.04, 31.36\n30.04, 31.39\n30.07, 31.39\n30.07, 31.36',
        );
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `delivery-zones-editor-${lang}-${width < 1000 ? 'phone' : 'desktop'}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t.zonesSave }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: lang === 'ar' ? 'تم حفظ مناطق التوصيل' : 'The delivery zones are saved' }),
      ).toBeVisible();
      // A line that is not two numbers is refused under its box, by the contract's words.
      const again = page.getByTestId('zone-row').last();
      await again.getByLabel(t.zoneName).fill('Broken');
      await again.getByLabel(t.zonePoints).fill('30.1, 31.3\nnear the mosque');
      await page.getByRole('button', { name: t.zonesSave }).click();
      await expect(
        page.getByText(
          lang === 'ar'
            ? 'يجب أن تكون المنطقة حدًّا مغلقًا من ثلاث نقاط على الأقل'
            : 'A zone must be a closed outline of at least three points',
        ),
      ).toBeVisible();
      await context.close();
    });
  }
}
