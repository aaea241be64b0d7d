import type { z } from 'zod';
import type { Envelope } from './envelope.ts';

/**
 * One API operation as its route declares it: method, path under `/api` (Fastify's `:name`
 * parameters), and the very schemas the route validates with: the route takes them from its entry
 * (`operationSchema` in the API), and the web's clients (storefront and staff console) build their
 * calls and types from the same entry, so a page cannot call a path or send a body the API does not
 * have. `apps/api/src/test/operations.api.test.ts` checks every route is in the table but streams,
 * uploads and downloads.
 */
export interface Operation {
  method: 'GET' | 'POST';
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer (the envelope). */
  response: z.ZodType<Envelope<unknown, unknown>>;
  /** Sent with an `Idempotency-Key` (one per checkout attempt). */
  idempotent?: true;
  /**
   * Its body is a form's fields as the member typed them (any digits, empty boxes): the API parses
   * them and answers each field's message in the page's language, so the web does not parse first.
   */
  typed?: true;
}

/** `get('/path', {...})` and `post(...)`: an entry with its literal path and schemas kept in its type. */
const operation =
  <const M extends Operation['method']>(method: M) =>
  <const P extends `/${string}`, const R extends Omit<Operation, 'method' | 'path'>>(path: P, rest: R) => ({
    method,
    path,
    ...rest,
  });
export const get = operation('GET');
export const post = operation('POST');
