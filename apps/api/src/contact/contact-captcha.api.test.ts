import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, spentCaptchas } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { captchaKey, openCaptcha } from './captcha-token.ts';
import { createContactCaptcha } from './contact-captcha.ts';

const sessionSecret = 'contact-captcha-test-secret-0123456789';
let store: TestStore;
let second: TestStore;
beforeAll(async () => {
  store = await build({ seed: false, accounts: { sessionSecret } });
  second = await build({
    seed: false,
    accounts: { sessionSecret },
    shareDatabaseOf: store,
  });
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const fields = { name: 'Mona Adel', mobile: '01012345678', message: 'Do you deliver to Heliopolis?' };

async function captcha(on: TestStore = store) {
  const response = await on.app.inject({ method: 'GET', url: '/api/contact/captcha' });
  expect(response.statusCode).toBe(200);
  const { token, image } = response.json().data.captcha as { token: string; image: string };
  const opened = openCaptcha(captchaKey(sessionSecret), token, Date.now());
  if (typeof opened === 'string') throw new Error(`the API issued an unusable token (${opened})`);
  return { token, image, answer: opened.answer, response };
}

const post = (payload: Record<string, unknown>, lang: 'en' | 'ar' = 'en', on: TestStore = store) =>
  on.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-language': lang }, payload });

const rowsFor = (email: string) =>
  store.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('GET /api/contact/captcha', () => {
  it('hands out a picture and a token, never the answer, and is never cached', async () => {
    const { token, image, answer, response } = await captcha();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toContain(answer);
    expect(JSON.stringify(response.json())).not.toContain(answer);
    expect(token).not.toContain(answer);
    expect((await captcha()).token).not.toBe(token);
  });
});

describe('POST /api/contact checks the captcha on the server', () => {
  it('refuses a message without the captcha, in the sender’s language, and stores nothing', async () => {
    for (const [lang, expected] of [
      ['en', 'Please Enter Captcha Value'],
      ['ar', 'من فضلك أدخل رمز التحقق'],
    ] as const) {
      const response = await post({ ...fields, email: 'no-captcha@example.com' }, lang);
      expect(response.statusCode, lang).toBe(422);
      expect(response.json(), lang).toMatchObject({ code: 422, message: expected, validation: [expected] });
    }
    // As existing clients sent it so far (docs/product.md#existing-clients): multipart text fields without any captcha.
    const { token } = await captcha();
    const withoutAnswer = await post({ ...fields, email: 'no-captcha@example.com', captchaToken: token });
    expect(withoutAnswer.statusCode).toBe(422);
    expect(await rowsFor('no-captcha@example.com')).toHaveLength(0);
  });

  it('refuses a wrong answer in both languages and spends the picture: no second guess', async () => {
    const first = await captcha();
    const wrong = await post(
      { ...fields, email: 'wrong@example.com', captchaToken: first.token, captcha: 'AAAAAA' },
      'ar',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'رمز التحقق غير مطابق',
      validation: ['رمز التحقق غير مطابق'],
    });
    const retry = await post({
      ...fields,
      email: 'wrong@example.com',
      captchaToken: first.token,
      captcha: first.answer,
    });
    expect(retry.statusCode).toBe(422);
    expect(retry.json().validation).toEqual(['The security code has expired. Please type the new code.']);
    expect(await rowsFor('wrong@example.com')).toHaveLength(0);
  });

  it('takes the message with the right answer (any case, spaces), once', async () => {
    const { token, answer } = await captcha();
    const typed = ` ${answer.slice(0, 3).toLowerCase()} ${answer.slice(3)}`;
    const sent = await post({ ...fields, email: 'right@example.com', captchaToken: token, captcha: typed });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toBe('Thank you, your message has been sent. We will contact you soon.');
    const replay = await post({
      ...fields,
      email: 'right@example.com',
      captchaToken: token,
      captcha: answer,
    });
    expect(replay.statusCode).toBe(422);
    expect(await rowsFor('right@example.com')).toHaveLength(1);
  });

  it('refuses made-up tokens and tokens of another store’s secret', async () => {
    const foreign = createContactCaptcha(store.db, 'some-other-store-secret-0123456789abcd').issue();
    for (const captchaToken of ['x', 'A'.repeat(54), foreign.token]) {
      const response = await post({
        ...fields,
        email: 'forged@example.com',
        captchaToken,
        captcha: 'ACDEFG',
      });
      expect(response.statusCode, captchaToken).toBe(422);
      expect(response.json().validation).toEqual([
        'The security code has expired. Please type the new code.',
      ]);
    }
    expect(await rowsFor('forged@example.com')).toHaveLength(0);
  });

  it('counts a picture once across two instances of the store on one database', async () => {
    const { token, answer } = await captcha(store);
    const onSecond = await post(
      { ...fields, email: 'instances@example.com', captchaToken: token, captcha: answer },
      'en',
      second,
    );
    expect(onSecond.statusCode).toBe(200);
    const backOnFirst = await post({
      ...fields,
      email: 'instances@example.com',
      captchaToken: token,
      captcha: answer,
    });
    expect(backOnFirst.statusCode).toBe(422);
    expect(await rowsFor('instances@example.com')).toHaveLength(1);
  });

  it('thanks a bot that fills the hidden field, and keeps nothing', async () => {
    const { token, answer } = await captcha();
    const response = await post({
      ...fields,
      email: 'honeypot@example.com',
      captchaToken: token,
      captcha: answer,
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(
      'Thank you, your message has been sent. We will contact you soon.',
    );
    expect(await rowsFor('honeypot@example.com')).toHaveLength(0);
  });
});

describe('spent captchas', () => {
  it('are forgotten once their tokens have expired', async () => {
    let now = Date.now();
    const service = createContactCaptcha(store.db, sessionSecret, { now: () => now });
    const old = service.issue();
    expect(await service.check(old.token, 'AAAAAA')).toBe('mismatch');
    const oldId = Buffer.from(old.token, 'base64url').subarray(0, 12).toString('base64url');
    const recorded = await store.db.select().from(spentCaptchas).where(eq(spentCaptchas.id, oldId));
    expect(recorded).toHaveLength(1);
    now += 16 * 60_000;
    expect(await service.check(old.token, 'AAAAAA')).toBe('expired');
    expect(await service.check(service.issue().token, 'AAAAAA')).toBe('mismatch');
    expect(await store.db.select().from(spentCaptchas).where(eq(spentCaptchas.id, oldId))).toHaveLength(0);
  });
});
