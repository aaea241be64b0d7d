import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the app's close (a restart: SIGTERM) finish once the requests under way are answered, instead of
 * waiting for clients to drop connections they keep open.
 *
 * Fastify's close ends with Node's `server.close()`, which stops accepting, closes the keep-alive
 * connections that are between requests at that moment, and waits for every other one. Two kinds would
 * hold it up:
 * - A connection that has sent nothing yet: Node counts it as busy from the moment it is accepted (its
 *   `headersTimeout` runs from there, and stops being checked once the server closes), so
 *   `closeIdleConnections()` skips it and the close waits until the client drops it. Browsers open
 *   such connections ahead of need; Node's fetch (undici) opens one after a streaming answer it aborted
 *   (an event stream closed) and keeps it 4 s. Newer Node closes them itself (nodejs/node#63452).
 *   Closed here at once: only those that have not sent a byte, so a request still arriving is kept.
 * - A connection whose request was under way: answered, it stays open for its next request, up to the
 *   keep-alive timeout (72 s). Its answer says `Connection: close` (Node then closes the connection
 *   after it), or, when its headers had already gone, the connection is closed once it is answered.
 *
 * Runs at `preClose`, just before Fastify calls `server.close()`: the other `preClose` hooks (ending
 * the event streams) take no turn of the event loop, so no connection is accepted in between.
 */
export function closeConnectionsOnClose(app: FastifyInstance) {
  const sockets = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let finishing = false;
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    // Finishing: a request that still came on a kept-open connection is answered, and its connection closed.
    if (finishing) response.setHeader('connection', 'close');
  });
  /**
   * SIGTERM, before the close (server.ts): the listener stops taking connections (a proxy sends the
   * next requests to another instance), connections between requests are closed, and the answers under
   * way finish, event streams aside (the close ends those) — within `timeoutMs`. Needed because once
   * Fastify closes, its `inject` refuses: a page still rendering could no longer call the API
   * in-process, and the visitor would get an error (found by the day's run, docs/decisions/0078).
   */
  app.decorate('finishAnswersUnderWay', async (timeoutMs: number) => {
    finishing = true;
    if (app.server.listening) app.server.close();
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    app.server.closeIdleConnections();
    const until = Date.now() + timeoutMs;
    const pending = () =>
      [...answering].filter(
        (response) => !String(response.getHeader('content-type') ?? '').includes('event-stream'),
      );
    for (const response of pending()) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      else response.once('finish', () => app.server.closeIdleConnections());
    }
    while (pending().length > 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
  });
  app.addHook('preClose', (done) => {
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    for (const response of answering) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      // After Node's own 'finish' listener has freed the connection.
      else response.once('finish', () => app.server.closeIdleConnections());
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM: stop taking connections and let the answers under way finish (event streams aside). */
    finishAnswersUnderWay(timeoutMs: number): Promise<void>;
  }
}
