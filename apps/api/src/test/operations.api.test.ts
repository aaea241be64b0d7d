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

/**
 * The routes that are not JSON operations, and why: everything else the API answers is in the table,
 * so no route's request or answer can differ from what the web (or an app built on the table) sends.
 */
const notOperations = [
  // The development outbox (never in production) and the API's own documentation
  'GET /api/dev/outbox',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  // Health, for the load balancer
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  // Files and pictures (bytes, not envelopes)
  'GET /api/files/:id',
  'GET /api/media/banners/:file',
  'GET /api/media/brand-pictures/:file',
  'GET /api/media/brands/:file',
  'GET /api/media/categories/:file',
  'GET /api/media/category-pictures/:file',
  'GET /api/media/pictures/:file',
  'GET /api/media/products/:file',
  'GET /api/media/recipes/:file',
  'GET /api/media/slides/:file',
  // Server-Sent Events streams
  'GET /api/notifications/events',
  'GET /api/orders/:id/events',
  'GET /api/staff/events',
  // Called by the payment gateway, not by the web; the test gateway's page
  'GET /api/payment/callback',
  'POST /api/payment/callback',
  'GET /api/payment/test-gateway/:reference',
  'POST /api/payment/test-gateway/:reference',
  // Downloads: spreadsheets, CSV, a customer's data as a ZIP
  'GET /api/profile/data-export',
  'GET /api/staff/catalogue/export',
  'GET /api/staff/dispensing/export',
  // Multipart uploads (the web streams them through its upload route, docs/decisions/0033)
  'POST /api/orders/:id/returns/:returnId/photos',
  'POST /api/prescriptions/send',
  'POST /api/support/issues',
].sort();

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
    expect(schema.body).toBe(operation.body);
    expect(schema.params).toBe(operation.params);
    expect(schema.querystring).toBe(operation.query);
    expect(schema.response?.[200]).toBe(operation.response);
    expect(schema.headers).toBe(operation.idempotent ? idempotencyHeaders : undefined);
  });

  it('is every route of the API but the streams, uploads, downloads and outside callers', () => {
    const inTable = new Set(entries.map(([, operation]) => `${operation.method} /api${operation.path}`));
    const outside = declared
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((route) => route.startsWith('GET /api') || route.startsWith('POST /api'))
      .filter((route) => !inTable.has(route))
      .sort();
    expect(outside).toEqual(notOperations);
  });

  it('catches a path the API does not have', () => {
    expect(store.app.hasRoute({ method: 'POST', url: '/api/orders/cancelled/:id' })).toBe(false);
  });
});
