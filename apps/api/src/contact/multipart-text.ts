import type { FastifyInstance } from 'fastify';

/** A contact message is a few short text fields: anything bigger is not one. */
export const multipartTextLimit = 32 * 1024;

class MultipartError extends Error {
  readonly statusCode = 400;
}

/**
 * Reads `multipart/form-data` bodies made of text fields only (as existing clients send the contact
 * form: docs/product.md#existing-clients), size-limited, with no files: a file part is refused. Parsed with the platform's own
 * multipart reader (the fetch `Response.formData()`), so no extra dependency. Registered inside a
 * feature's plugin, it applies to that feature's routes only.
 */
export function acceptMultipartText(app: FastifyInstance, limit = multipartTextLimit) {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: limit },
    async (request: { headers: Record<string, string | string[] | undefined> }, body: Buffer) => {
      const contentType = request.headers['content-type'];
      if (typeof contentType !== 'string') throw new MultipartError('missing content type');
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': contentType },
        }).formData();
      } catch {
        throw new MultipartError('malformed multipart body');
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of form) {
        if (typeof value !== 'string') throw new MultipartError('files are not accepted');
        // The first value of a repeated field wins, like the form-urlencoded parser's scalar fields.
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      return fields;
    },
  );
}
