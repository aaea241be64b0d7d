import { isIP } from 'node:net';
import webpush from 'web-push';
import type { NotificationsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { settingOnce } from '../settings/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The store's VAPID key pair: from the environment (production requires it, config.ts), or, in demo
 * mode, made once and kept in the database's settings, so every instance and every restart signs with
 * the key the browsers subscribed with.
 */
export async function vapidKeysOf(config: NotificationsConfig | undefined, db: Db): Promise<VapidKeys> {
  if (config?.vapid) return config.vapid;
  const stored = await settingOnce(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...keys, subject: 'mailto:no-reply@nilepharmacy.example' };
}

/**
 * Where the store may send pushes. A production store posts only to https push services on public
 * names (a subscription is input from a browser: it must not make the server call its own network);
 * a demo store also to plain http and local addresses (a local stand-in for the push service).
 */
export function pushEndpointAllowed(endpoint: string, storeMode: 'demo' | 'production'): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (storeMode === 'demo') return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces an undelivered one at the push service. */
  topic: string;
  urgency: 'normal' | 'high';
  signal: AbortSignal;
}

/** sent; gone: the push service says the subscription no longer exists (404, 410): remove it. */
export type PushOutcome = 'sent' | 'gone';

export class PushServiceError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`the push service answered ${statusCode}: ${body.slice(0, 200)}`);
  }
}

/**
 * Sends one web push: the `web-push` library signs (VAPID) and encrypts (aes128gcm) it, and the
 * request goes out with fetch, so it stops when the job's signal aborts and works with the plain-http
 * stand-in a demo store or a test uses. Other failures throw (the job retries).
 */
export function createWebPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch) {
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: options.ttlSeconds,
          topic: options.topic,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetchImpl(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: options.signal,
        redirect: 'error',
      });
      const text = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushServiceError(response.status, text);
      return 'sent';
    },
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
