import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizePhone } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, signUps } from '../db/schema.ts';
import { build, signUp, type TestStore } from '../test/build.ts';

/** A local stand-in for Google's key endpoint and Facebook's Graph API: the tests never use the network. */
async function startFakeProviders() {
  const googleKeys = await generateKeyPair('RS256', { extractable: true });
  const strangerKeys = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<
    string,
    { id: string; first_name: string; last_name: string; email?: string }
  >();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/certs') return json(200, { keys: [jwk] });
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') return json(400, { error: 'bad app' });
      const person = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      return json(200, {
        data: person ? { is_valid: true, app_id: 'fb-app', user_id: person.id } : { is_valid: false },
      });
    }
    const person = [...facebookTokens.entries()].find(
      ([token, p]) => url.pathname === `/graph/${p.id}` && url.searchParams.get('access_token') === token,
    );
    if (person) return json(200, person[1]);
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const googleToken = (
    claims: Record<string, unknown>,
    options: { key?: 'stranger'; expiresIn?: string; audience?: string; issuer?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? 'google-client')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key === 'stranger' ? strangerKeys.privateKey : googleKeys.privateKey);
  return { base, server, googleToken, facebookTokens };
}

let store: TestStore;
let fake: Awaited<ReturnType<typeof startFakeProviders>>;
let ipCounter = 0;

/** Each test speaks from its own IP unless it shares one on purpose, so per-IP limits stay per test. */
function client(options: { lang?: 'en' | 'ar'; token?: string; deviceId?: string; ip?: string } = {}) {
  const ip = options.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const headers: Record<string, string> = { 'content-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.deviceId) headers.deviceid = options.deviceId;
  return {
    get: (url: string) => store.app.inject({ method: 'GET', url, headers, remoteAddress: ip }),
    post: (url: string, payload?: Record<string, unknown>, form = false) =>
      store.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        payload:
          form && payload ? new URLSearchParams(payload as Record<string, string>).toString() : payload,
      }),
  };
}

let phoneCounter = 0;
function newPerson() {
  phoneCounter += 1;
  const n = String(phoneCounter).padStart(4, '0');
  return {
    first_name: 'Mona',
    last_name: 'Adel',
    phone: `0100000${n}`,
    email: `mona.${n}@example.com`,
    password: 'Secret-pass1',
    password_confirmation: 'Secret-pass1',
  };
}

/** A new account: its sign-up, then the texted code (decision 0044), from an IP of its own. */
async function register(person = newPerson(), deviceId?: string) {
  const remoteAddress = `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const { token, userId } = await signUp(store, person, { remoteAddress, deviceId });
  return { person, userId, token };
}

/** Starts a sign-up only: its id (`item`), the answer, and the person. */
async function startSignUp(person = newPerson(), lang: 'en' | 'ar' = 'en') {
  const res = await client({ lang }).post('/api/register', person);
  expect(res.statusCode, res.body).toBe(200);
  return { person, signUpId: res.json().item as number, res };
}

/**
 * The demo outbox, read from this machine (the only place it answers), once the queued messages are
 * sent: the job runner sends them, not the request.
 */
async function outbox(to: string) {
  await store.jobs.runDue();
  const res = await client({ ip: '127.0.0.1' }).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.messages as { channel: string; to: string; body: string; code: string }[];
}

/** Makes a sign-up's code look older. */
async function ageSignUp(id: number, seconds: number) {
  await store.db
    .update(signUps)
    .set({
      lastSentAt: sql`${signUps.lastSentAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${signUps.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(signUps.id, id));
}

beforeAll(async () => {
  fake = await startFakeProviders();
  store = await build({
    accounts: {
      google: { clientId: 'google-client', jwksUrl: `${fake.base}/google/certs` },
      facebook: { appId: 'fb-app', appSecret: 'fb-secret', graphUrl: `${fake.base}/graph` },
    },
  });
});
afterAll(async () => {
  await store.close();
  fake.server.close();
});

describe('register', () => {
  it('texts a 4-digit code; the code creates the account, logs it in, and never shows the hash', async () => {
    const { person, signUpId, res } = await startSignUp();
    // No account and no session yet: the sign-up's id, and the phone the code went to.
    expect(signUpId).toBeGreaterThanOrEqual(1_000_000_000);
    expect(res.json()).toEqual({
      code: 200,
      message: 'We sent a 4-digit code to your phone. Enter it to finish creating your account.',
      data: { phone: person.phone, retryAfterSeconds: 30 },
      item: signUpId,
      validation: [],
    });
    const [sms] = await outbox(person.phone);
    // Sent to the number's one form (decision 0073); shown in its local form above.
    expect(sms).toMatchObject({ channel: 'sms', to: normalizePhone(person.phone) });
    expect(sms!.code).toMatch(/^\d{4}$/);
    expect(sms!.body).toContain(sms!.code);
    const verified = await client().post('/api/verify/registration/code', {
      user_id: signUpId,
      deviceType: 'Web',
      code: sms!.code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('Your account has been created and your phone number verified');
    const { token, user } = verified.json().data;
    expect(user.token).toBe(token);
    const profile = await client({ token }).get('/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toEqual({
      id: user.id,
      first_name: 'Mona',
      last_name: 'Adel',
      phone: person.phone,
      email: person.email,
      isSocial: false,
      phoneVerified: true,
    });
    expect(profile.body).not.toContain('argon2');
    expect(verified.body).not.toContain('argon2');
    const stored = await store.db.execute(sql`select password_hash from users where id = ${user.id}`);
    expect((stored as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash).toMatch(
      /^\$argon2id\$/,
    );
    expect(
      (await client().post('/api/login', { username: person.email, password: person.password })).statusCode,
    ).toBe(200);
  });

  // A taken contact gets the same answer as a free one (registration-enumeration.api.test.ts);
  // only the holder of the phone that got the code hears that the e-mail is taken.
  it("tells a taken e-mail at the code step, in the spec's words and both languages", async () => {
    const { person } = await register();
    for (const lang of ['en', 'ar'] as const) {
      const { person: other, signUpId } = await startSignUp({ ...newPerson(), email: person.email }, lang);
      const [sms] = (await outbox(other.phone)).filter((message) => message.code);
      const res = await client({ lang }).post('/api/verify/registration/code', {
        user_id: signUpId,
        code: sms!.code,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().validation).toEqual([
        lang === 'en' ? 'The email has already been taken.' : 'البريد الإلكتروني مستخدم من قبل.',
      ]);
    }
  });

  it("checks every field with the spec's messages", async () => {
    const res = await client().post('/api/register', {
      first_name: '',
      phone: '01a',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation).toEqual(
      expect.arrayContaining([
        'Please input First Name',
        'Please input Last Name',
        'The phone number must contain only numbers.',
        'Email Address is not a valid email',
        'Password must be greater than 8 characters',
      ]),
    );
    const cases: [Record<string, string>, string][] = [
      [{ phone: '0100' }, 'The phone must consist of at least 8 numbers'],
      [{ phone: '010000000000' }, 'The phone cannot be longer than 11 digits'],
      [{ phone: '' }, 'Please enter the phone number'],
      [
        { password: 'a'.repeat(21), password_confirmation: 'a'.repeat(21) },
        'Password must be less than 20 characters',
      ],
      [{ password_confirmation: 'Secret-pass2' }, 'The two passwords that you entered do not match!'],
    ];
    for (const [change, message] of cases) {
      const one = await client().post('/api/register', { ...newPerson(), ...change });
      expect(one.json().validation, message).toEqual([message]);
    }
    const ar = await client({ lang: 'ar' }).post('/api/register', {
      ...newPerson(),
      password_confirmation: 'x',
    });
    expect(ar.json().validation).toEqual(['كلمتا المرور اللتان أدخلتهما غير متطابقتين!']);
  });
});

describe('phone verification', () => {
  it('accepts the right code once', async () => {
    const { person, signUpId: userId } = await startSignUp();
    const [sms] = await outbox(person.phone);
    const wrongCode = sms!.code === '0000' ? '1111' : '0000';
    const wrong = await client().post('/api/verify/registration/code', {
      user_id: userId,
      deviceType: 'Web',
      code: wrongCode,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The code is not correct or has expired');
    const right = await client().post('/api/verify/registration/code', {
      user_id: userId,
      deviceType: 'Web',
      code: sms!.code,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.user.phoneVerified).toBe(true);
    const again = await client().post('/api/verify/registration/code', { user_id: userId, code: sms!.code });
    expect(again.statusCode).toBe(422);
    const token = right.json().data.token as string;
    expect((await client({ token }).get('/api/profile')).json().data.user.phoneVerified).toBe(true);
  });

  it('takes the phone and the code typed in Arabic-Indic digits, and logs in with the phone so typed', async () => {
    const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const person = newPerson();
    const res = await client({ lang: 'ar' }).post('/api/register', {
      ...person,
      phone: arabic(person.phone),
    });
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().item as number;
    const [sms] = await outbox(person.phone);
    const right = await client({ lang: 'ar' }).post('/api/verify/registration/code', {
      user_id: userId,
      deviceType: 'Web',
      code: arabic(sms!.code),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.user.phone).toBe(person.phone);
    const login = await client({ lang: 'ar' }).post('/api/login', {
      username: arabic(person.phone),
      password: person.password,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('needs exactly 4 digits', async () => {
    for (const code of ['123', '12345', 'abcd', '']) {
      const res = await client({ lang: 'ar' }).post('/api/verify/registration/code', { user_id: 1, code });
      expect(res.statusCode).toBe(422);
      expect(res.json().validation[0]).toMatch(/الرمز/);
    }
  });

  it('lets a code expire after 10 minutes', async () => {
    const { person, signUpId: userId } = await startSignUp();
    const [sms] = await outbox(person.phone);
    await ageSignUp(userId, 10 * 60 + 1);
    const res = await client().post('/api/verify/registration/code', { user_id: userId, code: sms!.code });
    expect(res.statusCode).toBe(422);
  });

  it('allows 5 wrong tries, then even the right code is refused (429)', async () => {
    const { person, signUpId: userId } = await startSignUp();
    const [sms] = await outbox(person.phone);
    const wrongCode = sms!.code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await client().post('/api/verify/registration/code', { user_id: userId, code: wrongCode });
      expect(res.statusCode).toBe(422);
    }
    const right = await client().post('/api/verify/registration/code', { user_id: userId, code: sms!.code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong tries. Please ask for a new code');
  });

  it('limits wrong codes per IP across accounts', async () => {
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await client({ ip }).post('/api/verify/registration/code', { user_id: 999_999, code: '0000' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('resends at most every 30 s; the new code replaces the old one', async () => {
    // A sign-up has no session yet: its id is what it holds (account-limits.api.test.ts: an account's
    // code is for the signed-in account only).
    const { person, signUpId } = await startSignUp();
    const soon = await client().post('/api/resend/code', { user_id: signUpId });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code$/);
    const soonAr = await client({ lang: 'ar' }).post('/api/resend/code', { user_id: signUpId });
    expect(soonAr.json().message).toMatch(/^من فضلك انتظر [٠-٩]+ ثانية/);
    await ageSignUp(signUpId, 31);
    const later = await client().post('/api/resend/code', { user_id: signUpId });
    expect(later.statusCode).toBe(200);
    const [newest, oldest] = await outbox(person.phone);
    const old = await client().post('/api/verify/registration/code', {
      user_id: signUpId,
      code: oldest!.code,
    });
    if (oldest!.code !== newest!.code) expect(old.statusCode).toBe(422);
    const ok = await client().post('/api/verify/registration/code', {
      user_id: signUpId,
      code: newest!.code,
    });
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json().data;
    // A finished sign-up is gone: the answer of any id a guest names.
    expect((await client().post('/api/resend/code', { user_id: signUpId })).statusCode).toBe(401);
    expect((await client({ token }).post('/api/resend/code', { user_id: user.id })).json().message).toBe(
      'This phone number is already verified',
    );
  });
});

describe('login and logout', () => {
  it('logs in by e-mail or phone (form body) and logout revokes the token', async () => {
    const { person } = await register();
    const byEmail = await client().post(
      '/api/login',
      {
        username: person.email.toUpperCase(),
        password: person.password,
        deviceType: 'Web',
        deviceId: 'device-login-1',
      },
      true,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.user.email).toBe(person.email);
    const byPhone = await client().post(
      '/api/login',
      { username: person.phone, password: person.password },
      true,
    );
    expect(byPhone.statusCode).toBe(200);
    const token = byEmail.json().data.token as string;
    expect((await client({ token }).get('/api/profile')).statusCode).toBe(200);
    expect((await client({ token }).post('/api/logout')).statusCode).toBe(200);
    const after = await client({ token, lang: 'ar' }).get('/api/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('من فضلك سجل الدخول أولاً');
    // The other session is untouched.
    expect((await client({ token: byPhone.json().data.token }).get('/api/profile')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { person } = await register();
    const wrong = await client().post('/api/login', { username: person.email, password: 'Wrong-pass1' });
    const unknown = await client().post('/api/login', {
      username: 'nobody@example.com',
      password: 'Wrong-pass1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await client().post('/api/login', {})).json().validation).toEqual([
      'Please input Email',
      'Please input Password',
    ]);
  });

  // Wrong passwords slow an account down rather than lock it: account-limits.api.test.ts.
  it('a success ends a run of failures', async () => {
    const { person } = await register();
    for (let i = 0; i < 4; i++)
      await client().post('/api/login', { username: person.email, password: 'Wrong-pass1' });
    expect(
      (await client().post('/api/login', { username: person.email, password: person.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      await client().post('/api/login', { username: person.email, password: 'Wrong-pass1' });
    expect(
      (await client().post('/api/login', { username: person.email, password: person.password })).statusCode,
    ).toBe(200);
  });

  it("carries the guest's branch over to the user", async () => {
    const deviceId = 'guest-device-carry-1';
    const guest = client({ deviceId });
    const [other] = await store.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.isDefault, false));
    const branchId = other!.id;
    expect((await guest.post('/api/branches/select', { branchId, override: 1 })).statusCode).toBe(200);
    const { token } = await register(newPerson(), deviceId);
    const asUser = await client({ token }).get('/api/branches/current');
    expect(asUser.json().data.branch.id).toBe(branchId);
  });

  it('ignores a stale token on public routes and refuses it on private ones', async () => {
    const stale = client({ token: 'x'.repeat(43) });
    expect((await stale.get('/api/categories/tree')).statusCode).toBe(200);
    expect((await stale.get('/api/profile')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails and sends nothing to them', async () => {
    const unknown = await client().post('/api/forgot/password', { email: 'ghost@example.com' });
    const { person } = await register();
    const known = await client().post('/api/forgot/password', { email: person.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(typeof unknown.json().item).toBe('number');
    expect({ ...unknown.json(), item: 0 }).toEqual({ ...known.json(), item: 0 });
    expect(await outbox('ghost@example.com')).toEqual([]);
    // A reset id for an unknown e-mail accepts no code.
    for (const code of ['0000', '1234']) {
      const res = await client().post('/api/reset/forgot/password', {
        user_id: unknown.json().item,
        code,
        password: 'New-secret1',
        password_confirmation: 'New-secret1',
      });
      expect(res.statusCode).toBe(422);
    }
  });

  it('resets with the e-mailed code, logs in, and ends the old sessions', async () => {
    const { person, token: oldToken } = await register();
    const forgot = await client({ lang: 'ar' }).post('/api/forgot/password', { email: person.email });
    const [mail] = await outbox(person.email);
    expect(mail!.channel).toBe('email');
    // An Arabic message writes its code in Arabic-Indic digits; the form reads either.
    expect(mail!.body).toContain(mail!.code!.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    const res = await client().post('/api/reset/forgot/password', {
      user_id: forgot.json().item,
      code: mail!.code,
      password: 'New-secret1',
      password_confirmation: 'New-secret1',
      deviceType: 'Web',
      firebaseToken: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(body.data.token);
    expect(body.data.user.email).toBe(person.email);
    expect((await client({ token: body.data.token }).get('/api/profile')).statusCode).toBe(200);
    expect((await client({ token: oldToken }).get('/api/profile')).statusCode).toBe(401);
    expect(
      (await client().post('/api/login', { username: person.email, password: person.password })).statusCode,
    ).toBe(422);
    expect(
      (await client().post('/api/login', { username: person.email, password: 'New-secret1' })).statusCode,
    ).toBe(200);
    const reuse = await client().post('/api/reset/forgot/password', {
      user_id: forgot.json().item,
      code: mail!.code,
      password: 'Other-secret1',
      password_confirmation: 'Other-secret1',
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('limits reset requests per e-mail', async () => {
    const email = 'limited@example.com';
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client().post('/api/forgot/password', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('profile', () => {
  it('updates the profile; a new phone needs verifying again', async () => {
    const { person, token } = await register();
    const other = await register();
    const taken = await client({ token }).post('/api/profile', { ...person, email: other.person.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().validation).toEqual(['The email has already been taken.']);
    const phone = `011${String(phoneCounter).padStart(8, '9')}`;
    const res = await client({ token }).post('/api/profile', {
      first_name: 'Mona',
      last_name: 'Saleh',
      phone,
      email: person.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ last_name: 'Saleh', phone, phoneVerified: false });
    expect((await outbox(phone))[0]!.code).toMatch(/^\d{4}$/);
    expect((await client().post('/api/profile', { ...person })).statusCode).toBe(401);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { person, token } = await register();
    const second = (
      await client().post('/api/login', { username: person.email, password: person.password })
    ).json().data.token;
    const wrong = await client({ token }).post('/api/profile/change/password', {
      oldPassword: 'Not-it-123',
      newPassword: 'Brand-new-1',
      newPassword_confirmation: 'Brand-new-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The current password is not correct');
    const mismatch = await client({ token }).post('/api/profile/change/password', {
      oldPassword: person.password,
      newPassword: 'Brand-new-1',
      newPassword_confirmation: 'Brand-new-2',
    });
    expect(mismatch.json().validation).toEqual(['The two passwords that you entered do not match!']);
    const res = await client({ token }).post('/api/profile/change/password', {
      oldPassword: person.password,
      newPassword: 'Brand-new-1',
      newPassword_confirmation: 'Brand-new-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await client({ token }).get('/api/profile')).statusCode).toBe(200);
    expect((await client({ token: second }).get('/api/profile')).statusCode).toBe(401);
    expect(
      (await client().post('/api/login', { username: person.email, password: 'Brand-new-1' })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in with Google and Facebook', () => {
  it('verifies a Google ID token; an account without a phone gets code 105, then verifies one', async () => {
    const idToken = await fake.googleToken({
      sub: 'g-1',
      email: 'layla@gmail.example',
      given_name: 'Layla',
      family_name: 'Hassan',
    });
    const res = await client().post('/api/login/provider', {
      deviceType: 'Web',
      from: 'google',
      token: idToken,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(105);
    expect(body.item).toBe(body.data.user.id);
    expect(body.data.user).toMatchObject({
      first_name: 'Layla',
      isSocial: true,
      phone: null,
      email: 'layla@gmail.example',
    });
    const token = body.data.token as string;
    // Setting a phone for the account needs its own session.
    expect(
      (await client().post('/api/resend/code', { user_id: body.item, phone: '01099999999' })).statusCode,
    ).toBe(401);
    expect(
      (await client({ token }).post('/api/resend/code', { user_id: body.item, phone: '01099999999' }))
        .statusCode,
    ).toBe(200);
    const [sms] = await outbox('01099999999');
    expect(
      (await client().post('/api/verify/registration/code', { user_id: body.item, code: sms!.code }))
        .statusCode,
    ).toBe(200);
    const again = await client().post('/api/login/provider', { from: 'google', token: idToken });
    expect(again.json()).toMatchObject({
      code: 200,
      item: null,
      data: { user: { id: body.item, phoneVerified: true } },
    });
    const change = await client({ token }).post('/api/profile/change/password', {
      oldPassword: 'whatever-1',
      newPassword: 'Brand-new-1',
      newPassword_confirmation: 'Brand-new-1',
    });
    expect(change.statusCode).toBe(422);
  });

  it('links a Google sign-in to the account with the same verified e-mail', async () => {
    const { person, userId } = await register();
    const idToken = await fake.googleToken({ sub: 'g-link', email: person.email });
    const res = await client().post('/api/login/provider', { from: 'google', token: idToken });
    expect(res.json().data.user).toMatchObject({ id: userId, isSocial: false });
  });

  it('refuses Google tokens with a wrong signature, audience or issuer, or expired', async () => {
    const bad = [
      await fake.googleToken({ sub: 'g-2' }, { key: 'stranger' }),
      await fake.googleToken({ sub: 'g-2' }, { audience: 'someone-else' }),
      await fake.googleToken({ sub: 'g-2' }, { issuer: 'https://evil.example' }),
      await fake.googleToken({ sub: 'g-2' }, { expiresIn: '-1m' }),
      await new SignJWT({ sub: 'g-2' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('google-client')
        .sign(new Uint8Array(32)),
      'not-a-jwt-at-all',
    ];
    for (const token of bad) {
      const res = await client().post('/api/login/provider', { from: 'google', token });
      expect(res.statusCode, token.slice(0, 20)).toBe(422);
      expect(res.json().message).toBe('The sign-in could not be verified. Please try again');
    }
  });

  it('checks Facebook tokens through the Graph debug endpoint', async () => {
    fake.facebookTokens.set('fb-token-1', {
      id: 'fb-77',
      first_name: 'Omar',
      last_name: 'Nabil',
      email: 'omar@fb.example',
    });
    const res = await client().post('/api/login/provider', {
      deviceType: 'Web',
      from: 'facebook',
      token: 'fb-token-1',
    });
    expect(res.json()).toMatchObject({ code: 105, data: { user: { first_name: 'Omar', isSocial: true } } });
    const again = await client().post('/api/login/provider', { from: 'facebook', token: 'fb-token-1' });
    expect(again.json().data.user.id).toBe(res.json().data.user.id);
    const invalid = await client().post('/api/login/provider', {
      from: 'facebook',
      token: 'fb-token-unknown',
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('refuses an unknown provider', async () => {
    const res = await client().post('/api/login/provider', { from: 'twitter', token: 'abcdefgh' });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation).toEqual(['Sign-in provider must be google or facebook']);
  });
});

describe('demo outbox and production mode', () => {
  it('has no outbox and no unconfigured provider in production', async () => {
    const production = await build({
      seed: false,
      accounts: {
        storeMode: 'production',
        sessionSecret: 's'.repeat(32),
        smtp: { url: 'smtp://127.0.0.1:1', from: 'store@example.com' },
        smsWebhook: { url: 'http://127.0.0.1:1/sms', token: null },
      },
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox?to=x@example.com' });
      expect(res.statusCode).toBe(404);
      const google = await production.app.inject({
        method: 'POST',
        url: '/api/login/provider',
        payload: { from: 'google', token: 'abcdefgh' },
      });
      expect(google.json().message).toBe('Signing in with Google is not available');
      // The provider's name in the page language, not its code.
      const arabic = await production.app.inject({
        method: 'POST',
        url: '/api/login/provider',
        headers: { 'content-language': 'ar' },
        payload: { from: 'facebook', token: 'abcdefgh' },
      });
      expect(arabic.json().message).toBe('تسجيل الدخول عبر فيسبوك غير متاح');
    } finally {
      await production.close();
    }
  });
});
