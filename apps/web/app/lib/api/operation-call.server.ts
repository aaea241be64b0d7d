import {
  type Operation,
  type OperationAnswer,
  type OperationInput,
  type OperationName,
  operationPath,
  operationQuery,
  operations,
} from '@store/contract';
import type { ApiResponse, ApiTransport } from './api-transport.ts';

/** No argument for an operation that takes nothing; otherwise its input. */
export type OperationArgs<K extends OperationName> =
  object extends OperationInput<K> ? [input?: OperationInput<K>] : [input: OperationInput<K>];

/** One answer of an operation: its status and the whole envelope (forms read its validation). */
export interface OperationResult<K extends OperationName> {
  status: number;
  envelope: OperationAnswer<K>;
}

type Loose = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  idempotencyKey?: string;
};

/**
 * Calls one operation of the table (`@store/contract` operations) with these headers: its path,
 * query, body and answer types all come from the schemas its API route validates with. The
 * storefront's and the staff console's clients are both this, with their own session's headers;
 * `seen` hears every raw answer (the storefront keeps a 429's wait).
 */
export function operationCaller(
  transport: ApiTransport,
  headers: Record<string, string>,
  seen?: (response: ApiResponse) => void,
) {
  return async function op<K extends OperationName>(
    name: K,
    ...[input]: OperationArgs<K>
  ): Promise<OperationResult<K>> {
    const operation: Operation = operations[name];
    const { params, query, body, idempotencyKey } = (input ?? {}) as Loose;
    const search = operationQuery(query);
    const response = await transport({
      method: operation.method,
      path: `/api${operationPath(operation.path, params)}${search ? `?${search}` : ''}`,
      headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
      body,
    });
    seen?.(response);
    return { status: response.status, envelope: response.body as OperationAnswer<K> };
  };
}
