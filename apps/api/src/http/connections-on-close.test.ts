import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeConnectionsOnClose } from './connections-on-close.ts';

/** The answer whose headers had gone when the app began to close (the others: http/shutdown.api.test.ts). */
it('closes the connection of an answer still streaming when the app closes, once it is answered', async () => {
  const app = Fastify();
  closeConnectionsOnClose(app);
  const body = new PassThrough();
  app.get('/download', (_request, reply) => reply.type('text/plain').send(body));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const client = connect(Number(new URL(url).port), '127.0.0.1');
  client.on('error', () => {});
  let answer = '';
  const received = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!answer.includes(text)) return;
        client.off('data', check);
        resolve();
      };
      client.on('data', check);
    });
  client.on('data', (chunk) => {
    answer += chunk;
  });
  const closedByServer = new Promise<void>((resolve) => client.once('close', () => resolve()));
  const started = received('first part');
  client.write('GET /download HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  body.write('first part');
  await started;

  let serverClosed = false;
  app.server.once('close', () => {
    serverClosed = true;
  });
  const closing = app.close();
  await sleep(50);
  // The answer under way is not cut.
  expect(serverClosed).toBe(false);
  body.end('last part');
  // This client would keep the connection for its next request (up to the keep-alive timeout).
  const closedAtOnce = await Promise.race([closedByServer.then(() => true), sleep(1000, false)]);
  if (!closedAtOnce) client.destroy();
  await closing;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('last part');
  expect(closedAtOnce, 'the answered connection was still open 1 s later').toBe(true);
});
