import { type CategoryNode, languages } from '@store/contract';
import { transportContext } from '../lib/api/request-context.ts';
import { createStoreApi } from '../lib/api/store-api.server.ts';
import { categoryPath, productPath, slug } from '../lib/product-links.ts';
import { canonicalPath } from '../lib/seo/page-meta.ts';
import { publicOrigin } from '../lib/seo/public-origin.server.ts';
import type { Route } from './+types/sitemap';

const staticPaths = [
  '/',
  '/deals',
  '/offers',
  '/recipes',
  '/about',
  '/contact-us',
  '/FAQs',
  '/terms-and-conditions',
  '/privacy',
];
/** The most popular products, enough for the demo store; a huge catalogue would split into sitemap files. */
const productPages = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Every page in both languages, each entry naming its other-language alternate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const transport = context.get(transportContext);
  const perLang = await Promise.all(
    languages.map(async (lang) => {
      const api = createStoreApi(transport, { lang, deviceId: 'sitemap-generator' });
      const [tree, recipes] = await Promise.all([api.categoryTree(), api.recipes()]);
      const paths = [
        ...staticPaths,
        ...flatten(tree).map(categoryPath),
        ...recipes.map((recipe) => `/recipe/${recipe.id}/${encodeURIComponent(slug(recipe.name))}`),
      ];
      for (let page = 1; page <= productPages; page++) {
        const listing = await api.products({ page, sort: 1 });
        paths.push(...listing.products.map(productPath));
        if (page >= listing.pagination.totalPages) break;
      }
      return { lang, paths: [...new Set(paths.map(canonicalPath))] };
    }),
  );
  // Canonical paths carry no names, so both languages list the same paths.
  const entries = [...new Set(perLang.flatMap((list) => list.paths))];
  const url = (lang: string, path: string) => escapeXml(`${origin}/${lang}${path}`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((path) =>
      languages.map(
        (lang) =>
          `<url><loc>${url(lang, path)}</loc>` +
          languages
            .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, path)}"/>`)
            .join('') +
          '</url>',
      ),
    ),
    '</urlset>',
  ].join('\n');
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
