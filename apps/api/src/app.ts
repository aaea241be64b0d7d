import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import formBody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { uploadLimits } from '@store/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import qs from 'qs';
import {
  accountRoutes,
  createAccountLimits,
  createAccountService,
  createIdentityProviders,
  createSessionResolver,
} from './accounts/index.ts';
import { addressRoutes, reverseGeocodeRoutes, reverseGeocoder } from './addresses/index.ts';
import {
  branchDelivery,
  branchRoutes,
  createBranchResolver,
  deliveryPromiseNotice,
} from './branches/index.ts';
import { cartRoutes, createCartService } from './cart/index.ts';
import { catalogueRoutes, createCatalogue, createPictureFiles, pictureFile } from './catalogue/index.ts';
import { staffCatalogueRoutes } from './catalogue/staff-catalogue-routes.ts';
import { stockBatchRoutes } from './catalogue/stock-batch-routes.ts';
import { stockImportRoutes } from './catalogue/stock-import-routes.ts';
import { accountRetentionDefaults, type Config, fileRetentionDefaults } from './config.ts';
import { contactRoutes } from './contact/index.ts';
import { contentRoutes, staffContentRoutes } from './content/index.ts';
import type { Database, Db } from './db/client.ts';
import { favoriteRoutes } from './favorites/index.ts';
import { healthRoutes } from './health/health-routes.ts';
import { homeRoutes } from './home/index.ts';
import { publicOrigin, registerAbsoluteUrls } from './http/absolute-urls.ts';
import { closeConnectionsOnClose } from './http/connections-on-close.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { errorForLog } from './http/error-log.ts';
import { registerRequestContext } from './http/request-context.ts';
import { answerRequestIds, requestForLog, requestIdOf } from './http/request-log.ts';
import { apiDocsCsp, registerApiSecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { sharedAnswerSerializer } from './http/shared-answer-serializer.ts';
import { validatorCompiler } from './http/validator-compiler.ts';
import { type Clock, createJobRunner, type JobRunner, jobLogFields, withRequestId } from './jobs/index.ts';
import { registerApiRateLimit } from './limits/api-rate-limit.ts';
import { sharedLimiter, sweepExpiredLimitsEvery } from './limits/shared-limiter.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { staffDispensingRoutes, staffMedicineRoutes } from './medicines/index.ts';
import { createMessaging, isLoopbackHost, outboxEnabled, outboxRoutes } from './messaging/index.ts';
import { registerNotifications } from './notifications/index.ts';
import { registerObservability } from './observability/observability.ts';
import { tracingPlugin } from './observability/tracing.ts';
import { defineOrderJobs, orderRoutes, substitutionRoutes } from './orders/index.ts';
import type { OrderJobs } from './orders/order-jobs.ts';
import { choosePaymentGateway, createPaymentService, paymentRoutes } from './payments/index.ts';
import { prescriptionRoutes, staffPrescriptionRoutes } from './prescriptions/index.ts';
import {
  createPrivacyService,
  defineAccountRetention,
  defineFileRetention,
  optOutRoutes,
  privacyNoticeRoutes,
  privacyRoutes,
  staffMarketingRoutes,
  staffPrivacyRoutes,
} from './privacy/index.ts';
import { automaticPromotions } from './promotions/index.ts';
import { staffPromotionRoutes } from './promotions/staff-promotion-routes.ts';
import { recipeRoutes } from './recipes/index.ts';
import { countSearchMiss, staffReportRoutes } from './reports/index.ts';
import { returnRoutes, staffCashRefundRoutes, staffReturnRoutes } from './returns/index.ts';
import type { ProductSearch } from './search/search-service.ts';
import { staffSynonymRoutes } from './search/staff-synonym-routes.ts';
import { settingOnce } from './settings/store-settings.ts';
import { registerShopperOverlay } from './shopper/index.ts';
import {
  staffBoardTimerRoutes,
  staffBranchDeliveryRoutes,
  staffBranchZoneRoutes,
  staffCourierRoutes,
  staffPeopleRoutes,
  staffRoutes,
} from './staff/index.ts';
import { type Attachments, createAttachments, createFileStorage, fileRoutes } from './storage/index.ts';
import { createSubscriptions, subscriptionRoutes } from './subscriptions/index.ts';
import { staffSupportRoutes, supportRoutes } from './support/index.ts';

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'rateLimitMax'
  | 'nodeEnv'
  | 'trustProxy'
  | 'productCacheSeconds'
  | 'accounts'
  | 'shop'
  | 'host'
  | 'demoOutbox'
> &
  // Unset (tests): each request's own origin (publicOrigin).
  Partial<Pick<Config, 'publicUrl'>> &
  // Unset (tests): files go to a temporary folder of the app's own, removed when it closes.
  Partial<Pick<Config, 'storage' | 'uploads'>> &
  // Unset (tests): VAPID keys made once in the database, no Firebase (docs/decisions/0030).
  Partial<Pick<Config, 'notifications'>> &
  // Unset (tests): no metrics endpoint (docs/decisions/0051).
  Partial<Pick<Config, 'metrics'>> &
  // Unset (tests): the defaults.
  Partial<Pick<Config, 'fileRetention' | 'accountRetention'>> &
  // Unset (tests): no reverse geocoding, unless a test is about it (docs/decisions/0094).
  Partial<Pick<Config, 'reverseGeocode'>>;

/**
 * The secret that keys stored codes: SESSION_SECRET, or (demo mode only) one made up once and kept
 * in the database, so every instance and every restart of the store accepts the codes of the others.
 */
async function codeSecretOf(config: AppConfig, db: Db): Promise<string> {
  if (config.accounts.sessionSecret) return config.accounts.sessionSecret;
  return settingOnce(db, 'demo_code_secret', () => randomBytes(32).toString('hex'));
}

/**
 * Demo mode prints every code in the log; on a public interface that is worth a word at start,
 * and so is an outbox opened there on purpose.
 */
function warnAboutDemoMode(
  log: { warn(message: string): void },
  outbox: { hasOutbox: boolean; host: string; demoOutbox: boolean },
  nodeEnv: AppConfig['nodeEnv'],
) {
  if (!outbox.hasOutbox || nodeEnv === 'test' || isLoopbackHost(outbox.host)) return;
  log.warn(
    `demo mode listens on ${outbox.host}: codes are written to the log, ` +
      (outbox.demoOutbox
        ? 'and DEMO_OUTBOX=true serves them at /api/dev/outbox to requests from this machine.'
        : 'and /api/dev/outbox is off (HOST=127.0.0.1 or DEMO_OUTBOX=true turns it on).'),
  );
}

/** `a[0]=1&a[1]=2` style lists, as existing clients send them (docs/product.md#existing-clients), in queries and form bodies alike. */
const parseQuery = (text: string) => qs.parse(text, { arrayLimit: 100, parameterLimit: 200, depth: 2 });

/** How the app runs its jobs: tests pass a fake clock and run them by hand (`app.jobs.runDue()`). */
export interface JobsSetup {
  clock?: Clock;
  /** Start the job runner when the app is ready (default true). */
  startJobs?: boolean;
}

export async function buildApp(database: Database, config: AppConfig, jobsSetup: JobsSetup = {}) {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // A failed query is logged by its SQLSTATE, never with its parameters (personal data); a
          // request by its path and parameter names, never what was typed in them.
          serializers: { err: errorForLog, req: requestForLog },
          // A job's lines carry the id of the request that queued it (docs/decisions/0078).
          mixin: jobLogFields,
        };
  const app = Fastify({
    logger,
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
    // Getting ready loads the whole catalogue's search index and starts the jobs: seconds for 100,000
    // products, more on a busy machine, so fastify's 10 s would fail a healthy start; a hang still
    // fails within the minute.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // A span per request, first of all hooks, when traces are on (docs/decisions/0078; off: nothing added).
  const tracing = tracingPlugin();
  if (tracing) await app.register(tracing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedAnswerSerializer);
  registerErrorHandling(app);
  answerRequestIds(app);
  // The request's id for what it enqueues (jobs/request-origin.ts): the rest of its handling runs inside.
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  // A restart waits for the requests under way, not for connections clients keep open.
  closeConnectionsOnClose(app);
  await registerSecurityHeaders(app);

  // Work outside requests (docs/decisions/0015): runs while the app is up, stops (letting running
  // jobs finish) before the database closes.
  const jobs = createJobRunner({ db: database.db, log: app.log, clock: jobsSetup.clock });
  app.decorate('jobs', jobs);
  if (jobsSetup.startJobs !== false) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const catalogue = createCatalogue(database.db, {
    productCacheSeconds: config.productCacheSeconds,
    freezeSharedValues: config.nodeEnv !== 'production',
    log: app.log,
    // Searches that found nothing, for the reports (docs/decisions/0055); a failure never fails the search.
    onSearchMiss: (miss) =>
      countSearchMiss(database.db, miss).catch((error: unknown) =>
        app.log.warn({ err: error }, 'search miss not counted'),
      ),
    // Product cards show the automatic promotions on them (docs/decisions/0076).
    automaticPromotions: () => automaticPromotions(database.db),
    now: () => jobs.clock.now(),
    // The product page says how soon an instant order arrives (docs/decisions/0088).
    deliveryPromise: async (branchId, lang) => {
      const delivery = await branchDeliveries.get(String(branchId), () =>
        branchDelivery(database.db, branchId, config.shop.minimumOrder),
      );
      return delivery ? deliveryPromiseNotice(delivery, lang, jobs.clock.now()) : null;
    },
  });
  // A branch's delivery settings, for the promise on its product pages; a change notifies the catalogue.
  const branchDeliveries = catalogue.followedCache<Awaited<ReturnType<typeof branchDelivery>>>(
    'branch-delivery',
    500,
  );
  // Search follows catalogue changes from every instance (docs/decisions/0035).
  app.addHook('onReady', () => catalogue.productSearch.start());
  app.addHook('onClose', () => catalogue.productSearch.close());
  // Guest pages follow staff edits of prices and stock from every instance (docs/decisions/0046).
  app.addHook('onReady', () => catalogue.catalogueChanges.start());
  app.addHook('onClose', () => catalogue.catalogueChanges.close());
  // Operations (a price import) and tests that change the catalogue in the database read afresh after it.
  app.decorate('clearSharedCaches', () => catalogue.clearSharedPages());
  app.decorate('productSearch', catalogue.productSearch);
  // The web's guest page cache forgets with the API's shared pages, and keys pages by branch (decision 0050).
  app.decorate('onSharedPagesCleared', catalogue.onSharedPagesCleared);
  const guestBranches = createBranchResolver(database.db);
  app.decorate('guestBranchId', (deviceId: string | null) => guestBranches({ deviceId, userId: null }));
  // Metrics, readiness, query times (docs/decisions/0051).
  registerObservability(app, { database, jobs, search: catalogue.productSearch, metrics: config.metrics });

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
    // The schemas named with `.meta({ id })` (Product, Cart, ...) under components, where the
    // operations' $refs point: without them Swagger UI stops at the first operation that uses one.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: apiDocsCsp,
  });

  const origin = publicOrigin(config);
  await app.register(
    async (api) => {
      // First, so that every answer of the API carries them, a refusal by the rate limit too.
      registerApiSecurityHeaders(api);
      await api.register(formBody, { parser: parseQuery });
      await registerApiRateLimit(api, { db: database.db, max: config.rateLimitMax, log: app.log });
      sweepExpiredLimitsEvery(api, database.db);
      registerRequestContext(api, createBranchResolver(database.db), createSessionResolver(database.db));
      const db = database.db;
      registerShopperOverlay(api, db);
      registerAbsoluteUrls(api, origin);
      const secret = await codeSecretOf(config, db);
      // Cards are held (0039) when set and the gateway can: the test one, or Paymob's auth integration.
      const holding =
        config.shop.cardHold.enabled &&
        (config.shop.paymob === null || config.shop.paymob.authIntegrationId !== undefined);
      const limits = {
        minimumOrder: config.shop.minimumOrder,
        maximumCart: config.shop.maximumCart,
        prescriptionValidityDays: config.shop.prescriptionValidityDays,
        ...(holding ? { cardHoldPercent: config.shop.cardHold.marginPercent } : {}),
      };
      const cart = createCartService(db, limits, () => jobs.clock.now());
      registerErrorHandling(api);

      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { database });
      await typed.register(branchRoutes, {
        db,
        onBranchChange: (userId, shop) => cart.pruneForBranch(userId, shop),
        minimumOrder: limits.minimumOrder,
      });
      await typed.register(catalogueRoutes, { catalogue });
      await typed.register(homeRoutes, { db: database.db, catalogue });
      await typed.register(recipeRoutes, { db: database.db, catalogue });
      await typed.register(contentRoutes, { db: database.db, catalogue });
      await typed.register(privacyNoticeRoutes, { db: database.db, catalogue });
      await typed.register(contactRoutes, { db: database.db, captchaSecret: secret });

      // Prescription and support files (docs/decisions/0028).
      const files = createAttachments({ db, storage: fileStorageOf(app, config), jobs, secret });
      app.decorate('files', files);
      const pictureFiles = createPictureFiles(db, files.storage, jobs);
      await typed.register(fileRoutes, { files });
      await typed.register(mediaRoutes, {
        db: database.db,
        pictures: { storage: files.storage, find: (id) => pictureFile(database.db, id) },
      });
      const uploads = {
        maxFiles: uploadLimits.maxFiles,
        maxFileBytes: config.uploads?.maxFileBytes ?? uploadLimits.defaultMaxFileMegabytes * 1024 * 1024,
      };
      // The web's upload route streams the customer's files here and holds them to the same limit.
      app.decorate('uploadPolicy', uploads);
      await typed.register(supportRoutes, { db, files, uploads, now: () => jobs.clock.now() });

      const messaging = createMessaging(database.db, app.log, config.accounts, jobs);
      const accounts = createAccountService({
        db: database.db,
        messaging,
        providers: createIdentityProviders(config.accounts),
        codeSecret: secret,
        sessionDays: config.accounts.sessionDays,
        limits: createAccountLimits(database.db),
        log: app.log,
        publicUrl: config.publicUrl ?? null,
      });
      await typed.register(accountRoutes, { accounts });
      const privacy = createPrivacyService({ db, files });
      await typed.register(privacyRoutes, { db, privacy, accounts });
      await typed.register(optOutRoutes({ db, now: () => jobs.clock.now() }));
      defineAccountRetention(jobs, {
        db,
        messaging,
        privacy,
        rules: config.accountRetention ?? accountRetentionDefaults,
        log: app.log,
      });
      defineFileRetention(jobs, {
        db,
        files,
        rules: config.fileRetention ?? fileRetentionDefaults,
        log: app.log,
      });
      const outbox = { hasOutbox: messaging.hasOutbox, host: config.host, demoOutbox: config.demoOutbox };
      if (outboxEnabled(outbox)) await typed.register(outboxRoutes, { db: database.db });
      warnAboutDemoMode(app.log, outbox, config.nodeEnv);

      await typed.register(addressRoutes, { db });
      const geocoding = config.reverseGeocode ?? null;
      await typed.register(
        reverseGeocodeRoutes({
          geocoder: reverseGeocoder(geocoding, {
            limiter: geocoding
              ? sharedLimiter(db, { name: 'reverse-geocode', points: geocoding.perSecond, seconds: 1 })
              : null,
            log: app.log,
          }),
          perCustomer: sharedLimiter(db, { name: 'reverse-geocode-customer', points: 30, seconds: 60 }),
        }),
      );
      await typed.register(cartRoutes, { cart });
      await typed.register(favoriteRoutes, { db, catalogue });
      const { gateway, test } = choosePaymentGateway(
        {
          storeMode: config.accounts.storeMode,
          paymob: config.shop.paymob,
          allowTestGateway: config.shop.allowTestGateway,
        },
        secret,
        app.log,
      );
      // Scheduled orders and subscriptions (docs/decisions/0021): times by the job runner's clock.
      const scheduleSettings = config.shop.schedule;
      const subscriptions = createSubscriptions({
        db,
        jobs,
        settings: scheduleSettings,
        log: app.log,
        sms: messaging.sms,
        cancel: {
          gateway,
          policy: {
            windowMinutes: config.shop.cancelWindowMinutes,
            substitutionMinutes: config.shop.substitutionCancelMinutes,
          },
        },
      });
      await typed.register(subscriptionRoutes, { db, subscriptions, settings: scheduleSettings });
      // Substitution deadlines and the release of unpaid online orders (docs/decisions/0020).
      const orderJobs = defineOrderJobs(jobs, {
        db,
        gateway,
        policy: {
          windowMinutes: config.shop.cancelWindowMinutes,
          substitutionMinutes: config.shop.substitutionCancelMinutes,
        },
        substitutionMinutes: config.shop.substitutionMinutes,
        paymentTimeouts: {
          card: config.shop.paymentTimeoutMinutes,
          wallet: config.shop.walletTimeoutMinutes,
          kiosk: config.shop.kioskTimeoutMinutes,
        },
        log: app.log,
      });
      app.decorate('orderJobs', orderJobs);
      await typed.register(substitutionRoutes, { db, substitutions: orderJobs.substitutions });
      const payments = createPaymentService({
        db,
        gateway,
        limits,
        log: app.log,
        jobs,
        cancelPolicy: {
          windowMinutes: config.shop.cancelWindowMinutes,
          substitutionMinutes: config.shop.substitutionCancelMinutes,
        },
        afterPlaced: orderJobs.afterPlaced,
        cardHold: config.shop.cardHold,
        paymentTimeouts: {
          card: config.shop.paymentTimeoutMinutes,
          wallet: config.shop.walletTimeoutMinutes,
          kiosk: config.shop.kioskTimeoutMinutes,
        },
        testKioskPaySeconds: config.shop.testKioskPaySeconds,
      });
      await typed.register(orderRoutes, {
        db,
        limits,
        cart,
        gateway,
        afterPlaced: orderJobs.afterPlaced,
        startOnlinePayment: payments.pay,
        cancelPolicy: {
          windowMinutes: config.shop.cancelWindowMinutes,
          substitutionMinutes: config.shop.substitutionCancelMinutes,
        },
        schedule: {
          settings: scheduleSettings,
          now: () => jobs.clock.now(),
          startSubscription: subscriptions.startFromOrder,
        },
      });
      await typed.register(paymentRoutes, { payments, test });
      await typed.register(prescriptionRoutes, {
        db,
        files,
        uploads,
        limits,
        cancelPolicy: {
          windowMinutes: config.shop.cancelWindowMinutes,
          substitutionMinutes: config.shop.substitutionCancelMinutes,
        },
        afterPlaced: orderJobs.afterPlaced,
      });
      // Notifications (docs/decisions/0030): the triggers write them; these jobs send them.
      await registerNotifications(typed, {
        db,
        jobs,
        sms: messaging.sms,
        config: config.notifications,
        storeMode: config.accounts.storeMode,
        publicUrl: config.publicUrl ?? null,
        resolveSession: createSessionResolver(db),
      });
      // Returns (docs/decisions/0085): the customer's requests, their photos like support files.
      await typed.register(returnRoutes, {
        db,
        files,
        uploads,
        windowDays: config.shop.returnWindowDays,
        now: () => jobs.clock.now(),
      });
      await typed.register(staffRoutes, {
        features: [
          staffPrescriptionRoutes({ db, files, limits }),
          staffSupportRoutes({ db, files }),
          staffSynonymRoutes({ db }),
          staffCourierRoutes({ db }),
          staffBoardTimerRoutes({ db }),
          staffBranchDeliveryRoutes({ db, minimumOrder: limits.minimumOrder }),
          staffBranchZoneRoutes({ db }),
          staffReportRoutes({ db }),
          staffPeopleRoutes({
            db,
            email: messaging.email,
            publicUrl: config.publicUrl ?? null,
            storeMode: config.accounts.storeMode,
          }),
          staffCatalogueRoutes({
            db,
            search: catalogue.productSearch,
            pictures: pictureFiles,
          }),
          stockImportRoutes({ db, jobs }),
          stockBatchRoutes({ db, jobs, log: app.log }),
          staffMedicineRoutes({
            db,
            cancel: {
              gateway,
              policy: {
                windowMinutes: config.shop.cancelWindowMinutes,
                substitutionMinutes: config.shop.substitutionCancelMinutes,
              },
            },
          }),
          staffDispensingRoutes({ db }),
          staffPromotionRoutes({ db }),
          staffContentRoutes({ db, pictures: pictureFiles }),
          staffPrivacyRoutes({ db }),
          staffMarketingRoutes({ db, messaging, origin, now: () => jobs.clock.now() }),
          staffReturnRoutes({
            db,
            files,
            windowDays: config.shop.returnWindowDays,
            gateway,
            now: () => jobs.clock.now(),
          }),
          staffCashRefundRoutes({ db, now: () => jobs.clock.now() }),
        ],
        db,
        limits: createAccountLimits(db),
        sessionHours: config.accounts.staffSessionHours,
        slotCapacity: scheduleSettings.slotCapacity,
        substitutions: orderJobs.substitutions,
        cancel: {
          gateway,
          policy: {
            windowMinutes: config.shop.cancelWindowMinutes,
            substitutionMinutes: config.shop.substitutionCancelMinutes,
          },
        },
      });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The configured file storage, or (no setting: tests) a temporary folder removed when the app closes. */
function fileStorageOf(app: { addHook(name: 'onClose', hook: () => void): unknown }, config: AppConfig) {
  if (config.storage) return createFileStorage(config.storage);
  const dir = mkdtempSync(join(tmpdir(), 'store-uploads-'));
  app.addHook('onClose', () => rmSync(dir, { recursive: true, force: true }));
  return createFileStorage({ kind: 'local', dir });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the product, listing and home pages shared by the guests of a branch. */
    clearSharedCaches(): void;
    /** This instance's product search index (tests read its counts of loads and updates). */
    productSearch: ProductSearch;
    /** Calls `listener` whenever the shared guest pages are forgotten; returns how to stop. */
    onSharedPagesCleared(listener: () => void): () => void;
    /** The branch a guest's device is served from (its choice, else the default branch). */
    guestBranchId(deviceId: string | null): Promise<number>;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's job runner: features define and enqueue jobs on it. */
    jobs: JobRunner;
    /** The orders' jobs and what substitution requests need (the staff console, tests). */
    orderJobs: OrderJobs;
    /** Prescription and support files: their storage and links (tests read stored files back). */
    files: Attachments;
    /** How many files an upload may carry and how large each may be (the web's upload route reads it). */
    uploadPolicy: { maxFiles: number; maxFileBytes: number };
  }
}
