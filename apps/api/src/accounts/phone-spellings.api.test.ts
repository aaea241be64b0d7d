import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, signUps, users, verificationCodes } from '../db/schema.ts';
import { build, queuedCode, signUp, type TestStore } from '../test/build.ts';

/**
 * The mobile number is the account (docs/decisions/0073): every spelling of one number is one
 * number, for signing in by code or password, for registering, for the profile and for a password
 * reset by SMS.
 */
let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(() => store?.close());

let ipCount = 0;
/** A caller of its own address (the per-address limits do not mix the tests up). */
function from(lang: 'en' | 'ar' = 'en', token?: string) {
  ipCount += 1;
  const remoteAddress = `10.99.${Math.floor(ipCount / 250)}.${ipCount % 250}`;
  const headers: Record<string, string> = { 'content-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    post: (url: string, payload: Record<string, unknown>) =>
      store.app.inject({ method: 'POST', url, headers, payload, remoteAddress }),
    get: (url: string) => store.app.inject({ method: 'GET', url, headers, remoteAddress }),
  };
}
const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Every way a customer writes 010 1234 5670-ish numbers: local, +20, 0020, spaced, dashed, Arabic-Indic. */
function spellings(local: string) {
  const national = local.slice(1);
  return [
    local,
    `+20${national}`,
    `0020${national}`,
    `${local.slice(0, 3)} ${local.slice(3, 7)} ${local.slice(7)}`,
    `${local.slice(0, 3)}-${local.slice(3, 7)}-${local.slice(7)}`,
    `+20 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`,
    arabic(local),
    `+${arabic(`20${national}`)}`,
  ];
}

/** Lets a number be texted again now (30 s between sends). */
async function ageCodes(e164: string) {
  await store.db.execute(
    sql`update verification_codes set created_at = created_at - interval '1 minute' where sent_to = ${e164}`,
  );
}

const password = 'Spelled-pass1';
async function customer(local: string, email: string) {
  return signUp(
    store,
    { first_name: 'Mona', last_name: 'Hany', phone: local, email, password, password_confirmation: password },
    { remoteAddress: `10.98.0.${++ipCount % 250}` },
  );
}

describe('one number, however it is written', () => {
  it('keeps the one form and shows the local one', async () => {
    const { userId, token } = await customer('+20 10 1234 5670', 'one.form@example.com');
    const [row] = await store.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    expect(row?.phone).toBe('+201012345670');
    const profile = await from('en', token).get('/api/profile');
    expect(profile.json().data.user.phone).toBe('01012345670');
  });

  it('signs in by a texted code with every spelling, to the same account', async () => {
    const local = '01012345671';
    const { userId } = await customer(local, 'by.code@example.com');
    for (const [index, typed] of spellings(local).entries()) {
      const caller = from(index % 2 ? 'ar' : 'en');
      const sent = await caller.post('/api/login/phone', { phone: typed });
      if (index === 5) {
        // Five texts an hour to a number, however it was written: the sixth spelling is the sixth send.
        expect(sent.statusCode, typed).toBe(429);
        await store.db.execute(sql`delete from rate_limits where key like ${'%phone:+201012345671'}`);
        await ageCodes('+201012345671');
        const again = await caller.post('/api/login/phone', { phone: typed });
        expect(again.statusCode, again.body).toBe(200);
      } else expect(sent.statusCode, `${typed}: ${sent.body}`).toBe(200);
      // The code is read by another spelling again: it went to the number, not to the spelling.
      const code = await queuedCode(store, spellings(local)[(index + 3) % 8]!);
      const verified = await caller.post('/api/login/phone/verify', {
        phone: spellings(local)[(index + 5) % 8],
        code: arabic(code!),
      });
      expect(verified.statusCode, `${typed}: ${verified.body}`).toBe(200);
      expect(verified.json().data).toMatchObject({
        newAccount: false,
        user: { id: userId, phone: local },
      });
      await ageCodes('+201012345671');
    }
    expect(await store.db.select().from(users).where(eq(users.phone, '+201012345671'))).toHaveLength(1);
  });

  it('logs in by password with every spelling as the username', async () => {
    const local = '01112345672';
    const { userId } = await customer(local, 'by.password@example.com');
    for (const typed of spellings(local)) {
      const res = await from().post('/api/login', { username: typed, password });
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().data.user.id).toBe(userId);
    }
  });

  it('takes no second account for another spelling: register goes nowhere, the profile is refused', async () => {
    const local = '01212345673';
    await customer(local, 'first.owner@example.com');
    for (const typed of spellings(local).slice(1)) {
      const res = await from().post('/api/register', {
        first_name: 'Other',
        last_name: 'Person',
        phone: typed,
        email: `other.${ipCount}@example.com`,
        password,
        password_confirmation: password,
      });
      // The same answer as for a free number (decision 0044), but the sign-up knows the number taken.
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.phone).toBe(local);
      const [row] = await store.db
        .select({ phone: signUps.phone, taken: signUps.phoneTaken })
        .from(signUps)
        .where(eq(signUps.id, res.json().item));
      expect(row).toEqual({ phone: '+201212345673', taken: true });
    }
    const other = await customer('01512345674', 'second.owner@example.com');
    for (const typed of spellings(local)) {
      const res = await from('en', other.token).post('/api/profile', {
        first_name: 'Second',
        last_name: 'Owner',
        phone: typed,
        email: 'second.owner@example.com',
      });
      expect(res.statusCode, typed).toBe(422);
      expect(res.json().validation).toEqual(['The phone has already been taken.']);
    }
  });

  it('refuses landlines, short numbers and other countries, in both languages', async () => {
    for (const [phone, message] of [
      ['0223456789', 'Please enter an Egyptian mobile number (010, 011, 012 or 015)'],
      ['01312345678', 'Please enter an Egyptian mobile number (010, 011, 012 or 015)'],
      ['+447911123456', 'Please enter an Egyptian mobile number (010, 011, 012 or 015)'],
      ['0101', 'The phone must consist of at least 8 numbers'],
    ] as const) {
      const res = await from().post('/api/login/phone', { phone });
      expect(res.statusCode).toBe(422);
      expect(res.json().validation).toEqual([message]);
    }
    const ar = await from('ar').post('/api/login/phone', { phone: '٠٢٢٣٤٥٦٧٨٩' });
    expect(ar.json().validation).toEqual(['من فضلك أدخل رقم موبايل مصري (٠١٠ أو ٠١١ أو ٠١٢ أو ٠١٥)']);
  });
});

describe('a password reset by SMS', () => {
  it('texts a code to the number, whichever spelling; the code sets the password and logs in', async () => {
    const local = '01012345675';
    const { userId } = await customer(local, 'reset.sms@example.com');
    const caller = from('ar');
    const asked = await caller.post('/api/forgot/password', { phone: '+20 10 1234 5675' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('إذا كان هناك حساب بهذا الرقم، فقد أرسلنا إليه رمزاً في رسالة نصية');
    const resetId = asked.json().item as number;
    const code = (await queuedCode(store, local))!;
    const [job] = await store.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.name, 'send-message'))
      .orderBy(desc(jobs.id))
      .limit(1);
    const payload = job?.payload as { to: string; body: string };
    expect(payload.to).toBe('+201012345675');
    // In the customer's language, the code in its digits.
    expect(payload.body).toContain(arabic(code));

    // 30 s between texts to a number.
    expect((await from().post('/api/forgot/password', { phone: local })).statusCode).toBe(429);
    // A wrong code is counted; the right one works once.
    const wrong = code === '0000' ? '1111' : '0000';
    const reset = (c: string, pass = 'New-secret1') =>
      caller.post('/api/reset/forgot/password', {
        user_id: resetId,
        code: c,
        password: pass,
        password_confirmation: pass,
      });
    expect((await reset(wrong)).statusCode).toBe(422);
    const done = await reset(arabic(code));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user).toMatchObject({ id: userId, phone: local });
    expect((await reset(code, 'Another-pass1')).statusCode).toBe(422);
    const [row] = await store.db
      .select({ failed: verificationCodes.failedAttempts, used: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.id, resetId));
    expect(row?.failed).toBe(1);
    expect(row?.used).not.toBeNull();
    const login = await from().post('/api/login', { username: arabic(local), password: 'New-secret1' });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for an unknown number and an unconfirmed one, and texts neither', async () => {
    await store.db.insert(users).values({
      firstName: 'Not',
      lastName: 'Confirmed',
      phone: '+201512345676',
      email: 'unconfirmed@x.com',
    });
    const known = await from().post('/api/forgot/password', { phone: '01512345676' });
    const unknown = await from().post('/api/forgot/password', { phone: '01512345677' });
    expect(known.statusCode).toBe(200);
    expect({ ...known.json(), item: 0 }).toEqual({ ...unknown.json(), item: 0 });
    expect(await queuedCode(store, '01512345676')).toBeNull();
    expect(await queuedCode(store, '01512345677')).toBeNull();
    // Its code can never be right.
    for (const id of [known.json().item, unknown.json().item]) {
      const res = await from().post('/api/reset/forgot/password', {
        user_id: id,
        code: '1234',
        password: 'Whatever-pass1',
        password_confirmation: 'Whatever-pass1',
      });
      expect(res.statusCode).toBe(422);
    }
  });

  it('still resets by e-mail, and wants one of the two', async () => {
    const byEmail = await from().post('/api/forgot/password', { email: 'reset.sms@example.com' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().message).toBe('If an account uses this e-mail, we have sent it a code');
    const neither = await from().post('/api/forgot/password', {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().validation).toEqual(['Please enter your e-mail or mobile number']);
  });

  it('limits texts per number across spellings: five an hour', async () => {
    const local = '01112345678';
    await customer(local, 'limited.sms@example.com');
    const statuses: number[] = [];
    for (const typed of spellings(local).slice(0, 6)) {
      statuses.push((await from().post('/api/forgot/password', { phone: typed })).statusCode);
      await ageCodes('+201112345678');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
