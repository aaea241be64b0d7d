import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config.ts';
import { type Database, queryRows } from '../db/client.ts';
import { apiPackageDir } from '../package-dir.ts';
import { type AppMetrics, createAppMetrics, type MetricSources, timeDatabaseQueries } from './metrics.ts';

const journal = join(apiPackageDir, 'drizzle', 'meta', '_journal.json');

/** What readiness asks (GET /api/health/ready); tests may swap `checkDatabase` for one they can fail. */
export interface Readiness {
  /** Set on SIGTERM: the instance says it is not ready while it finishes its requests. */
  draining: boolean;
  /** Resolves with the number of migrations applied when the database answers; throws otherwise. */
  checkDatabase(): Promise<number>;
  /** How many migrations this build ships (drizzle/meta/_journal.json). */
  migrationsShipped: number;
  searchLoaded(): boolean;
  jobsRunning(): boolean;
}

export interface ObservabilitySetup {
  database: Database;
  jobs: { isRunning(): boolean };
  search: MetricSources['search'];
  /** Unset (tests that are not about it): no metrics endpoint, requests still counted. */
  metrics?: MetricsConfig;
}

/**
 * Metrics, readiness and the database's query timing for one app (docs/decisions/0051): counts every
 * answer by route pattern, serves `/metrics` to the operator (a bearer token on the store's port, or a
 * port of its own), and decorates `readiness` for the health routes and the SIGTERM drain.
 */
export function registerObservability(app: FastifyInstance, setup: ObservabilitySetup) {
  timeDatabaseQueries(setup.database);
  const metrics = createAppMetrics({ database: setup.database, search: setup.search });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const shipped = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  const readiness: Readiness = {
    draining: false,
    migrationsShipped: shipped,
    checkDatabase: () => appliedMigrations(setup.database),
    searchLoaded: () => setup.search.status().loaded,
    jobsRunning: () => setup.jobs.isRunning(),
  };
  app.decorate('readiness', readiness);

  const config = setup.metrics;
  if (config?.token) {
    const expected = Buffer.from(`Bearer ${config.token}`);
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
      }
      return reply.type(metrics.contentType).send(await metrics.text());
    });
  }
  if (config?.port) servePort(app, metrics, config.port, config.host);
}

/** `/metrics` on a port of its own (reached from the operator's network only), up while the app is. */
function servePort(app: FastifyInstance, metrics: AppMetrics, port: number, host: string) {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, host, () => resolve());
    });
    app.log.info(`metrics on http://${host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

/** Migrations recorded as applied (both drivers' migrators keep them in drizzle.__drizzle_migrations). */
async function appliedMigrations(database: Database): Promise<number> {
  const query = queryRows<{ applied: number }>(
    database.db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in 2 s')), 2_000);
  });
  try {
    const [row] = await Promise.race([query, timeout]);
    return Number(row?.applied ?? 0);
  } finally {
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (docs/decisions/0051). */
    metrics: AppMetrics;
    /** What GET /api/health/ready checks; `draining` is set on SIGTERM. */
    readiness: Readiness;
  }
}
