import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import { addSynonymRow, deleteSynonymRow, listSynonymRows, replaceSynonymRow } from './synonym-edits.ts';

/**
 * `/api/staff/synonyms`: admins edit what search treats as the same words (docs/decisions/0035).
 * Registered behind the staff guard (`staffRoutes`' features), so the matrix test covers them.
 */
export function staffSynonymRoutes(options: { db: Db }) {
  const { db } = options;
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.get(
      '/staff/synonyms',
      {
        config: { staffAction: 'search.manage' },
        schema: {
          tags,
          summary: 'Search synonym rows (terms that mean the same to search), oldest first (admins)',
          ...operationSchema(operations.staffSynonyms, [401, 403]),
        },
      },
      async (request) => {
        signedIn(request);
        return ok({ synonyms: await listSynonymRows(db) });
      },
    );

    app.post(
      '/staff/synonyms',
      {
        config: { staffAction: 'search.manage' },
        schema: {
          tags,
          summary:
            'Add a synonym row (2 to 20 terms): every instance searches with it within seconds (admins)',
          ...operationSchema(operations.staffAddSynonym, [401, 403, 422]),
        },
      },
      async (request) => {
        const synonym = await addSynonymRow(db, signedIn(request), request.body.terms);
        return ok({ synonym }, { item: synonym.id, message: translate(request.ctx.lang, 'synonym.added') });
      },
    );

    app.post(
      '/staff/synonyms/:id',
      {
        config: { staffAction: 'search.manage' },
        schema: {
          tags,
          summary: "Replace a synonym row's terms (admins)",
          ...operationSchema(operations.staffChangeSynonym, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const synonym = await replaceSynonymRow(db, signedIn(request), request.params.id, request.body.terms);
        return ok({ synonym }, { item: synonym.id, message: translate(request.ctx.lang, 'synonym.saved') });
      },
    );

    app.post(
      '/staff/synonyms/:id/delete',
      {
        config: { staffAction: 'search.manage' },
        schema: {
          tags,
          summary: 'Delete a synonym row (admins)',
          ...operationSchema(operations.staffDeleteSynonym, [401, 403, 404]),
        },
      },
      async (request) => {
        await deleteSynonymRow(db, signedIn(request), request.params.id);
        return ok(null, { item: request.params.id, message: translate(request.ctx.lang, 'synonym.deleted') });
      },
    );
  };
}
