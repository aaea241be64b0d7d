import { type ErrorStatus, idempotencyHeaders, type Operation, responses } from '@store/contract';

/** The parts of a route's schema that come from its operation, under Fastify's names. */
type FromOperation<O extends Operation> = (O extends { params: infer P } ? { params: P } : unknown) &
  (O extends { query: infer Q } ? { querystring: Q } : unknown) &
  (O extends { body: infer B } ? { body: B } : unknown) &
  (O extends { idempotent: true } ? { headers: typeof idempotencyHeaders } : unknown);

/**
 * A route's request and answer schemas taken from its entry in the contract's operation table
 * (`operations`), so the route and the web's call of it validate with the same objects by
 * construction: `schema: { tags, summary, ...operationSchema(operations.staffOrder, [401, 404]) }`.
 * The errors it may answer are the route's own (every route also answers 400, 429 and 500).
 */
export function operationSchema<const O extends Operation, const S extends readonly ErrorStatus[]>(
  operation: O,
  statuses: S,
) {
  const schema: Record<string, unknown> = { response: responses(operation.response, statuses) };
  if (operation.params) schema.params = operation.params;
  if (operation.query) schema.querystring = operation.query;
  if (operation.body) schema.body = operation.body;
  if (operation.idempotent) schema.headers = idempotencyHeaders;
  return schema as FromOperation<O> & { response: ReturnType<typeof responses<O['response'], S>> };
}
