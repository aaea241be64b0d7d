import { z } from 'zod';
import type { ContactLinks } from './contact-links.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The demo store's contact settings, used when the environment does not set them. */
export const demoContact = {
  whatsappNumber: '+201001567200',
  facebookUrl: 'https://www.facebook.com/NilePharmacyEG',
  instagramUrl: 'https://www.instagram.com/nilepharmacy.eg',
} as const;

/** A social page setting: an https URL on the service's own site, or '' (no link). */
function storePage(example: string, host: string) {
  const hosts = new Set([host, host.replace(/^www\./, '')]);
  return z
    .string()
    .trim()
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && hosts.has(url.hostname);
      } catch {
        return false;
      }
    }, `must be an https URL on ${host} such as ${example}yourstore, or empty`)
    .default(host.includes('facebook') ? demoContact.facebookUrl : demoContact.instagramUrl);
}

/**
 * The storefront's own settings, checked once when the server starts (server/main.ts) like the API's
 * (apps/api/src/config.ts, which also owns PORT, HOST and SESSION_SECRET: both run in one process).
 * A bad value stops the start with every bad key named, not a wrong canonical URL weeks later.
 */
const webEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * The origin customers use (canonical URLs, hreflang, the sitemap), when the store sits behind a
     * proxy or CDN; unset, each request's own origin is used. An origin only: the routes have no base path.
     */
    PUBLIC_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://shop.example' })
        .refine(
          (value) => /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value),
          'must be an origin, without a path, query or #',
        )
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    /**
     * The API's sign-in provider settings (one process, one environment): the login page offers
     * Google or Facebook only when its client is configured, instead of a button that fails.
     */
    GOOGLE_CLIENT_ID: z.string().trim().optional(),
    FACEBOOK_APP_ID: z.string().trim().optional(),
    /**
     * The store's WhatsApp number, E.164 ('+2010…', '+' and 8 to 15 digits) for the chat button;
     * empty hides the button. Unset: the demo store's number.
     */
    WHATSAPP_NUMBER: z
      .string()
      .trim()
      .regex(/^$|^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +201001234567, or empty')
      .default(demoContact.whatsappNumber),
    /** The store's pages; empty hides the link. Unset: the demo store's pages. */
    FACEBOOK_URL: storePage('https://www.facebook.com/', 'www.facebook.com'),
    INSTAGRAM_URL: storePage('https://www.instagram.com/', 'www.instagram.com'),
    /**
     * The maps' style (docs/decisions/0091): a MapLibre style JSON URL whose tiles the zone editor
     * and the address form's pin draw on (its origin is allowed by the pages' security policy).
     * Empty or unset: no tiles, a plain background drawn in the browser with the zones and branches
     * on it, so nothing is fetched from another server.
     */
    MAP_STYLE_URL: z
      .string()
      .trim()
      .refine((value) => {
        if (value === '') return true;
        try {
          return /^https?:$/.test(new URL(value).protocol);
        } catch {
          return false;
        }
      }, 'must be an http(s) URL of a MapLibre style JSON, or empty')
      .default(''),
  })
  .superRefine((env, context) => {
    // Canonical links over plain HTTP would point search engines and shared links at an insecure store.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('http:')) {
      if (!loopback.has(new URL(env.PUBLIC_URL).hostname))
        context.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'must be https:// when NODE_ENV=production',
        });
    }
  });

export interface WebEnv {
  nodeEnv: 'development' | 'production' | 'test';
  /** Without a trailing slash; null: each request's own origin. */
  publicUrl: string | null;
  /** The sign-in providers whose client is configured. */
  signInProviders: ('google' | 'facebook')[];
  /** The store's contact links; null: not configured, not shown. */
  contactLinks: ContactLinks;
  /** The maps' style JSON URL; null: the plain background drawn locally (docs/decisions/0091). */
  mapStyleUrl: string | null;
}

export class WebConfigError extends Error {}

export function parseWebEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = webEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new WebConfigError(`Invalid environment for the storefront:\n${problems.join('\n')}`);
  }
  const { GOOGLE_CLIENT_ID: google, FACEBOOK_APP_ID: facebook } = parsed.data;
  return {
    nodeEnv: parsed.data.NODE_ENV,
    publicUrl: parsed.data.PUBLIC_URL ?? null,
    signInProviders: [...(google ? (['google'] as const) : []), ...(facebook ? (['facebook'] as const) : [])],
    contactLinks: {
      whatsapp: parsed.data.WHATSAPP_NUMBER ? `https://wa.me/${parsed.data.WHATSAPP_NUMBER.slice(1)}` : null,
      facebook: parsed.data.FACEBOOK_URL || null,
      instagram: parsed.data.INSTAGRAM_URL || null,
    },
    mapStyleUrl: parsed.data.MAP_STYLE_URL || null,
  };
}

let current: WebEnv | undefined;

/**
 * The settings, read on first use. The server checked them at start, so in a request this cannot
 * throw; the page bundle is a separate copy of this module, hence the lazy read.
 */
export function webEnv(): WebEnv {
  current ??= parseWebEnv();
  return current;
}
