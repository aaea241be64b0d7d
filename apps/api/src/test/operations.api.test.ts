import { idempotencyHeaders, type Operation, operations } from '@store/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { build, type TestStore } from './build.ts';

/**
 * The web's operation table (packages/contract/src/operations.ts) against the API as it is built:
 * every operation's method and path is a route, and that route validates with the very schema
 * objects the table names, so the web's request and answer types are the API's.
 */

/** Every route the app declares, with its options as written (Fastify's onRoute on each new instance). */
const declared = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      declared.push(route);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: create };
});

let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(() => store?.close());

/** `reorderBody.optional()` and the like: the schema inside. */
function unwrapOptional(schema: unknown) {
  const inner = schema as { def?: { type?: string; innerType?: unknown } } | undefined;
  return inner?.def?.type === 'optional' ? inner.def.innerType : schema;
}

describe('the operation table', () => {
  const entries = Object.entries(operations) as [string, Operation][];

  it.each(entries)('%s is a route of the API', (_name, operation) => {
    const url = `/api${operation.path}`;
    expect(store.app.hasRoute({ method: operation.method, url })).toBe(true);
  });

  it.each(entries)('%s names the schemas its route validates with', (_name, operation) => {
    const url = `/api${operation.path}`;
    const route = declared.find((r) => r.url === url && [r.method].flat().includes(operation.method));
    expect(route, url).toBeDefined();
    const schema = (route?.schema ?? {}) as Record<string, unknown> & {
      response?: Record<number, z.ZodType>;
    };
    expect(unwrapOptional(schema.body)).toBe(operation.body);
    expect(schema.params).toBe(operation.params);
    expect(schema.querystring).toBe(operation.query);
    expect(schema.response?.[200]).toBe(operation.response);
    expect(schema.headers).toBe(operation.idempotent ? idempotencyHeaders : undefined);
  });

  it('catches a path the API does not have', () => {
    expect(store.app.hasRoute({ method: 'POST', url: '/api/orders/cancelled/:id' })).toBe(false);
  });
});
