import { publicOrigin } from '../lib/seo/public-origin.server.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /*/login',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
