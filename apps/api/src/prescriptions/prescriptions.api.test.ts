import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternativesAt } from '../catalogue/index.ts';
import { listen } from '../db/listen.ts';
import {
  activeIngredients,
  activeIngredientTranslations,
  attachments,
  branchProducts,
  consents,
  orders,
  prescriptions,
  productActiveIngredients,
  productTranslations,
} from '../db/schema.ts';
import { build, piecesPricer, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { chooseAddressAndPayment } from '../test/shop-test-support.ts';
import { caller, staffMember } from '../test/staff-test-support.ts';
import { exifMarkers, type FormFile, heic, pdf, photo, postForm, storedBytes } from '../test/test-files.ts';

let store: TestStore;
let customer: Shopper;
let addressId: number;
let jpeg: Buffer;

beforeAll(async () => {
  store = await build();
  customer = await shopper(store);
  addressId = (await customer.post('/api/addresses', sampleAddress)).json().item;
  jpeg = await photo('jpeg');
  // The health-data consent of the first prescription (tested on its own below).
  await customer.post('/api/profile/consents', { kind: 'health_data', granted: true });
});
afterAll(() => store?.close());

const send = (
  files: FormFile[],
  fields: Record<string, string | number> = {},
  who = customer,
  lang: 'en' | 'ar' = 'en',
) =>
  postForm(
    store,
    who.token,
    '/api/prescriptions/send',
    { address_id: addressId, description: 'For my mother', ...fields },
    files,
    lang,
  );

const storedRows = async (prescriptionId: number) =>
  store.db
    .select()
    .from(attachments)
    .where(eq(attachments.prescriptionId, prescriptionId))
    .orderBy(attachments.id);

/** Every file in the storage folder (the tests' store keeps files in a temporary folder). */
async function filesOnDisk(): Promise<string[]> {
  const root = store.app.files.storage.description.replace(/^folder /, '');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('sending a prescription', () => {
  it('judges files by content (a PNG named .pdf is a PNG) and stores photos without their metadata', async () => {
    const png = await photo('png');
    const answer = await send([
      { filename: 'scan.pdf', contentType: 'application/pdf', data: png },
      { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: jpeg },
      { filename: 'photo.webp', contentType: 'image/webp', data: await photo('webp') },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { prescription } = answer.json().data;
    expect(answer.json()).toMatchObject({ item: prescription.id, message: expect.stringContaining('sent') });
    expect(prescription).toMatchObject({
      status: 1,
      statusKey: 'new',
      description: 'For my mother',
      attachmentsCount: 3,
    });
    expect(prescription.attachments.map((a: { type: string }) => a.type)).toEqual([
      'image',
      'image',
      'image',
    ]);
    const rows = await storedRows(prescription.id);
    expect(rows.map((row) => row.kind)).toEqual(['png', 'jpeg', 'webp']);
    for (const [index, original] of [png, jpeg].entries()) {
      const stored = (await storedBytes(store, rows[index]!.storageKey))!;
      // The originals carry the camera's EXIF (a PNG in its eXIf chunk, without the word Exif).
      for (const marker of exifMarkers.slice(0, 3))
        expect(original.includes(marker), `original ${marker}`).toBe(true);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      for (const marker of exifMarkers) expect(stored.includes(marker), `stored ${marker}`).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.format).toBe(rows[index]!.kind);
      expect([metadata.width, metadata.height]).toEqual([640, 480]);
    }
  });

  it('bounds a large photo to 2560 pixels on its longest side', async () => {
    const big = await photo('jpeg', 3000, 1000);
    const answer = await send([{ filename: 'big.jpg', data: big }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await storedRows(answer.json().item);
    const metadata = await sharp((await storedBytes(store, row!.storageKey))!).metadata();
    expect([metadata.width, metadata.height]).toEqual([2560, 853]);
  });

  it('keeps a PDF as it is and serves it only as a download', async () => {
    const original = pdf('% a scanned prescription\n');
    const answer = await send([{ filename: 'rx.pdf', contentType: 'application/pdf', data: original }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [file] = answer.json().data.prescription.attachments;
    expect(file.type).toBe('pdf');
    const download = await store.app.inject({ method: 'GET', url: file.path });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(original);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="file-\d+\.pdf"$/),
      'x-content-type-options': 'nosniff',
    });
  });

  it('stores a HEIC photo with its EXIF and XMP bytes zeroed', async () => {
    const { file, picture } = heic();
    const answer = await send([{ filename: 'IMG_0002.HEIC', contentType: 'image/heic', data: file }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await storedRows(answer.json().item);
    expect(row!.kind).toBe('heic');
    const stored = (await storedBytes(store, row!.storageKey))!;
    expect(stored.length).toBe(file.length);
    expect(stored.includes(picture)).toBe(true);
    for (const marker of ['PhoneMakerX', 'CameraModelY', 'GPS', 'SecretSoftware'])
      expect(stored.includes(marker)).toBe(false);
  });

  it('refuses each bad file with its message, stores nothing, and leaves no file behind', async () => {
    const [before, filesBefore] = [await store.db.select().from(prescriptions), await filesOnDisk()];
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 7)]);
    const cases: [string, FormFile[], string][] = [
      [
        'an .exe named .jpg',
        [{ filename: 'virus.jpg', contentType: 'image/jpeg', data: exe }],
        'The file type must match (JPEG, PNG, WebP, HEIC, PDF): virus.jpg',
      ],
      [
        'a 4th file',
        [1, 2, 3, 4].map((n) => ({ filename: `p${n}.jpg`, data: jpeg })),
        'You can attach at most 3 files',
      ],
      [
        'an 11 MB file',
        [
          {
            filename: 'huge.jpg',
            data: Buffer.concat([jpeg.subarray(0, 100), Buffer.alloc(11 * 1024 * 1024, 1)]),
          },
        ],
        'huge.jpg is larger than 10 MB',
      ],
      ['an empty file', [{ filename: 'empty.png', data: Buffer.alloc(0) }], 'empty.png is empty'],
      [
        'a truncated photo',
        [{ filename: 'cut.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }],
        'cut.jpg could not be read: the file is damaged or incomplete',
      ],
      [
        'a truncated PDF',
        [{ filename: 'cut.pdf', data: pdf().subarray(0, 60) }],
        'cut.pdf could not be read: the file is damaged or incomplete',
      ],
      [
        'a truncated HEIC',
        [{ filename: 'cut.heic', data: heic().file.subarray(0, 300) }],
        'cut.heic could not be read: the file is damaged or incomplete',
      ],
      ['no file', [], 'Please attach the prescription (a photo or a PDF)'],
      [
        'a file input left empty by a form posted without scripts',
        [{ filename: '', data: Buffer.alloc(0) }],
        'Please attach the prescription (a photo or a PDF)',
      ],
      // A good file first, then a bad one: the good one is not kept either.
      [
        'a good file and a bad one',
        [
          { filename: 'ok.jpg', data: jpeg },
          { filename: 'bad.jpg', data: exe },
        ],
        'The file type must match (JPEG, PNG, WebP, HEIC, PDF): bad.jpg',
      ],
    ];
    for (const [what, files, message] of cases) {
      const answer = await send(files);
      expect(answer.statusCode, `${what}: ${answer.body}`).toBe(422);
      expect(answer.json(), what).toMatchObject({ code: 422, message, validation: [message] });
    }
    const noAddress = await postForm(store, customer.token, '/api/prescriptions/send', {}, [
      { filename: 'a.jpg', data: jpeg },
    ]);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().message).toBe('Please input Address');
    const arabic = await send([{ filename: 'virus.jpg', data: exe }], {}, customer, 'ar');
    expect(arabic.json().message).toBe('يجب أن يكون نوع الملف (JPEG, PNG, WebP, HEIC, PDF): virus.jpg');
    expect(await store.db.select().from(prescriptions)).toHaveLength(before.length);
    // The files of refused requests are deleted once they are answered.
    const wanted = JSON.stringify(filesBefore.sort());
    await eventually(
      async () => JSON.stringify((await filesOnDisk()).sort()) === wanted,
      'the refused files deleted',
    );
  });

  it("needs a login, and one of the user's own addresses", async () => {
    const guest = await store.app.inject({
      method: 'POST',
      url: '/api/prescriptions/send',
      payload: { address_id: addressId },
    });
    expect(guest.statusCode).toBe(401);
    const other = await shopper(store);
    const answer = await send([{ filename: 'a.jpg', data: jpeg }], {}, other);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Address not found');
  });

  it('tells the live board of the branch (prescription.sent)', async () => {
    const heard: string[] = [];
    const stop = await listen(store.db, 'staff_events', {
      onNotify: (payload) => heard.push(payload),
      onError: () => {},
      retryMs: 1000,
    });
    try {
      const id = (await send([{ filename: 'a.jpg', data: jpeg }])).json().item;
      await eventually(
        async () => heard.some((p) => p.includes('prescription.sent')),
        'prescription.sent heard',
      );
      expect(heard.map((payload) => JSON.parse(payload))).toContainEqual({
        type: 'prescription.sent',
        orderId: id,
        branchId: 1,
      });
    } finally {
      await stop();
    }
  });
});

describe('the health-data consent of the first prescription (docs/decisions/0074)', () => {
  const healthRows = (userId: number) =>
    store.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, 'health_data')))
      .orderBy(asc(consents.id));
  const ownPrescriptions = (userId: number) =>
    store.db.select().from(prescriptions).where(eq(prescriptions.userId, userId));

  it('is refused without the box, recorded with the upload, not asked again, asked again after a withdrawal', async () => {
    const me = await shopper(store);
    const myAddress = (await me.post('/api/addresses', sampleAddress)).json().item;
    const file = [{ filename: 'rx.jpg', data: jpeg }];
    const mine = { address_id: myAddress };

    const refused = await send(file, mine, me);
    expect(refused.statusCode, refused.body).toBe(422);
    const message =
      'Please tick the box to agree that we use your prescription, which is health data, to prepare your order';
    expect(refused.json()).toMatchObject({ code: 422, message, validation: [message] });
    const arabic = await send(file, { ...mine, health_consent: 'false' }, me, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe(
      'من فضلك علّم على المربع لتوافق على استخدامنا للروشتة، وهي بيانات صحية، لتجهيز طلبك',
    );
    // A ticked box with a refused file: no prescription, so no consent either.
    const badFile = await send(
      [{ filename: 'x.jpg', data: Buffer.from('MZ not a photo') }],
      {
        ...mine,
        health_consent: 'true',
      },
      me,
    );
    expect(badFile.statusCode).toBe(422);
    expect(await healthRows(me.userId)).toEqual([]);
    expect(await ownPrescriptions(me.userId)).toEqual([]);

    const accepted = await send(file, { ...mine, health_consent: 'true' }, me);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row, ...more] = await healthRows(me.userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ granted: true, version: PRIVACY_NOTICE_VERSION, channel: 'web' });
    const listed = (await me.get('/api/profile/consents')).json().data.consents;
    expect(listed.find((c: { kind: string }) => c.kind === 'health_data')).toMatchObject({
      granted: true,
      version: PRIVACY_NOTICE_VERSION,
    });

    // The second prescription needs no box, and records nothing more.
    const second = await send(file, mine, me);
    expect(second.statusCode, second.body).toBe(200);
    expect(await healthRows(me.userId)).toHaveLength(1);
    expect(await ownPrescriptions(me.userId)).toHaveLength(2);

    // Withdrawn from the my-data page: the box is asked for again, and giving it again is a new row.
    const withdrawn = await me.post('/api/profile/consents', { kind: 'health_data', granted: 'false' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await send(file, mine, me)).statusCode).toBe(422);
    const again = await send(file, { ...mine, health_consent: 'true', consent_channel: 'app' }, me);
    expect(again.statusCode, again.body).toBe(200);
    expect((await healthRows(me.userId)).map((r) => [r.granted, r.channel])).toEqual([
      [true, 'web'],
      [false, 'web'],
      [true, 'app'],
    ]);
  });
});

describe('who sees a prescription and its files', () => {
  it("is the owner alone: someone else's prescription and a changed link are 404, an expired link too", async () => {
    const sent = await send([{ filename: 'a.jpg', data: jpeg }]);
    const id = sent.json().item;
    const other = await shopper(store);
    expect((await other.get(`/api/prescriptions/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/prescriptions/cancel/${id}`, { reasonId: 1 })).statusCode).toBe(404);
    expect((await other.get('/api/prescriptions')).json().data).toEqual({
      pendingPrescriptions: [],
      oldPrescriptions: [],
    });
    expect((await store.app.inject({ method: 'GET', url: `/api/prescriptions/${id}` })).statusCode).toBe(401);

    const [file] = (await customer.get(`/api/prescriptions/${id}`)).json().data.prescription.attachments;
    const opened = await store.app.inject({ method: 'GET', url: file.path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.headers['content-disposition']).toMatch(/^inline/);
    const url = new URL(file.path, 'http://store');
    const otherFile = (await storedRows(id))[0]!.id - 1;
    for (const changed of [
      `/api/files/${otherFile}${url.search}`,
      `/api/files/${file.id}`,
      `/api/files/${file.id}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`,
      `/api/files/${file.id}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
    ]) {
      const answer = await other.get(changed);
      expect(answer.statusCode, changed).toBe(404);
      expect(answer.json().code).toBe(404);
    }
    store.clock.advance(11 * 60_000);
    expect((await customer.get(file.path)).statusCode).toBe(404);
    const fresh = (await customer.get(`/api/prescriptions/${id}`)).json().data.prescription.attachments[0]
      .path;
    expect((await store.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });
});

describe("the pharmacist's quote", () => {
  let pharmacist: Awaited<ReturnType<typeof staffMember>>;
  let productIds: number[];
  beforeAll(async () => {
    pharmacist = await staffMember(store, 'pharmacist', [1]);
    productIds = await piecesPricer(store)(4_500, 1_250, 3_000);
  });

  const quoted = async () => {
    const id = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item as number;
    const quote = await pharmacist.post(`/api/staff/prescriptions/${id}/quote`, {
      items: [
        { productId: productIds[0], quantity: 2 },
        { productId: productIds[1], quantity: 2 },
      ],
      note: 'Generic equivalent of the brand',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    return id;
  };

  it('links the order placed from it back to it, for staff and for the customer', async () => {
    const id = await quoted();
    const confirmed = await customer.post(`/api/prescriptions/${id}/confirm`, { paymentTypeId: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderId = confirmed.json().item as number;
    expect(confirmed.json().data.order.prescriptionId).toBe(id);
    expect((await customer.get(`/api/orders/${orderId}`)).json().data.order.prescriptionId).toBe(id);
    expect((await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order.prescriptionId).toBe(id);
    // An order of the cart comes from no prescription.
    // (One of this block's own products: a second pricer would hand out, and re-price, the quoted ones.)
    await customer.post('/api/cart/add', { productId: productIds[2], quantity: 4 });
    await chooseAddressAndPayment(customer, 1);
    const placed = await customer.post('/api/cart/order', { orderFrom: 'Web' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(
      (await pharmacist.get(`/api/staff/orders/${placed.json().item}`)).json().data.order.prescriptionId,
    ).toBeNull();
  });

  it('is priced at the branch for the customer, and confirming it twice places one order', async () => {
    const id = await quoted();
    const seen = (await customer.get(`/api/prescriptions/${id}`)).json().data.prescription;
    expect(seen).toMatchObject({ status: 2, statusKey: 'quoted', canConfirm: true, canCancel: true });
    expect(seen.quote).toMatchObject({
      items: [
        { productId: productIds[0], quantity: 2, price: 45, amount: 90, available: true },
        { productId: productIds[1], quantity: 2, price: 12.5, amount: 25, available: true },
      ],
      subtotal: 115,
      note: 'Generic equivalent of the brand',
    });
    const [first, second] = await Promise.all([
      customer.post(`/api/prescriptions/${id}/confirm`, { paymentTypeId: 1 }),
      customer.post(`/api/prescriptions/${id}/confirm`, { paymentTypeId: 1 }),
    ]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    const orderId = first!.json().item;
    expect(second!.json().item).toBe(orderId);
    expect(first!.json().data.order).toMatchObject({ id: orderId, subtotal: 115, itemsCount: 2 });
    const placed = await store.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.userId), eq(orders.idempotencyKey, `prescription:${id}`)));
    expect(placed).toHaveLength(1);
    expect((await customer.post(`/api/prescriptions/${id}/confirm`, { paymentTypeId: 1 })).json().item).toBe(
      orderId,
    );
    const after = (await customer.get(`/api/prescriptions/${id}`)).json().data.prescription;
    expect(after).toMatchObject({
      status: 4,
      statusKey: 'confirmed',
      orderId,
      canCancel: false,
      canConfirm: false,
    });
    // An order was made from it: it can no longer be cancelled, declined, deleted or answered.
    const cancel = await customer.post(`/api/prescriptions/cancel/${id}`, { reasonId: 1 });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toMatch(/order has already been made/);
    expect((await customer.post(`/api/prescriptions/${id}/decline`)).statusCode).toBe(422);
    expect((await customer.post(`/api/prescriptions/delete/${id}`)).statusCode).toBe(422);
    expect((await pharmacist.post(`/api/staff/prescriptions/${id}/reject`, { reason: 'x' })).statusCode).toBe(
      422,
    );
    // The customer's cart was not touched by the order.
    expect((await customer.get('/api/orders')).json().data.pendingOrders[0].id).toBe(orderId);
  });

  it("finds products in stock at the prescription's branch for the quote builder, in either language", async () => {
    const id = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item as number;
    const names = await store.db
      .select({ lang: productTranslations.lang, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.ownerId, productIds[2]!));
    const nameIn = (lang: string) => names.find((row) => row.lang === lang)!.name;
    const search = (q: string, lang: 'en' | 'ar' = 'en', who = pharmacist) =>
      caller(store, who.token, lang).get(
        `/api/staff/prescriptions/${id}/products?q=${encodeURIComponent(q)}`,
      );
    const english = await search(nameIn('en'));
    expect(english.statusCode, english.body).toBe(200);
    const found = english.json().data.products.find((p: { id: number }) => p.id === productIds[2]);
    expect(found).toMatchObject({
      name: nameIn('en'),
      weighted: false,
      quantities: expect.arrayContaining([2]),
    });
    expect(found.price).toBeGreaterThan(0);
    const arabic = (await search(nameIn('ar'), 'ar')).json().data.products;
    expect(arabic.find((p: { id: number }) => p.id === productIds[2])).toMatchObject({ name: nameIn('ar') });
    // Its active ingredient and strength, in the request's language.
    const [ingredient] = await store.db.insert(activeIngredients).values({}).returning();
    await store.db.insert(activeIngredientTranslations).values([
      { ownerId: ingredient!.id, lang: 'en', name: 'Testamol' },
      { ownerId: ingredient!.id, lang: 'ar', name: 'تستامول' },
    ]);
    await store.db
      .insert(productActiveIngredients)
      .values({ productId: productIds[2]!, ingredientId: ingredient!.id, strength: '500 mg' });
    const withIngredient = async (lang: 'en' | 'ar') =>
      (await search(nameIn(lang), lang))
        .json()
        .data.products.find((p: { id: number }) => p.id === productIds[2]);
    expect((await withIngredient('en')).ingredients).toContain('Testamol 500 mg');
    const arabicIngredients = (await withIngredient('ar')).ingredients;
    expect(arabicIngredients).toContain('تستامول 500 mg');
    expect(arabicIngredients).not.toContain('Testamol');
    // Its number finds it too; out of stock at the branch, it is not offered.
    expect(
      (await search(String(productIds[2]))).json().data.products.map((p: { id: number }) => p.id),
    ).toContain(productIds[2]);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, productIds[2]!), eq(branchProducts.branchId, 1)));
    const gone = (await search(nameIn('en'))).json().data.products;
    expect(gone.map((p: { id: number }) => p.id)).not.toContain(productIds[2]);
    expect((await search('')).statusCode).toBe(422);
    const elsewhere = await staffMember(store, 'pharmacist', [2]);
    expect((await search('a', 'en', elsewhere)).statusCode).toBe(404);
  });

  it('offers the cheapest in-stock product of the same ingredients when the named brand is out', async () => {
    const id = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item as number;
    // A demo medicine at branch 1 with at least two in-stock products of its ingredients and form.
    const medicines = await store.db
      .selectDistinct({ id: productActiveIngredients.productId })
      .from(productActiveIngredients)
      .orderBy(productActiveIngredients.productId);
    let named: number | undefined;
    let same: number[] = [];
    for (const { id: productId } of medicines) {
      const ranked = (await alternativesAt(store.db, { productId, branchId: 1 })) ?? [];
      same = ranked.filter((found) => found.match === 'ingredients').map((found) => found.id);
      if (same.length >= 2) {
        named = productId;
        break;
      }
    }
    expect(named, 'a demo medicine with two same-ingredient products').toBeDefined();
    const atBranch1 = (productId: number) =>
      and(eq(branchProducts.productId, productId), eq(branchProducts.branchId, 1));
    await store.db.update(branchProducts).set({ stockMilli: 0 }).where(atBranch1(named!));
    // The alternatives rule's last choice is made the cheapest: the price decides, not the rank.
    const cheapest = same.at(-1)!;
    await store.db.update(branchProducts).set({ price: 100 }).where(atBranch1(cheapest));
    const [name] = await store.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.ownerId, named!), eq(productTranslations.lang, 'ar')));
    const answer = await caller(store, pharmacist.token, 'ar').get(
      `/api/staff/prescriptions/${id}/products?q=${encodeURIComponent(name!.name)}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { products: found, outOfStock } = answer.json().data;
    expect(found.map((p: { id: number }) => p.id)).not.toContain(named);
    const out = outOfStock.find((p: { id: number }) => p.id === named);
    expect(out).toMatchObject({ name: name!.name, cheapest: { id: cheapest, price: 1 } });
    expect(out.cheapest.stock).toBeGreaterThan(0);
    // With nothing of its ingredients left in stock, nothing is offered in its place.
    for (const productId of same)
      await store.db.update(branchProducts).set({ stockMilli: 0 }).where(atBranch1(productId));
    const none = (
      await caller(store, pharmacist.token, 'ar').get(
        `/api/staff/prescriptions/${id}/products?q=${encodeURIComponent(name!.name)}`,
      )
    ).json().data.outOfStock;
    expect(none.find((p: { id: number }) => p.id === named)).toMatchObject({ cheapest: null });
  });

  it('takes quantities typed with Arabic-Indic digits', async () => {
    const id = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item as number;
    const quote = await pharmacist.post(`/api/staff/prescriptions/${id}/quote`, {
      items: [
        { productId: productIds[0], quantity: '٢' },
        { productId: productIds[1], quantity: '٢' },
      ],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.prescription.quote.items[0]).toMatchObject({
      productId: productIds[0],
      quantity: 2,
    });
  });

  it('is refused below the minimum order, for products the branch does not sell, and by another branch', async () => {
    const id = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item;
    const small = await pharmacist.post(`/api/staff/prescriptions/${id}/quote`, {
      items: [{ productId: productIds[1], quantity: 2 }],
    });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('The minimum order is 100 EGP');
    const elsewhere = await staffMember(store, 'pharmacist', [2]);
    expect((await elsewhere.get(`/api/staff/prescriptions/${id}`)).statusCode).toBe(404);
    expect(
      (
        await elsewhere.post(`/api/staff/prescriptions/${id}/quote`, {
          items: [{ productId: productIds[0], quantity: 2 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await pharmacist.post(`/api/staff/prescriptions/${id}/quote`, { items: [] })).json().message,
    ).toBe('Please add at least one product');
    const list = (await pharmacist.get('/api/staff/prescriptions?status=new')).json().data.prescriptions;
    expect(list.map((p: { id: number }) => p.id)).toContain(id);
    expect((await elsewhere.get('/api/staff/prescriptions')).json().data.prescriptions).toEqual([]);
  });

  it('can be declined; a rejection tells the reason; the customer can cancel or delete then', async () => {
    const declined = await quoted();
    expect(
      (await customer.post(`/api/prescriptions/${declined}/decline`)).json().data.prescription.statusKey,
    ).toBe('declined');
    expect(
      (await customer.post(`/api/prescriptions/${declined}/confirm`, { paymentTypeId: 1 })).json().message,
    ).toBe('This prescription has no price offer waiting for your answer');

    const rejected = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item;
    await pharmacist.post(`/api/staff/prescriptions/${rejected}/reject`, {
      reason: 'The prescription has expired',
    });
    expect((await customer.get(`/api/prescriptions/${rejected}`)).json().data.prescription).toMatchObject({
      status: 3,
      statusKey: 'rejected',
      rejectionReason: 'The prescription has expired',
    });

    const cancelled = (await send([{ filename: 'rx.jpg', data: jpeg }])).json().item;
    const cancel = await customer.post(`/api/prescriptions/cancel/${cancelled}`, { reasonId: 1 });
    expect(cancel.json().data.prescription).toMatchObject({
      status: 6,
      statusKey: 'cancelled',
      cancelled: true,
    });
    const lists = (await customer.get('/api/prescriptions')).json().data;
    expect(lists.oldPrescriptions.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([declined, rejected, cancelled]),
    );
    expect(lists.pendingPrescriptions.map((p: { id: number }) => p.id)).not.toContain(cancelled);
  });

  it('deleting a prescription removes its files from the storage', async () => {
    const id = (
      await send([
        { filename: 'a.jpg', data: jpeg },
        { filename: 'b.pdf', data: pdf() },
      ])
    ).json().item;
    const keys = (await storedRows(id)).map((row) => row.storageKey);
    expect(await storedBytes(store, keys[1]!)).not.toBeNull();
    const deleted = await customer.post(`/api/prescriptions/delete/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await customer.get(`/api/prescriptions/${id}`)).statusCode).toBe(404);
    await store.jobs.runDue();
    for (const key of keys) expect(await storedBytes(store, key)).toBeNull();
  });
});
