import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { serverMessages } from '@store/contract';
import sharp from 'sharp';
import { healthConsentCopy } from '../app/features/privacy/privacy-notice.server.ts';
import { care as arCare } from '../app/i18n/messages/ar/care.ts';
import { care as enCare } from '../app/i18n/messages/en/care.ts';
import {
  expect,
  fill,
  keepScreenshot,
  newCustomerContext,
  phoneOnly,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Prescriptions and support issues (docs/decisions/0028 and 0033) in a real browser against
 * a real store run in this process (web and API on one port, embedded database, demo data, production
 * settings): files chosen on a phone in Arabic stream through the web's upload route to the API, a
 * pharmacist quotes through the staff API, the customer confirms and the order appears in the orders;
 * a support issue with a photo gets the support team's reply.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

/** A photo as a phone makes one: a JPEG of noise (it hardly compresses), `width` pixels wide. */
async function photo(width = 900) {
  const height = Math.round(width * 0.75);
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Two products of branch 1 with plenty of stock and a price that passes the minimum order. */
const productsToQuote = () => store.piecesInStock(2, { newestFirst: true, minStock: 50_000, fresh: false });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('prescriptions', () => {
  test(
    'a prescription photographed on a phone in Arabic is quoted, confirmed and becomes an order',
    phoneOnly,
    async ({ browser }) => {
      test.setTimeout(180_000);
      const t = arCare;
      const m = serverMessages.ar;
      // A customer with an address (and an order of their own, which does not matter here).
      const products = await productsToQuote();
      const { token } = await store.customerWithOrder(products, 'ar');
      const context = await newCustomerContext(browser, 'ar', true);
      await store.signIn(context, token);
      const page = await context.newPage();
      await store.open(page, '/ar/profile/7/upload-prescription');
      await expect(page.getByRole('heading', { name: t.uploadPageTitle })).toBeVisible();

      // Nothing chosen: the API's own message, in Arabic, before anything is sent.
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(m['upload.required'])).toBeVisible();
      // The first prescription asks for the health-data consent (docs/decisions/0074).
      await expect(page.getByText(healthConsentCopy('ar').required)).toBeVisible();
      await page.getByLabel(healthConsentCopy('ar').label).check();

      // A 4th file and a file of another kind are named with the API's messages.
      const jpeg = await photo();
      const files = page.getByTestId('attachments-files');
      await files.setInputFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'c.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      ]);
      await expect(page.getByText(fill(m['upload.tooMany'], { max: 3 }))).toBeVisible();
      await expect(
        page.getByText(fill(m['upload.type'], { types: 'JPEG, PNG, WebP, HEIC, PDF', name: 'setup.exe' })),
      ).toBeVisible();
      for (const name of ['setup.exe', 'c.jpg', 'b.jpg', 'a.jpg'])
        await page.getByRole('button', { name: t.removeFile.replace('{name}', name) }).click();

      // A text file dressed as a photo passes the browser's look at its name; the API reads its content.
      await files.setInputFiles([
        { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
      ]);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByTestId('prescription-upload-form').getByRole('alert')).toContainText('fake.jpg');
      await page.getByRole('button', { name: t.removeFile.replace('{name}', 'fake.jpg') }).click();

      // The phone's camera (capture) and a PDF from the files.
      const camera = page.getByTestId('attachments-camera');
      await expect(camera).toHaveAttribute('capture', 'environment');
      await expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
      await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photo(1600) });
      await files.setInputFiles({ name: 'روشتة.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(page.getByTestId('attachments-previews').locator('li')).toHaveCount(2);
      await page.getByLabel(t.description).fill('بانادول إكسترا علبتين من فضلك');
      await keepScreenshot(page, 'prescription-ar-upload');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: t.send }).click();

      await expect(page).toHaveURL(/\/ar\/order-info\/\d+\?type=prescription/);
      await waitForHydration(page);
      const id = Number(/order-info\/(\d+)/.exec(page.url())?.[1]);
      await expect(page.getByTestId('prescription-status')).toHaveText(m['prescription.status.new']);
      await expect(page.getByTestId('delivery-note')).toBeVisible();
      // The photo is shown through its signed link; the PDF is a download.
      const image = page.getByTestId('prescription-files').locator('img');
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByTestId('prescription-files').locator('a[download]')).toHaveCount(1);
      await keepScreenshot(page, 'prescription-ar-sent');

      // The pharmacist of the branch quotes it through the staff API.
      const pharmacist = await staffToken(store, 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
      const [first, second] = await productsToQuote();
      const quoted = await fetch(`${store.base}/api/staff/prescriptions/${id}/quote`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${pharmacist}`,
          'content-language': 'ar',
        },
        body: JSON.stringify({
          items: [
            { productId: first, quantity: 2 },
            { productId: second, quantity: 1 },
          ],
          note: 'البديل المتاح بنفس المادة الفعالة',
        }),
      });
      expect(quoted.status, await quoted.clone().text()).toBe(200);

      // The page follows the quote without a reload.
      await expect(page.getByTestId('prescription-status')).toHaveText(m['prescription.status.quoted']);
      await expect(page.getByTestId('delivery-note')).toHaveCount(0);
      await expect(page.getByTestId('quote-items').locator('tbody tr')).toHaveCount(2);
      // Money in the page's digits, with two decimals.
      await expect(page.getByTestId('cart-total')).toHaveText(/[٠-٩]+٫[٠-٩]{2}/);
      await keepScreenshot(page, 'prescription-ar-quote');
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page).toHaveURL(/\/ar\/order-info\/\d+$/);
      const orderId = Number(/order-info\/(\d+)/.exec(page.url())?.[1]);
      expect(orderId).toBeGreaterThan(0);

      await store.open(page, '/ar/profile/3/orders');
      await expect(page.locator(`a[href="/ar/order-info/${orderId}"]`)).toBeVisible();
      await store.open(page, '/ar/profile/8/prescription-order');
      await expect(page.getByTestId('prescription-row').first()).toContainText(
        m['prescription.status.confirmed'],
      );
      await keepScreenshot(page, 'prescription-ar-list');
      await context.close();
    },
  );

  test('without scripts the upload form posts as it is and opens the new prescription', async ({
    browser,
  }) => {
    const products = await productsToQuote();
    const { token } = await store.customerWithOrder(products, 'en');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/en/profile/7/upload-prescription', false);
    // Refused by the API (no file): back on the form with its message.
    await page.getByRole('button', { name: enCare.send }).click();
    await expect(page).toHaveURL(/\/en\/profile\/7\?failed=1/);
    await expect(page.getByRole('alert')).toContainText(serverMessages.en['upload.required']);
    // The first prescription's health-data box (docs/decisions/0074), posted as it is.
    await page.getByRole('checkbox').check();
    // Larger than the 1 MiB the pages' own posts may be: the upload route streams it to the API.
    const large = await photo(1600);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    await page
      .getByTestId('attachments-files')
      .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: large });
    await page.getByRole('button', { name: enCare.send }).click();
    await expect(page).toHaveURL(/\/en\/order-info\/\d+\?type=prescription&sent=1/);
    await expect(page.getByTestId('prescription-status')).toHaveText(
      serverMessages.en['prescription.status.new'],
    );
    await context.close();
  });

  test('the upload route takes posts of the store only, with a session', async () => {
    const cross = await fetch(`${store.base}/en/upload/prescription`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    expect(cross.status).toBe(403);
    const guest = await fetch(`${store.base}/en/upload/prescription`, {
      method: 'POST',
      headers: {
        origin: store.base,
        'content-type': 'multipart/form-data; boundary=x',
        accept: 'application/json',
      },
      body: '--x--\r\n',
    });
    expect(guest.status).toBe(401);
  });
});

test.describe('support', () => {
  test('an issue about an order with a photo gets the support reply, and the customer answers', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = enCare;
    const products = await productsToQuote();
    const { token, orderId } = await store.customerWithOrder(products, 'en');
    const context = await newCustomerContext(browser, 'en', false);
    await store.signIn(context, token);
    const page = await context.newPage();

    // From the order's page ('report a problem'), the order already chosen.
    await store.open(page, `/en/order-info/${orderId}`);
    await page.getByTestId('report-problem').click();
    await expect(page).toHaveURL(new RegExp(`/en/support\\?order=${orderId}`));
    await waitForHydration(page);
    await expect(page.getByLabel(t.issueOrder)).toHaveValue(String(orderId));

    // The type is required: the contract's message under the field.
    await page.getByLabel(t.comment).fill('The box of vitamins arrived crushed.');
    await page.getByRole('button', { name: t.report, exact: true }).click();
    await expect(page.getByLabel(t.issueType)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.issueType).selectOption({ index: 4 });
    await page
      .getByTestId('attachments-files')
      .setInputFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByRole('button', { name: t.report, exact: true }).click();
    const issue = page.getByTestId('support-issue').first();
    await expect(issue).toContainText('The box of vitamins arrived crushed.');
    await expect(issue.getByTestId('support-status')).toHaveText(serverMessages.en['support.status.open']);
    await expect(issue.locator('img')).toHaveCount(1);
    const issueId = Number((await issue.getAttribute('id'))?.replace('issue-', ''));
    await expectNoSeriousViolations(page);

    // The support team answers through the staff API.
    const support = await staffToken(store, 'support@staff.demo', 'Demo-support-2026');
    const replied = await fetch(`${store.base}/api/staff/support/issues/${issueId}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${support}` },
      body: JSON.stringify({ comment: 'Sorry! A new box is on its way today.' }),
    });
    expect(replied.status, await replied.clone().text()).toBe(200);

    // The page follows the answer without a reload, as the order page does.
    await expect(issue.getByTestId('support-status')).toHaveText(
      serverMessages.en['support.status.answered'],
    );
    await expect(issue.getByTestId('support-replies')).toContainText('A new box is on its way today.');
    await issue.getByLabel(t.reply).fill('Thank you, I will wait.');
    await issue.getByRole('button', { name: t.sendReply }).click();
    await expect(issue.getByTestId('support-replies')).toContainText('Thank you, I will wait.');
    await expect(issue.getByTestId('support-status')).toHaveText(serverMessages.en['support.status.open']);
    await keepScreenshot(page, 'support-en-desktop');
    await context.close();
  });
});
