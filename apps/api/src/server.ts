import { type App, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './demo-data/seed.ts';

/**
 * Starts the store: config, database (migrated, demo data in an empty one), the API, then whatever
 * `extend` adds (the storefront, or a docs redirect when the API runs alone), and listens.
 */
export async function runServer(extend: (app: App) => Promise<void>) {
  try {
    const config = loadConfig();
    // Traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is loaded then, before the app.
    const tracing = config.tracing
      ? await import('./observability/tracing.ts').then(({ startTracing }) => startTracing(config.tracing!))
      : null;
    const database = await openDatabase(config.database);
    const app = await buildApp(database, config);
    if (
      config.seedDemoData &&
      (await seedDemoData(database.db, {
        staff: config.accounts.storeMode === 'demo',
        promotions: config.accounts.storeMode === 'demo' && config.seedDemoPromotions,
      }))
    ) {
      app.log.info('loaded the demo store into the empty database');
    }
    await extend(app);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Not ready from now on (docs/decisions/0051); the load balancer gets its grace to notice, then
      // the close waits for the requests under way and ends the event streams, within a set time.
      app.readiness.draining = true;
      setTimeout(() => {
        app.log.error('shutdown took too long: ending the process');
        process.exit(1);
      }, config.shutdown.readyGraceMs + config.shutdown.timeoutMs).unref();
      if (config.shutdown.readyGraceMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdown.readyGraceMs));
      }
      // No new connections; the answers under way finish while the app can still serve a page's
      // in-process API calls (Fastify refuses them once it closes), then the close (decision 0078).
      await app.finishAnswersUnderWay(config.shutdown.timeoutMs / 2);
      await app.close();
      await database.close();
      await tracing?.shutdown();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `store ready on http://localhost:${config.port}/ (${database.driver === 'pglite' ? 'embedded PostgreSQL' : 'PostgreSQL server'})`,
    );
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The store could not start:', error);
    process.exit(1);
  }
}
