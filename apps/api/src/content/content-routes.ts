import { operations } from '@store/contract';
import type { Catalogue } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { publishedPage } from './content-pages.ts';

/**
 * `GET /api/pages/:slug` (docs/decisions/0077): a static page's newest version in the request's
 * language, or null (the storefront shows its own text). Kept with the pages guests share, so an
 * edit on any instance (`catalogue_changes`) is read at once everywhere.
 */
export async function contentRoutes(app: ApiInstance, { db, catalogue }: { db: Db; catalogue: Catalogue }) {
  const pages = catalogue.sharedCache<{ page: Awaited<ReturnType<typeof publishedPage>> }>(50);
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: "A static page's (about, FAQ, terms) newest text in the language, or null: the store's own",
        ...operationSchema(operations.contentPage, [422]),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { lang } = request.ctx;
      return ok(
        await pages.get(`${slug}:${lang}`, async () => ({ page: await publishedPage(db, slug, lang) })),
      );
    },
  );
}
