import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { branchProducts, products, productTranslations, staff } from '../../api/src/db/schema.ts';
import { care as arCare } from '../app/i18n/messages/ar/care.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  fill,
  keepScreenshot,
  lookedAt,
  newCustomerContext,
  newStaffContext,
  phoneOnly,
  tablet,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * A prescription-only medicine (docs/decisions/0061), in Arabic: a customer on a phone orders
 * Augmentin with the prescription they sent, a pharmacist on a tablet approves its medicines, and the
 * customer's order page names the pharmacist of record with their syndicate licence number.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

async function prescriptionPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#fdfcf7"/>
    <text x="60" y="120" font-size="56" font-family="serif" fill="#123">Dr. Amal Farouk</text>
    <text x="60" y="260" font-size="48" font-family="serif" fill="#234">Rx Augmentin 1 g</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function sendPrescription(token: string, addressId: number) {
  const form = new FormData();
  form.set('address_id', String(addressId));
  form.set('health_consent', 'true');
  form.set('attachments[0]', new Blob([await prescriptionPhoto()], { type: 'image/jpeg' }), 'rx.jpg');
  const response = await fetch(`${store.base}/api/prescriptions/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-language': 'ar' },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()).item as number;
}

const augmentinGtin = '6221000012341';

/** Augmentin of the demo catalogue (prescription-only since 0054), stocked and priced at branch 1. */
async function augmentin() {
  const [row] = await store.database.db
    .select({ id: products.id, medicineClass: products.medicineClass })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.ownerId, products.id))
    .where(and(eq(productTranslations.lang, 'en'), like(productTranslations.name, 'Augmentin 1 g%')))
    .limit(1);
  expect(row?.medicineClass).toBe('prescription');
  await store.database.db
    .update(branchProducts)
    .set({ price: 25_000, oldPrice: null, stockMilli: 50_000, notSold: false, hidden: false })
    .where(and(eq(branchProducts.productId, row!.id), eq(branchProducts.branchId, 1)));
  // Its packs' GTIN on the shelf, for the pharmacist's scanner.
  await store.database.db
    .update(products)
    .set({ barcodes: [augmentinGtin] })
    .where(eq(products.id, row!.id));
  return row!.id;
}

test.describe('a prescription-only medicine', () => {
  test(
    'ordered with a prescription on a phone, approved, scanned and sent out by a pharmacist on a tablet (ar)',
    phoneOnly,
    async ({ browser }) => {
      test.setTimeout(180_000);
      const productId = await augmentin();
      await store.database.db
        .update(staff)
        .set({ licenceNumber: '45678' })
        .where(eq(staff.email, 'pharmacist@staff.demo'));
      const { token, addressId } = await store.newCustomer('rx-only', { firstName: 'Salma' });
      await sendPrescription(token, addressId);
      expect((await store.api(token, 'POST', 'cart/add', { productId, quantity: 2 })).status).toBe(200);
      await store.api(token, 'POST', 'cart/address/select', { addressId });
      await store.api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });

      // The customer's checkout asks for the prescription; the one just sent is chosen.
      const context = await newCustomerContext(browser, 'ar', true);
      await store.signIn(context, token);
      const page = await context.newPage();
      await store.open(page, '/ar/checkout');
      const section = page.getByTestId('checkout-prescription');
      await expect(section).toContainText(arCare.checkoutPrescriptionIntro);
      await expect(section.getByRole('radio')).toBeChecked();
      await expect(section.getByRole('link', { name: arCare.checkoutPrescriptionUpload })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await lookedAt(page, 'rx-only-ar-phone-checkout');
      await page.getByRole('button', { name: arShop.placeOrder }).click();
      await expect(page).toHaveURL(/\/ar\/order-placed\?orderId=\d+/, { timeout: 15_000 });
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

      await store.open(page, `/ar/order-info/${orderId}`);
      await expect(page.getByTestId('pharmacist-waiting')).toHaveText(arCare.pharmacistWaiting);

      // The pharmacist, on a tablet: the order waits for them, the prescription beside it.
      const staffContext = await newStaffContext(browser, tablet, 'ar');
      const console = await staffContext.newPage();
      await logInToConsole(store, console, 'ar', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
      await console.goto(`${store.base}/ar/staff/orders/${orderId}`);
      const check = console.getByTestId('pharmacist-check');
      await expect(check).toContainText(arStaff.pharmacistCheckPending);
      await expect(check.getByRole('link')).toBeVisible();
      await lookedAt(console, 'rx-only-ar-tablet-staff-order', ['A4']);
      await check.getByRole('button', { name: arStaff.pharmacistApprove }).click();
      const record = console.getByTestId('pharmacist-of-record');
      await expect(record).toContainText(fill(arStaff.pharmacistOfRecord, { name: 'Demo Pharmacist' }));
      await expect(console.getByTestId('pharmacist-check')).toHaveCount(0);
      await keepScreenshot(console, 'rx-only-ar-tablet-staff-approved');

      // Prepared, then held at the branch until both packs are scanned (decision 0066).
      await console.getByRole('button', { name: fill(arStaff.moveTo, { status: arStaff.status_2 }) }).click();
      const dispatch = console.getByRole('button', {
        name: fill(arStaff.moveTo, { status: arStaff.status_7 }),
      });
      await dispatch.click();
      await expect(console.getByText(/امسح عبوات الأدوية قبل خروج الطلب/)).toBeVisible();
      await console.getByRole('link', { name: arStaff.dispenseLink }).click();
      await waitForHydration(console);
      const line = console.locator('[data-dispense-line]');
      for (const serial of ['RX-0001', 'RX-0002']) {
        await line.getByRole('textbox').fill(`(01)0${augmentinGtin}(17)301231(10)AUG-7(21)${serial}`);
        await line.getByRole('textbox').press('Enter');
        await expect(line.getByRole('table')).toContainText(serial);
      }
      await expect(console.getByTestId('packs-missing')).toHaveCount(0);
      await console.goto(`${store.base}/ar/staff/orders/${orderId}`);
      await dispatch.click();
      await expect(
        console.getByRole('button', { name: fill(arStaff.moveTo, { status: arStaff.status_4 }) }),
      ).toBeVisible();

      // The customer's order page names the pharmacist of record.
      await store.open(page, `/ar/order-info/${orderId}`);
      const named = page.getByTestId('pharmacist-of-record');
      await expect(named).toContainText('Demo Pharmacist');
      await expect(named).toContainText(arCare.pharmacistOfRecord);
      await lookedAt(page, 'rx-only-ar-phone-order');
      await context.close();
      await staffContext.close();
    },
  );
});
