import { operations } from '@store/contract';
import type { Catalogue } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { publishedNotice } from './privacy-notice.ts';

/**
 * `GET /api/privacy-notice` (docs/decisions/0092): the notice's newest published version in the
 * request's language, or null (the storefront shows its own). Kept with the pages guests share, so a
 * publish on any instance (`catalogue_changes`) is read at once everywhere.
 */
export async function privacyNoticeRoutes(
  app: ApiInstance,
  { db, catalogue }: { db: Db; catalogue: Catalogue },
) {
  const notices = catalogue.sharedCache<{ notice: Awaited<ReturnType<typeof publishedNotice>> }>(2);
  app.get(
    '/privacy-notice',
    {
      schema: {
        tags: ['content'],
        summary:
          "The privacy notice's newest published version in the language (number, date, HTML), or null: the store's own",
        ...operationSchema(operations.privacyNotice, []),
      },
    },
    async (request) => {
      const { lang } = request.ctx;
      return ok(await notices.get(lang, async () => ({ notice: await publishedNotice(db, lang) })));
    },
  );
}
