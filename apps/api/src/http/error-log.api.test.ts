import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';
import { captureLog } from '../test/captured-log.ts';
import { errorForLog } from './error-log.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(() => store?.close());

async function failure(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('a failed query in the log', () => {
  it('names its SQLSTATE, never its parameters or the values PostgreSQL quotes', async () => {
    const email = 'mona.private@example.com';
    const badCast = await failure(store.db.execute(sql`select ${email}::int as n`));
    // What the error itself holds: the parameter, in its message and stack.
    expect(String((badCast as Error).message) + String((badCast as Error).stack)).toContain(email);
    const logged = errorForLog(badCast);
    expect(JSON.stringify(logged)).not.toContain(email);
    expect(logged.sqlState).toBe('22P02');
    expect(logged.stack).toMatch(/^\s+at /);

    await store.db.execute(sql`create table error_log_people (email text primary key)`);
    await store.db.execute(sql`insert into error_log_people values (${email})`);
    const duplicate = await failure(store.db.execute(sql`insert into error_log_people values (${email})`));
    const loggedDuplicate = errorForLog(duplicate);
    expect(JSON.stringify(loggedDuplicate)).not.toContain(email);
    expect(loggedDuplicate.sqlState).toBe('23505');
    expect(JSON.stringify(loggedDuplicate)).toContain('error_log_people_pkey');
  });

  it("stays out of the API's error log when a request's query fails", async () => {
    const logged = await build({ seed: false, logLevel: 'error' });
    const log = captureLog();
    try {
      // Break the sign-ups table, so signing up fails in the database with the new user's data as parameters.
      await logged.db.execute(sql`alter table sign_ups add constraint no_sign_ups check (false)`);
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          first_name: 'Mona',
          last_name: 'Private',
          phone: '01055501234',
          email: 'mona.private@example.com',
          password: 'Secret-pass1',
          password_confirmation: 'Secret-pass1',
        },
      });
      expect(response.statusCode).toBe(500);
      const output = log.text();
      expect(output).toContain('unexpected error');
      for (const personal of ['Private', '01055501234', 'mona.private@example.com', '$argon2'])
        expect(output).not.toContain(personal);
      expect(output).toContain('23514');
    } finally {
      log.restore();
      await logged.close();
    }
  });

  it('keeps other errors as they are', () => {
    const logged = errorForLog(Object.assign(new TypeError('x is not a function'), { code: 'E_TEST' }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function', code: 'E_TEST' });
    expect(logged.stack).toContain('x is not a function');
  });
});
