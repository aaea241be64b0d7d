/**
 * The origin customers use, for canonical URLs, hreflang and the sitemap: PUBLIC_URL when the store
 * sits behind a proxy or CDN, else what the request says.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  return configured || new URL(request.url).origin;
}
