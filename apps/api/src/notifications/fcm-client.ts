import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';

/** The fields of a Firebase service account key file the HTTP v1 API needs. */
const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type FcmServiceAccount = z.infer<typeof serviceAccountSchema>;

export function readServiceAccount(file: string): FcmServiceAccount {
  return serviceAccountSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmMessage {
  token: string;
  title: string;
  body: string;
  /** Strings only (FCM's `data`): the app opens `url`. */
  data: Record<string, string>;
  /** A later message with the same key replaces this one if it was not delivered yet. */
  collapseKey: string;
  /** Seconds FCM keeps it for an offline device. */
  ttlSeconds: number;
  urgent: boolean;
}

/** sent; gone: FCM says the token is no longer registered (remove the device). */
export type FcmOutcome = 'sent' | 'gone';

export class FcmError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
  ) {
    super(`FCM answered ${statusCode} ${status}`);
  }
}

/**
 * Firebase Cloud Messaging, HTTP v1 (`projects/{id}/messages:send`): an OAuth2 access token from the
 * service account (a signed JWT exchanged at its token_uri, kept until 5 minutes before it expires),
 * then one request per message. `UNREGISTERED` (404) and an invalid token (400 INVALID_ARGUMENT about
 * the token) mean the device is gone; 401 drops the cached access token; the rest throws, so the job
 * retries. Tested against recorded exchanges (fcm-client.test.ts).
 */
export function createFcmClient(
  account: FcmServiceAccount,
  options: { fetch?: typeof fetch; now?: () => Date; apiUrl?: string } = {},
) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const apiUrl = options.apiUrl ?? 'https://fcm.googleapis.com';
  let cached: { token: string; until: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string> {
    const at = now().getTime();
    if (cached && cached.until > at) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(at / 1000);
    const assertion = await new SignJWT({ scope: fcmScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await fetchImpl(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal,
    });
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!response.ok || !answer.access_token) throw new FcmError(response.status, 'token refused');
    cached = { token: answer.access_token, until: at + ((answer.expires_in ?? 3600) - 300) * 1000 };
    return cached.token;
  }

  return {
    async send(message: FcmMessage, signal: AbortSignal): Promise<FcmOutcome> {
      const token = await accessToken(signal);
      const response = await fetchImpl(
        `${apiUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            message: {
              token: message.token,
              notification: { title: message.title, body: message.body },
              data: message.data,
              android: {
                collapse_key: message.collapseKey,
                priority: message.urgent ? 'HIGH' : 'NORMAL',
                ttl: `${message.ttlSeconds}s`,
                notification: { tag: message.collapseKey },
              },
              apns: {
                headers: {
                  'apns-collapse-id': message.collapseKey,
                  'apns-priority': message.urgent ? '10' : '5',
                  'apns-expiration': String(Math.floor(now().getTime() / 1000) + message.ttlSeconds),
                },
              },
            },
          }),
          signal,
        },
      );
      if (response.ok) return 'sent';
      const error = (await response.json().catch(() => ({}))) as {
        error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
      };
      const status = error.error?.status ?? '';
      const codes = (error.error?.details ?? []).map((detail) => detail.errorCode);
      if (response.status === 404 || codes.includes('UNREGISTERED')) return 'gone';
      if (
        response.status === 400 &&
        status === 'INVALID_ARGUMENT' &&
        /registration token/i.test(error.error?.message ?? '')
      )
        return 'gone';
      if (response.status === 401) cached = null;
      throw new FcmError(response.status, status);
    },
  };
}

export type FcmClient = ReturnType<typeof createFcmClient>;
