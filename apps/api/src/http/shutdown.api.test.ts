import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { build } from '../test/build.ts';
import { silentConnection } from '../test/connections.ts';

/**
 * Closing the app (a restart: SIGTERM) over real HTTP: it waits for the requests under way, not for
 * the connections clients keep open (apps/api/src/http/connections-on-close.ts).
 */
it('closes at once a connection that has sent nothing, and still answers a request under way', async () => {
  const store = await build();
  const url = await store.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = new URL(url);
  // A keep-alive connection between requests.
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  const silent = await silentConnection(store.app, url);
  // A request whose head has arrived and whose body is still on its way.
  const body = JSON.stringify({ name: 'x' });
  const sending = connect(Number(port), '127.0.0.1');
  sending.on('error', () => {});
  let answer = '';
  sending.on('data', (chunk) => {
    answer += chunk;
  });
  const closedByServer = new Promise<void>((resolve) => sending.once('close', () => resolve()));
  const received = new Promise<void>((resolve) => store.app.server.once('request', () => resolve()));
  sending.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 4)}`,
  );
  await received;

  let serverClosed = false;
  store.app.server.once('close', () => {
    serverClosed = true;
  });
  const closing = store.close();
  const silentClosedAtOnce = await Promise.race([silent.closed.then(() => true), sleep(1000, false)]);
  // Before the check fails, the client lets go (the close would wait for it for ever).
  if (!silentClosedAtOnce) silent.socket.destroy();
  // The request under way is not cut: the close waits for its answer.
  await sleep(50);
  const closedBeforeAnswer = serverClosed;
  // The rest of the body; this client would keep the connection for its next request.
  sending.write(body.slice(4));
  const closedAfterAnswer = await Promise.race([closedByServer.then(() => true), sleep(1000, false)]);
  // As above (the close would wait up to the keep-alive timeout, 72 s).
  if (!closedAfterAnswer) sending.destroy();
  await closing;

  expect(silentClosedAtOnce, 'a connection that sent nothing was still open 1 s after the close').toBe(true);
  expect(closedBeforeAnswer).toBe(false);
  // The contact form's check (no captcha): answered, then the server closed the connection.
  expect(answer).toMatch(/^HTTP\/1\.1 422 /);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(closedAfterAnswer, 'the answered connection was still open 1 s later').toBe(true);
});
