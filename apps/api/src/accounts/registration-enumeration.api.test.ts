import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUps, users } from '../db/schema.ts';
import { build, signUp, type TestStore } from '../test/build.ts';

/**
 * `register` must not tell a stranger which e-mails and phones are the pharmacy's
 * customers. A taken contact gets the same answer as a free one, every attempt counts toward the
 * per-address and per-device limits whatever its answer, the owner of a taken contact is told, and
 * the limits hold across instances. Production limits (20 sign-ups per address in 10 minutes).
 */
let store: TestStore;
let counter = 0;
const ipBase = 200 + (process.pid % 50);
const nextIp = () => `10.${ipBase}.${Math.floor(++counter / 250)}.${counter % 250}`;

let personCounter = 0;
function newPerson(overrides: Partial<Record<string, string>> = {}) {
  personCounter += 1;
  const n = String(personCounter).padStart(5, '0');
  return {
    first_name: 'Salma',
    last_name: 'Nabil',
    phone: `015400${n}`,
    email: `salma.${n}@example.com`,
    password: 'Stranger-pass1',
    password_confirmation: 'Stranger-pass1',
    ...overrides,
  };
}

function register(
  person: Record<string, string>,
  { ip, lang = 'en', deviceId }: { ip: string; lang?: 'en' | 'ar'; deviceId?: string },
) {
  const headers: Record<string, string> = { 'content-language': lang };
  if (deviceId) headers.deviceid = deviceId;
  return store.app.inject({
    method: 'POST',
    url: '/api/register',
    headers,
    payload: person,
    remoteAddress: ip,
  });
}

/** What a stranger reads of an answer, apart from the sign-up's own random id. */
function seen(res: Awaited<ReturnType<typeof register>>) {
  const body = res.json();
  return { status: res.statusCode, body: { ...body, item: typeof body.item } };
}

async function outbox(to: string) {
  await store.jobs.runDue();
  const res = await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.messages as { channel: string; body: string; code: string | null }[];
}

/** A customer of the store, in the language they chose. */
async function customer(lang: 'en' | 'ar' = 'en') {
  const person = newPerson();
  await signUp(store, person, { remoteAddress: nextIp(), lang });
  return person;
}

beforeAll(async () => {
  store = await build({ seed: false, publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await store.close();
});

describe('register answers a stranger', () => {
  it('the same for a taken and a free e-mail or phone: status, shape and message', async () => {
    const known = await customer();
    const free = newPerson();
    const answers = [
      await register(free, { ip: nextIp() }),
      await register({ ...newPerson(), email: known.email }, { ip: nextIp() }),
      await register({ ...newPerson(), phone: known.phone }, { ip: nextIp() }),
      await register({ ...newPerson(), email: known.email, phone: known.phone }, { ip: nextIp() }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json().data)).toEqual(['phone', 'retryAfterSeconds']);
      expect(res.json().message).toBe(
        'We sent a 4-digit code to your phone. Enter it to finish creating your account.',
      );
      expect(res.json().item).toBeGreaterThanOrEqual(1_000_000_000);
      expect(res.body).not.toMatch(/taken|already/i);
    }
    // Sent with the same phone, a taken and a free e-mail read alike, byte for byte but the id.
    const phone = newPerson().phone;
    const withKnown = await register({ ...newPerson(), phone, email: known.email }, { ip: nextIp() });
    const withNew = await register({ ...newPerson(), phone }, { ip: nextIp() });
    expect(seen(withKnown)).toEqual(seen(withNew));
    expect(withKnown.body.length).toBe(withNew.body.length);
    // In Arabic too.
    const arKnown = await register(
      { ...newPerson(), phone, email: known.email },
      { ip: nextIp(), lang: 'ar' },
    );
    const arNew = await register({ ...newPerson(), phone }, { ip: nextIp(), lang: 'ar' });
    expect(seen(arKnown)).toEqual(seen(arNew));
    expect(arKnown.json().message).toBe('أرسلنا رمزاً من ٤ أرقام إلى هاتفك. أدخله لإتمام إنشاء حسابك.');
  });

  it('the same status sequence for 30 sign-ups with a known e-mail as for 30 with new ones', async () => {
    const known = await customer();
    const knownIp = nextIp();
    const newIp = nextIp();
    const withKnown: number[] = [];
    const withNew: number[] = [];
    for (let i = 0; i < 30; i++) {
      withKnown.push((await register({ ...newPerson(), email: known.email }, { ip: knownIp })).statusCode);
      withNew.push((await register(newPerson(), { ip: newIp })).statusCode);
    }
    expect(withKnown).toEqual(withNew);
    expect(withNew).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
  });

  it('429 for a known and an unknown contact alike once the address is limited', async () => {
    const known = await customer();
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await register(newPerson(), { ip })).statusCode).toBe(200);
    const phone = newPerson().phone;
    const limitedKnown = await register({ ...newPerson(), phone, email: known.email }, { ip });
    const limitedNew = await register({ ...newPerson(), phone }, { ip });
    const limitedPhone = await register({ ...newPerson(), phone: known.phone }, { ip });
    expect(limitedKnown.statusCode).toBe(429);
    expect(seen(limitedKnown)).toEqual(seen(limitedNew));
    expect(seen(limitedPhone)).toEqual(seen(limitedNew));
    // Other addresses are not held back by it.
    expect((await register(newPerson(), { ip: nextIp() })).statusCode).toBe(200);
  });

  it('counts refused fields too: twenty bad forms use up the address', async () => {
    const known = await customer();
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const bad = await register({ ...newPerson(), email: known.email, phone: 'not-a-phone' }, { ip });
      expect(bad.statusCode).toBe(422);
    }
    expect((await register(newPerson(), { ip })).statusCode).toBe(429);
    expect((await register({ ...newPerson(), phone: 'x' }, { ip })).statusCode).toBe(429);
  });

  it('counts per device as well, whatever the address', async () => {
    const known = await customer();
    const deviceId = `enum-device-${process.pid}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const person = i % 2 ? { ...newPerson(), email: known.email } : newPerson();
      statuses.push((await register(person, { ip: nextIp(), deviceId })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('a taken contact', () => {
  it("tells its owner, in the owner's language, and texts no code to a taken phone", async () => {
    const owner = await customer('ar');
    const before = (await outbox(owner.phone)).length;
    await register({ ...newPerson(), email: owner.email, phone: owner.phone }, { ip: nextIp() });
    const after = await outbox(owner.phone);
    const texts = after.slice(0, after.length - before);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.code ?? '').toBe('');
    expect(texts[0]!.body).toContain('حاول شخص ما إنشاء حساب');
    expect(texts[0]!.body).toContain('https://shop.example/ar/login');
    const [mail] = await outbox(owner.email);
    expect(mail!.channel).toBe('email');
    expect(mail!.body).toContain('بهذا البريد الإلكتروني');
    expect(mail!.code ?? '').toBe('');
  });

  it('e-mails the owner of a taken e-mail; the free phone gets the code, which cannot create the account', async () => {
    const owner = await customer();
    const stranger = newPerson({ email: owner.email });
    const ip = nextIp();
    const res = await register(stranger, { ip });
    const [mail] = await outbox(owner.email);
    expect(mail!.body).toContain(
      'Someone tried to create a Nile Pharmacy account with this e-mail address. If it was you, you already have an account: log in or reset your password. Otherwise ignore this e-mail. https://shop.example/en/login',
    );
    const [sms] = await outbox(stranger.phone);
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/verify/registration/code',
      remoteAddress: ip,
      payload: { user_id: res.json().item, code: sms!.code },
    });
    expect(verified.statusCode).toBe(422);
    expect(verified.body).not.toContain('token');
    expect(await store.db.select().from(users).where(eq(users.phone, stranger.phone))).toEqual([]);
  });

  it('never creates nor opens an account at the code step when the phone was taken', async () => {
    const owner = await customer();
    const stranger = newPerson({
      phone: owner.phone,
      password: 'Other-pass12',
      password_confirmation: 'Other-pass12',
    });
    const ip = nextIp();
    const res = await register(stranger, { ip });
    const id = res.json().item as number;
    // No code went to the phone: every guess is wrong, and the fifth ends the sign-up.
    const statuses: number[] = [];
    for (const code of ['0000', '1234', '5555', '9999', '4321', '1111']) {
      const tried = await store.app.inject({
        method: 'POST',
        url: '/api/verify/registration/code',
        remoteAddress: ip,
        payload: { user_id: id, code },
      });
      statuses.push(tried.statusCode);
      expect(tried.body).not.toContain('token');
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await store.db.select().from(users).where(eq(users.email, stranger.email))).toEqual([]);
    // The owner's password is untouched; the stranger's opens nothing.
    const login = (password: string) =>
      store.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: nextIp(),
        payload: { username: owner.phone, password },
      });
    expect((await login(stranger.password)).statusCode).toBe(422);
    expect((await login(owner.password)).statusCode).toBe(200);
  });

  it('costs the same work as a free one: the password is hashed and a row kept either way', async () => {
    const owner = await customer();
    const taken = await register(
      { ...newPerson(), email: owner.email, phone: owner.phone },
      { ip: nextIp() },
    );
    const free = await register(newPerson(), { ip: nextIp() });
    for (const res of [taken, free]) {
      const [row] = await store.db.select().from(signUps).where(eq(signUps.id, res.json().item));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('two instances on one database', () => {
  it('share the sign-up limit: 30 alternating between them go as 30 on one', async () => {
    const other = await build({
      seed: false,
      shareDatabaseOf: store,
    });
    try {
      const known = await customer();
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const instance = i % 2 === 0 ? store : other;
        const person = i % 3 === 0 ? { ...newPerson(), email: known.email } : newPerson();
        const res = await instance.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: person,
          remoteAddress: ip,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
    } finally {
      await other.close();
    }
  });
});
