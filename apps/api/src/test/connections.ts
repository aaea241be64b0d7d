import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A connection to the app (listening at `url`) that sends nothing: a browser opens such connections
 * ahead of need, and Node's fetch opens one after a stream it aborted. Resolves once the server has
 * accepted it; `closed` resolves when the server has closed it.
 */
export async function silentConnection(app: FastifyInstance, url: string) {
  const { hostname, port } = new URL(url);
  // The server may accept it before this side sees it connected: both are noted.
  const acceptedPorts = new Set<number | undefined>();
  let accepted = () => {};
  const onConnection = (server: Socket) => {
    acceptedPorts.add(server.remotePort);
    accepted();
  };
  app.server.on('connection', onConnection);
  const socket: Socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  await new Promise<void>((resolve) => {
    accepted = () => {
      if (acceptedPorts.has(socket.localPort)) resolve();
    };
    accepted();
  });
  app.server.off('connection', onConnection);
  return { socket, closed };
}

/**
 * Starts `close` (the app's, or the test store's) and gives how long the app's HTTP server took to stop
 * (Node's `close` event: every connection gone), or null when it was still waiting after `limitMs`;
 * then `giveUp` (the test's client dropping its connections) lets the close finish.
 */
export async function timeServerClose(
  app: FastifyInstance,
  close: () => Promise<void>,
  limitMs: number,
  giveUp: () => void,
): Promise<number | null> {
  const started = performance.now();
  const stopped = new Promise<number>((resolve) =>
    app.server.once('close', () => resolve(performance.now() - started)),
  );
  const closing = close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  const took = await Promise.race([stopped, late]);
  clearTimeout(timer);
  if (took === null) giveUp();
  await closing;
  return took;
}
