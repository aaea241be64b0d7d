import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import {
  accountRoutes,
  createAccountLimits,
  createAccountService,
  createIdentityProviders,
  createSessionResolver,
} from './accounts/index.ts';
import { addressRoutes } from './addresses/index.ts';
import { branchRoutes, createBranchResolver } from './branches/index.ts';
import { cartRoutes, createCartService } from './cart/index.ts';
import { catalogueRoutes, createCatalogue } from './catalogue/index.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/index.ts';
import type { Database } from './db/client.ts';
import { favoriteRoutes } from './favorites/index.ts';
import { healthRoutes } from './health/health-routes.ts';
import { homeRoutes } from './home/index.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { validatorCompiler } from './http/validator-compiler.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { createMessaging, outboxRoutes } from './messaging/index.ts';
import { orderRoutes } from './orders/index.ts';
import { createPaymentService, paymentRoutes, paymobGateway, testGateway } from './payments/index.ts';
import { recipeRoutes } from './recipes/index.ts';
import { registerShopperOverlay } from './shopper/index.ts';

export type AppConfig = Pick<
  Config,
  'logLevel' | 'rateLimitMax' | 'nodeEnv' | 'trustProxy' | 'productCacheSeconds' | 'accounts' | 'shop'
>;

/** The secret that keys stored codes: configured, or (demo mode only) made up for this process. */
function codeSecretOf(config: AppConfig, warn: (message: string) => void): string {
  if (config.accounts.sessionSecret) return config.accounts.sessionSecret;
  if (config.nodeEnv !== 'test') {
    warn('SESSION_SECRET is not set: codes sent before a restart will not be accepted after it.');
  }
  return randomBytes(32).toString('hex');
}

/** `a[0]=1&a[1]=2` style lists, as the spec's clients send them, in queries and form bodies alike. */
const parseQuery = (text: string) => qs.parse(text, { arrayLimit: 100, parameterLimit: 200, depth: 2 });

export async function buildApp(database: Database, config: AppConfig) {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  const app = Fastify({
    logger,
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pharmacy and grocery store API',
        version: '1.0.0',
        description:
          'Every answer is `{code, message, data, item, validation}`. Send `content-language: en|ar`, and ' +
          '`deviceId` (guests) or `Authorization: Bearer <token>` (users).',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(formBody, { parser: parseQuery });
      await api.register(rateLimit, {
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) =>
          Object.assign(new Error('rate limited'), { statusCode: 429, retryAfter: context.after }),
      });
      registerRequestContext(api, createBranchResolver(database.db), createSessionResolver(database.db));
      const db = database.db;
      registerShopperOverlay(api, db);
      const secret = codeSecretOf(config, (message) => app.log.warn(message));
      const limits = { minimumOrder: config.shop.minimumOrder, maximumCart: config.shop.maximumCart };
      const cart = createCartService(db, limits);
      registerErrorHandling(api);

      const catalogue = createCatalogue(database.db, { productCacheSeconds: config.productCacheSeconds });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { database });
      await typed.register(branchRoutes, {
        db,
        onBranchChange: (userId, shop) => cart.pruneForBranch(userId, shop),
      });
      await typed.register(catalogueRoutes, { catalogue });
      await typed.register(homeRoutes, { db: database.db, catalogue });
      await typed.register(recipeRoutes, { db: database.db, catalogue });
      await typed.register(mediaRoutes, { db: database.db });
      await typed.register(contactRoutes, { db: database.db });

      const messaging = createMessaging(database.db, app.log, config.accounts);
      const accounts = createAccountService({
        db: database.db,
        messaging,
        providers: createIdentityProviders(config.accounts),
        codeSecret: secret,
        sessionDays: config.accounts.sessionDays,
        limits: createAccountLimits(),
        log: app.log,
      });
      await typed.register(accountRoutes, { accounts });
      if (messaging.hasOutbox) await typed.register(outboxRoutes, { db: database.db });

      await typed.register(addressRoutes, { db });
      await typed.register(cartRoutes, { cart });
      await typed.register(favoriteRoutes, { db, catalogue });
      await typed.register(orderRoutes, { db, limits });
      const test = config.shop.paymob ? null : testGateway(secret);
      const payments = createPaymentService({
        db,
        gateway: config.shop.paymob ? paymobGateway(config.shop.paymob) : test!,
        limits,
        log: app.log,
      });
      await typed.register(paymentRoutes, { payments, test });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
