import { optionalQueryInt, optionalText, pathId, responses } from '@store/contract';
import { z } from 'zod';
import { notFound } from '../http/envelope.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { Attachments } from './attachments.ts';
import { contentTypeOf } from './file-sniff.ts';

const fileQuery = z.object({
  expires: optionalQueryInt((n) => n.min(0).max(99_999_999_999)),
  signature: optionalText(100),
});

/**
 * `GET files/{id}`: a prescription's or support issue's file, through the signed link its record's
 * answer gave (storage/attachments.ts). Photos are shown, PDFs only downloaded (a PDF opened in the
 * store's origin could run script); neither may be sniffed into another type.
 */
export async function fileRoutes(app: ApiInstance, { files }: { files: Attachments }) {
  app.get(
    '/files/:id',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary:
          'A file of a prescription or support issue, by the signed link (`attachments[].path`) of the answer that listed it; 404 once the link has expired',
        params: z.object({ id: pathId() }),
        querystring: fileQuery,
        response: responses(z.unknown(), [404]),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!files.linkIsValid(id, request.query.expires, request.query.signature)) throw notFound();
      const found = await files.find(id);
      const stored = found && (await files.storage.get(found.storageKey));
      if (!found || !stored) throw notFound();
      const disposition = found.kind === 'pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', contentTypeOf[found.kind])
        .header('content-length', String(stored.bytes))
        .header('content-disposition', `${disposition}; filename="file-${id}.${found.kind}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(stored.body);
    },
  );
}
