import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { build, signUp, type TestStore } from '../test/build.ts';
import { sendMessageJobName } from './send-message-job.ts';

/**
 * A local SMTP server for the tests: `silent` accepts connections and never says a word (a server
 * that hangs), `working` speaks just enough SMTP to take a message.
 */
async function startSmtpStandIn() {
  const state = {
    mode: 'silent' as 'silent' | 'working',
    sockets: new Set<Socket>(),
    mails: [] as { to: string[]; data: string }[],
  };
  const server = createServer((socket) => {
    state.sockets.add(socket);
    socket.on('close', () => state.sockets.delete(socket));
    socket.on('error', () => {});
    if (state.mode === 'silent') return;
    socket.setEncoding('utf8');
    const to: string[] = [];
    let buffer = '';
    let data: string | null = null;
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data !== null) {
          if (line === '.') {
            state.mails.push({ to: [...to], data });
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 stand-in\r\n');
        else if (command === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The server goes away: every open connection is cut. */
    cutConnections() {
      for (const socket of state.sockets) socket.destroy();
    },
    close() {
      for (const socket of state.sockets) socket.destroy();
      server.close();
    },
  };
}

/** Resolves when `condition` holds, checking as often as the event loop allows; bounded by the test's timeout. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let store: TestStore;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  store = await build({ seed: false, accounts: { smtp: { url: smtp.url, from: 'store@example.com' } } });
});
afterAll(async () => {
  smtp.close();
  await store.close();
});

function post(url: string, payload: Record<string, unknown>) {
  return store.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });
}

const sendJobs = () => store.db.select().from(jobs).where(eq(jobs.name, sendMessageJobName));

describe('e-mail sent by the job runner', () => {
  it('answers forgot-password without waiting for a silent SMTP server, the same for a known and an unknown e-mail, and sends once the server works', async () => {
    await signUp(
      store,
      {
        first_name: 'Mona',
        last_name: 'Adel',
        phone: '01000001111',
        email: 'mona.mail@example.com',
        password: 'Secret-pass1',
        password_confirmation: 'Secret-pass1',
      },
      { remoteAddress: '10.9.0.1' },
    );
    // The registration's SMS went to the demo outbox (no SMS gateway here).
    expect(await store.jobs.runDue()).toBe(1);

    // The runner works in the background, as in production.
    await store.jobs.start();
    const known = await post('/api/forgot/password', { email: 'mona.mail@example.com' });
    expect(known.statusCode, known.body).toBe(200);
    // The runner took the mail to the SMTP server, which keeps silent: the send is still pending.
    await until(() => smtp.state.sockets.size === 1);
    const unknown = await post('/api/forgot/password', { email: 'nobody.here@example.com' });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect({ ...unknown.json(), item: 0 }).toEqual({ ...known.json(), item: 0 });
    expect(smtp.state.mails).toEqual([]);
    const [pending] = await sendJobs().then((rows) => rows.filter((row) => row.state === 'pending'));
    expect(pending).toMatchObject({ attempts: 1, lockedBy: store.jobs.workerId });
    expect(JSON.stringify(pending!.payload)).toContain('mona.mail@example.com');

    // The server drops the connection: the attempt fails and waits 5 s for the next.
    smtp.cutConnections();
    await until(async () =>
      (await sendJobs()).some((row) => row.state === 'pending' && row.lastError !== null),
    );
    await store.jobs.stop();

    smtp.state.mode = 'working';
    store.clock.advance(4_999);
    expect(await store.jobs.runDue()).toBe(0);
    store.clock.advance(1);
    expect(await store.jobs.runDue()).toBe(1);
    expect(smtp.state.mails.map((mail) => mail.to)).toEqual([['mona.mail@example.com']]);
    expect(smtp.state.mails[0]!.data).toMatch(/\b\d{4}\b/);

    // Sent once; the code is gone from the job. (An hour later the store's recurring jobs, such as
    // moving scheduled orders into the day's pipeline, are due; no send is among them.)
    store.clock.advance(3_600_000);
    await store.jobs.runDue();
    expect(smtp.state.mails).toHaveLength(1);
    const done = (await sendJobs()).filter((row) => row.state === 'done');
    expect(done.map((row) => row.payload)).toEqual([null, null]);
    expect(done.map((row) => row.attempts).sort()).toEqual([1, 2]);
  });
});
