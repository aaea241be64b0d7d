import { z } from 'zod';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

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
}

export class WebConfigError extends Error {}

export function parseWebEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = webEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new WebConfigError(`Invalid environment for the storefront:\n${problems.join('\n')}`);
  }
  return { nodeEnv: parsed.data.NODE_ENV, publicUrl: parsed.data.PUBLIC_URL ?? null };
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
