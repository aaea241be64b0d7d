import { webEnv } from '../env.server.ts';

/**
 * The origin customers use, for canonical URLs, hreflang and the sitemap: PUBLIC_URL when the store
 * sits behind a proxy or CDN, else what the request says.
 */
export function publicOrigin(request: Request): string {
  return webEnv().publicUrl ?? new URL(request.url).origin;
}
