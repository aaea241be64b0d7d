import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { captchaKey, openCaptcha } from './captcha-token.ts';

const sessionSecret = 'contact-test-secret-0123456789abcdefgh';
let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false, accounts: { sessionSecret } });
});
afterAll(async () => {
  await store?.close();
});

const valid = {
  name: 'Mona Adel',
  mobile: '01012345678',
  email: 'mona@example.com',
  message: 'Do you deliver to Heliopolis?',
};

/** A captcha from the API, answered as a person reading its picture would (contact-captcha.api.test.ts). */
async function solved() {
  const response = await store.app.inject({ method: 'GET', url: '/api/contact/captcha' });
  const captchaToken: string = response.json().data.captcha.token;
  const opened = openCaptcha(captchaKey(sessionSecret), captchaToken, Date.now());
  if (typeof opened === 'string') throw new Error(`unusable captcha token (${opened})`);
  return { captchaToken, captcha: opened.answer };
}

/** Fields are checked before the captcha, so these never reach (nor spend) one. */
const unchecked = { captcha: 'AAAAAA', captchaToken: 'never-checked' };

const sentEn = 'Thank you, your message has been sent. We will contact you soon.';
const sentAr = 'شكراً لك، تم إرسال رسالتك وسنتواصل معك قريباً.';

async function rowsFor(email: string) {
  return store.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----contact-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-language': 'en' },
  };
}

describe('POST /api/contact', () => {
  it('stores the message with language and device, and thanks the sender', async () => {
    const response = await request(store, 'en', 'device-contact-0001').post('/api/contact', {
      ...valid,
      ...(await solved()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      message: sentEn,
      data: { message: sentEn },
      item: null,
      validation: [],
    });
    const rows = await rowsFor(valid.email);
    expect(rows).toHaveLength(1);
    // The number in its one form (docs/decisions/0073).
    expect(rows[0]).toMatchObject({
      ...valid,
      mobile: '+201012345678',
      lang: 'en',
      deviceId: 'device-contact-0001',
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('thanks in Arabic, trims the fields and accepts a form-urlencoded body', async () => {
    const response = await request(store, 'ar').post(
      '/api/contact',
      {
        ...valid,
        name: '  منى عادل ',
        email: ' form@example.com ',
        mobile: ' 01112345678',
        ...(await solved()),
      },
      true,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: sentAr, data: { message: sentAr } });
    const [row] = await rowsFor('form@example.com');
    expect(row).toMatchObject({ name: 'منى عادل', mobile: '+201112345678', lang: 'ar', deviceId: null });
  });

  it('accepts multipart text fields, as the spec sends them', async () => {
    const { payload, headers } = multipart({ ...valid, email: 'multipart@example.com', ...(await solved()) });
    const response = await store.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(sentEn);
    expect(await rowsFor('multipart@example.com')).toHaveLength(1);
  });

  it('refuses a multipart file and an oversized multipart body without storing anything', async () => {
    const withFile = multipart({ ...valid, email: 'file@example.com' }, { name: 'a.txt', content: 'hi' });
    const fileResponse = await store.app.inject({ method: 'POST', url: '/api/contact', ...withFile });
    expect(fileResponse.statusCode).toBe(400);
    expect(fileResponse.json()).toMatchObject({ code: 400, data: null });

    const huge = multipart({ ...valid, email: 'huge@example.com', message: 'x'.repeat(40_000) });
    const hugeResponse = await store.app.inject({ method: 'POST', url: '/api/contact', ...huge });
    expect(hugeResponse.statusCode).toBe(413);
    expect(await rowsFor('file@example.com')).toHaveLength(0);
    expect(await rowsFor('huge@example.com')).toHaveLength(0);
  });

  const cases: { name: string; body: Record<string, unknown>; en: string; ar: string }[] = [
    {
      name: 'missing name',
      body: { ...valid, name: '' },
      en: 'Please input Name',
      ar: 'من فضلك أدخل الاسم',
    },
    {
      name: 'blank name',
      body: { ...valid, name: '   ' },
      en: 'Please input Name',
      ar: 'من فضلك أدخل الاسم',
    },
    {
      name: 'long name',
      body: { ...valid, name: 'n'.repeat(101) },
      en: 'Name must be at most 100 characters',
      ar: 'الاسم يجب ألا يزيد عن ١٠٠ حرفاً',
    },
    {
      name: 'missing e-mail',
      body: { ...valid, email: undefined },
      en: 'Please input E-mail',
      ar: 'من فضلك أدخل البريد الإلكتروني',
    },
    {
      name: 'invalid e-mail',
      body: { ...valid, email: 'mona@' },
      en: 'Email Address is not a valid email',
      ar: 'البريد الإلكتروني غير صحيح',
    },
    {
      name: 'missing phone',
      body: { ...valid, mobile: '' },
      en: 'Please enter the phone number',
      ar: 'من فضلك أدخل رقم الهاتف',
    },
    {
      name: 'phone absent',
      body: { ...valid, mobile: undefined },
      en: 'Please enter the phone number',
      ar: 'من فضلك أدخل رقم الهاتف',
    },
    {
      name: 'short phone',
      body: { ...valid, mobile: '0101234' },
      en: 'The phone must consist of at least 8 numbers',
      ar: 'رقم الهاتف يجب ألا يقل عن ٨ أرقام',
    },
    {
      name: 'long phone',
      body: { ...valid, mobile: '010123456789' },
      en: 'The phone cannot be longer than 11 digits',
      ar: 'رقم الهاتف لا يمكن أن يزيد عن ١١ رقماً',
    },
    {
      name: 'phone with letters',
      body: { ...valid, mobile: '0101234567a' },
      en: 'The phone number must contain only numbers.',
      ar: 'رقم الهاتف يجب أن يحتوي على أرقام فقط.',
    },
    {
      name: 'short phone with a sign',
      body: { ...valid, mobile: '+2010' },
      en: 'The phone must consist of at least 8 numbers',
      ar: 'رقم الهاتف يجب ألا يقل عن ٨ أرقام',
    },
    {
      name: 'landline',
      body: { ...valid, mobile: '0223456789' },
      en: 'Please enter an Egyptian mobile number (010, 011, 012 or 015)',
      ar: 'من فضلك أدخل رقم موبايل مصري (٠١٠ أو ٠١١ أو ٠١٢ أو ٠١٥)',
    },
    {
      name: 'missing message',
      body: { ...valid, message: '' },
      en: 'Please input Message',
      ar: 'من فضلك أدخل الرسالة',
    },
    {
      name: 'long message',
      body: { ...valid, message: 'm'.repeat(2001) },
      en: 'Message must be at most 2000 characters',
      ar: 'الرسالة يجب ألا يزيد عن ٢٠٠٠ حرفاً',
    },
  ];

  for (const { name, body, en, ar } of cases) {
    it(`refuses a ${name} with one message in each language`, async () => {
      for (const [lang, expected] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await request(store, lang).post('/api/contact', { ...body, ...unchecked });
        expect(response.statusCode, lang).toBe(422);
        expect(response.json(), lang).toEqual({
          code: 422,
          message: expected,
          data: null,
          item: null,
          validation: [expected],
        });
      }
    });
  }

  it('lists every problem of an empty form and stores nothing', async () => {
    const before = await store.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
    const response = await request(store).post('/api/contact', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().validation).toEqual([
      'Please input Name',
      'Please enter the phone number',
      'Please input E-mail',
      'Please input Message',
      'Please Enter Captcha Value',
    ]);
    const after = await store.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });
});

describe('sending too often', () => {
  it('allows a visitor five messages in ten minutes, then answers 429 in their language', async () => {
    const send = async (lang: 'en' | 'ar') =>
      store.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.7',
        headers: { 'content-language': lang },
        payload: { ...valid, email: 'often@example.com', ...(await solved()) },
      });
    for (let i = 0; i < 5; i++) expect((await send('en')).statusCode).toBe(200);
    const refused = await send('ar');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^طلبات كثيرة جداً، حاول مرة أخرى بعد [٠-٩]+ ثانية$/);
    expect(await rowsFor('often@example.com')).toHaveLength(5);
    // Another visitor is not affected.
    const other = { ...valid, ...(await solved()) };
    expect((await store.app.inject({ method: 'POST', url: '/api/contact', payload: other })).statusCode).toBe(
      200,
    );
  });
});
