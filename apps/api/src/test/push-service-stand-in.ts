import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece (web-push's own dependency) ships no types
import ece from 'http_ece';

/** Test support (not a test file): a local stand-in for a browser's push service. */

export interface ReceivedPush {
  path: string;
  /** Date.now() when it arrived. */
  at: number;
  headers: IncomingHttpHeaders;
  /** The payload, decrypted with the subscribing "browser's" keys (aes128gcm), as text. */
  text: string;
}

/**
 * An HTTP server that takes web push requests as a push service does (201 Created), or answers
 * `status(path)` for some endpoints (410 Gone: the subscription no longer exists). `subscription()`
 * makes a browser-side key pair and the PushSubscription JSON a browser would send the store; the
 * server decrypts what arrives for it, so a test reads what the service worker would show.
 */
export async function startPushService(
  status: (path: string) => number = () => 201,
  options: { decrypt?: boolean } = {},
) {
  const decrypt = options.decrypt ?? true;
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks);
      const key = keys.get(path);
      let text = '';
      if (decrypt && key && body.length > 21) {
        // aes128gcm: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
        const idLength = body[20]!;
        const senderKey = body.subarray(21, 21 + idLength);
        text = Buffer.from(
          ece.decrypt(body, {
            version: 'aes128gcm',
            privateKey: key.ecdh,
            dh: senderKey.toString('base64url'),
            authSecret: key.auth,
          }),
        ).toString('utf8');
      }
      received.push({ path, at: Date.now(), headers: request.headers, text });
      for (const wake of waiting) wake();
      const code = status(path);
      response.writeHead(code, code === 201 ? { location: `${path}/message/${received.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    base,
    received,
    /** A new browser's subscription at `/push/<n>` (or the path given). */
    subscription(path = `/push/${++count}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `${base}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    /** Waits (5 s at most, or `withinMs`) until `total` pushes have arrived in all. */
    async waitFor(total: number, withinMs = 5000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + withinMs;
      while (received.length < total) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${total} pushes arrived within ${withinMs} ms`);
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiting.add(() => {
            clearTimeout(timer);
            wake();
          });
        });
        waiting.clear();
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
