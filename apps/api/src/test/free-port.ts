import { once } from 'node:events';
import { createServer } from 'node:net';

/** A TCP port free on this machine now, for a spawned store process to listen on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
