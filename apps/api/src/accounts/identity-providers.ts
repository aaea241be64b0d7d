import type { Provider } from '@store/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AccountsConfig } from '../config.ts';

/** Who a provider says signed in. `subject` is the provider's stable account id. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** Whether the provider vouches for the e-mail (then it may link to an existing account). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Verifies a sign-in token from the app or browser; throws ProviderRejected when it is not good. */
export interface IdentityProvider {
  verify(token: string): Promise<ProviderProfile>;
}

export class ProviderRejected extends Error {}

const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * A Google ID token (JWT): signature against Google's published keys (cached and refreshed by
 * jose), issuer, audience = our client id, and expiry.
 */
export function googleIdentity(config: { clientId: string; jwksUrl: string }): IdentityProvider {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 10_000 });
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer: googleIssuers,
        audience: config.clientId,
        algorithms: ['RS256'],
      }).catch((error: unknown) => {
        throw new ProviderRejected(`google: ${(error as Error).message}`);
      });
      if (!payload.sub) throw new ProviderRejected('google: no subject');
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        subject: payload.sub,
        email: text(payload.email).toLowerCase() || null,
        emailVerified: payload.email_verified === true,
        firstName: text(payload.given_name) || text(payload.name) || 'Google',
        lastName: text(payload.family_name),
      };
    },
  };
}

/**
 * A Facebook access token: the Graph API's debug endpoint, asked with our app's credentials, must
 * say it is valid and was issued to our app; then the profile is read with the token itself.
 */
export function facebookIdentity(config: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): IdentityProvider {
  const graph = async (path: string, params: Record<string, string>) => {
    const url = new URL(`${config.graphUrl.replace(/\/$/, '')}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => {
      throw new ProviderRejected(`facebook: ${(error as Error).message}`);
    });
    if (!response.ok) throw new ProviderRejected(`facebook: graph answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async verify(token) {
      const debug = await graph('debug_token', {
        input_token: token,
        access_token: `${config.appId}|${config.appSecret}`,
      });
      const data = (debug.data ?? {}) as { is_valid?: boolean; app_id?: string; user_id?: string };
      if (data.is_valid !== true || data.app_id !== config.appId || !data.user_id) {
        throw new ProviderRejected('facebook: token not valid for this app');
      }
      const me = await graph(data.user_id, { fields: 'id,first_name,last_name,email', access_token: token });
      if (me.id !== data.user_id) throw new ProviderRejected('facebook: profile does not match the token');
      const email = typeof me.email === 'string' ? me.email.toLowerCase() : null;
      return {
        subject: data.user_id,
        email,
        // Facebook only returns confirmed e-mail addresses.
        emailVerified: email !== null,
        firstName: typeof me.first_name === 'string' ? me.first_name : 'Facebook',
        lastName: typeof me.last_name === 'string' ? me.last_name : '',
      };
    },
  };
}

/** The configured providers; one that is not configured is absent (its sign-in answers 422). */
export function createIdentityProviders(
  config: Pick<AccountsConfig, 'google' | 'facebook'>,
): Partial<Record<Provider, IdentityProvider>> {
  return {
    ...(config.google ? { google: googleIdentity(config.google) } : {}),
    ...(config.facebook ? { facebook: facebookIdentity(config.facebook) } : {}),
  };
}
