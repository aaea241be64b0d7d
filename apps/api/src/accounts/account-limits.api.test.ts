import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, signUp, type TestStore } from '../test/build.ts';

/**
 * Guessing is slowed per account (not locked out), and codes cost money, so every route
 * that texts one shares the same limits. Times move on a fake clock, never by waiting.
 */
let store: TestStore;
let ipCounter = 0;
let personCounter = 0;

const nextIp = () => `10.10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function client(options: { token?: string; ip?: string; lang?: 'en' | 'ar' } = {}) {
  const remoteAddress = options.ip ?? nextIp();
  const headers: Record<string, string> = { 'content-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return {
    get: (url: string) => store.app.inject({ method: 'GET', url, headers, remoteAddress }),
    post: (url: string, payload?: Record<string, unknown>) =>
      store.app.inject({ method: 'POST', url, headers, payload, remoteAddress }),
  };
}

async function register() {
  personCounter += 1;
  const n = String(personCounter).padStart(4, '0');
  const person = {
    first_name: 'Hoda',
    last_name: 'Fathy',
    phone: `0111000${n}`,
    email: `hoda.${n}@example.com`,
    password: 'Right-pass1',
    password_confirmation: 'Right-pass1',
  };
  const { token, userId } = await signUp(store, person, { remoteAddress: nextIp() });
  return { person, userId, token };
}

/** The demo outbox, read from this machine, once the queued messages have been sent. */
async function texts(to: string) {
  await store.jobs.runDue();
  const res = await store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.messages as { code: string }[];
}

const login = (username: string, password: string, ip?: string) =>
  client({ ip }).post('/api/login', { username, password });

beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(async () => {
  await store.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wrong passwords', () => {
  it('count per account, whether the e-mail or the phone is typed, and slow down from the sixth', async () => {
    const { person } = await register();
    for (const username of [
      person.email,
      person.phone,
      person.email.toUpperCase(),
      person.phone,
      person.email,
    ]) {
      expect((await login(username, 'Wrong-pass1')).statusCode).toBe(422);
    }
    const sixth = await login(person.phone, 'Wrong-pass1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many requests, please try again in 1 seconds');
    // The right password too waits for the delay to pass.
    expect((await login(person.email, person.password)).statusCode).toBe(429);
  });

  it('double the wait after each further failure, and the owner gets in once it has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { person } = await register();
    for (let i = 0; i < 5; i++) expect((await login(person.email, 'Wrong-pass1')).statusCode).toBe(422);
    // Twelve more wrong passwords, each tried as soon as the wait allows: 1, 2, 4 … 2048 s (capped).
    for (let failures = 5; failures < 17; failures++) {
      const wait = Math.min(2 ** (failures - 5), 900);
      const early = await login(person.email, 'Wrong-pass1');
      expect(early.statusCode, `after ${failures} failures`).toBe(429);
      expect(early.json().message).toBe(`Too many requests, please try again in ${wait} seconds`);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await login(person.email, 'Wrong-pass1')).statusCode).toBe(422);
    }
    expect((await login(person.email, person.password)).json().message).toBe(
      'Too many requests, please try again in 900 seconds',
    );
    vi.setSystemTime(Date.now() + 900_000);
    const right = await login(person.phone, person.password);
    expect(right.statusCode).toBe(200);
    // A success ends the run: five free tries again.
    for (let i = 0; i < 5; i++) expect((await login(person.email, 'Wrong-pass1')).statusCode).toBe(422);
  });

  it('give the same answers for an unknown name as for an account', async () => {
    const { person } = await register();
    const unknown = 'nobody.here@example.com';
    for (let i = 0; i < 5; i++) {
      const known = await login(person.email, 'Wrong-pass1');
      const ghost = await login(unknown, 'Wrong-pass1');
      expect(ghost.statusCode).toBe(422);
      expect(ghost.json()).toEqual(known.json());
    }
    const known = await login(person.email, 'Wrong-pass1');
    const ghost = await login(unknown, 'Wrong-pass1');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(known.json());
  });

  it('are checked one at a time per account: a burst in parallel gets one answer, the rest wait', async () => {
    const { person } = await register();
    const burst = await Promise.all(Array.from({ length: 8 }, () => login(person.email, 'Wrong-pass1')));
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  it('from one IP are limited across accounts (50 in 15 minutes), other IPs are not', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      expect((await login(`guess.${i}@example.com`, 'Wrong-pass1', ip)).statusCode).toBe(422);
    }
    const { person } = await register();
    expect((await login(person.email, person.password, ip)).statusCode).toBe(429);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('when changing the password count against the account the same way', async () => {
    const { person, token } = await register();
    const change = (oldPassword: string) =>
      client({ token }).post('/api/profile/change/password', {
        oldPassword,
        newPassword: 'Brand-new-1',
        newPassword_confirmation: 'Brand-new-1',
      });
    for (let i = 0; i < 5; i++) expect((await change('Not-it-123')).statusCode).toBe(422);
    expect((await change(person.password)).statusCode).toBe(429);
    expect((await login(person.email, person.password)).statusCode).toBe(429);
  });
});

describe('codes sent', () => {
  it('a phone change texts a code, at most 5 an hour per account (the sign-up counts)', async () => {
    const { person, token } = await register();
    const statuses: number[] = [];
    const phones: string[] = [];
    for (let i = 0; i < 25; i++) {
      const phone = `0155${String(personCounter).padStart(3, '0')}${String(i).padStart(4, '0')}`;
      phones.push(phone);
      const res = await client({ token }).post('/api/profile', {
        first_name: 'Hoda',
        last_name: 'Fathy',
        email: person.email,
        phone,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    let sent = 0;
    for (const phone of phones) sent += (await texts(phone)).length;
    expect(sent).toBe(4);
    // Refused changes did not change the number.
    const profile = await client({ token }).get('/api/profile');
    expect(profile.json().data.user.phone).toBe(phones[3]);
  });

  it('from one IP are limited across accounts, phone changes included', async () => {
    const ip = nextIp();
    const accounts = await Promise.all([register(), register(), register(), register(), register()]);
    const change = (account: Awaited<ReturnType<typeof register>>, phone: string, from = ip) =>
      client({ token: account.token, ip: from }).post('/api/profile', {
        first_name: 'Hoda',
        last_name: 'Fathy',
        email: account.person.email,
        phone,
      });
    let n = 0;
    const phone = () => `0106${String(personCounter).padStart(3, '0')}${String(++n).padStart(4, '0')}`;
    // 20 codes from one IP in ten minutes (4 each: with its sign-up, each account is at its own limit).
    for (const account of accounts) {
      for (let i = 0; i < 4; i++) expect((await change(account, phone())).statusCode).toBe(200);
    }
    const fresh = await register();
    expect((await change(fresh, phone())).statusCode).toBe(429);
    expect((await change(fresh, phone(), nextIp())).statusCode).toBe(200);
  });

  it('resend/code sends only to the signed-in account: one answer for every other id', async () => {
    // A finished sign-up's phone is verified; a changed phone is not, until its code comes back.
    const verified = await register();
    const unverified = await register();
    unverified.person.phone = `0107${String(personCounter).padStart(7, '0')}`;
    const changed = await client({ token: unverified.token }).post('/api/profile', {
      first_name: 'Hoda',
      last_name: 'Fathy',
      email: unverified.person.email,
      phone: unverified.person.phone,
    });
    expect(changed.json().data.user.phoneVerified).toBe(false);
    const caller = await register();
    const unknownId = unverified.userId + 10_000;
    const before = (await texts(unverified.person.phone)).length;

    const asGuest = [verified.userId, unverified.userId, unknownId].map((user_id) =>
      client().post('/api/resend/code', { user_id }),
    );
    const guestAnswers = await Promise.all(asGuest);
    for (const res of guestAnswers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(guestAnswers[0]!.json());
    }
    const asOther = await Promise.all(
      [verified.userId, unverified.userId, unknownId].map((user_id) =>
        client({ token: caller.token }).post('/api/resend/code', { user_id }),
      ),
    );
    for (const res of asOther) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(asOther[0]!.json());
    }
    // Nor can another account's number be given to this one's code.
    expect((await texts(unverified.person.phone)).length).toBe(before);
    const taken = await client({ token: caller.token }).post('/api/resend/code', {
      user_id: caller.userId,
      phone: unverified.person.phone,
    });
    expect(taken.statusCode).not.toBe(200);
    expect((await texts(unverified.person.phone)).length).toBe(before);
  });
});
