import { resolve } from 'node:path';
import { returnWindowDaysDefault } from '@store/contract';
import { z } from 'zod';
import type { ScheduleSettings } from './orders/schedule-rules.ts';
import type { CardHoldSettings, PaymobConfig } from './payments/index.ts';

/**
 * How long uploaded health and support files are kept after what they were for has closed
 * (docs/decisions/0067; applied by privacy/file-retention.ts). A prescription's photos: two years
 * after its last order was delivered or cancelled, as a pharmacy keeps the copy of a dispensed
 * prescription (a psychotropic's for years) and a repeat order within a year or so still shows it.
 * A support issue's attachments: a year after it was closed.
 */
export interface FileRetention {
  prescriptionDays: number;
  supportDays: number;
}
export const fileRetentionDefaults: FileRetention = { prescriptionDays: 730, supportDays: 365 };

/**
 * Accounts nobody uses are deleted (docs/decisions/0067; privacy/inactive-accounts.ts):
 * after `inactiveDays` without a sign-in or an order (three years by default), told `warningDays`
 * before by SMS or e-mail; signing in keeps the account.
 */
export interface AccountRetention {
  inactiveDays: number;
  warningDays: number;
}
export const accountRetentionDefaults: AccountRetention = { inactiveDays: 1095, warningDays: 30 };

/**
 * The environment, validated once at start. A bad value stops the process with every bad key named,
 * instead of failing later in a request.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * The store's public origin (https://shop.example), which every URL the
     * API returns starts with (images, files, the payment page), so that apps use them as they are.
     * Required when STORE_MODE=production; otherwise http://HOST:PORT (localhost for 0.0.0.0).
     */
    PUBLIC_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://shop.example' })
        // The same rule as the web's (apps/web/app/lib/env.server.ts): one process, one setting.
        .refine(
          (value) => /^[a-z]+:\/\/[^/?#@]+\/?$/i.test(value),
          'must be an origin, without a path, query or #',
        )
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    /** Where the embedded PostgreSQL (PGlite) keeps its files when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://user:password@host:port/database — use a PostgreSQL server instead of PGlite. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Prometheus metrics (docs/decisions/0051), for the operator only, off unless one is set:
     * METRICS_TOKEN serves GET /metrics on the store's port to `Authorization: Bearer <token>`;
     * METRICS_PORT serves GET /metrics on a port of its own, on METRICS_HOST (default 127.0.0.1).
     */
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    METRICS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65_535).optional(),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * OpenTelemetry traces (docs/decisions/0078), off unless set: the collector's OTLP/HTTP base URL
     * (http://collector:4318); spans go to <URL>/v1/traces as JSON. Unset, the SDK is not even loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:4318' })
        .optional(),
    ),
    /** The service name the traces carry (resource attribute service.name). */
    OTEL_SERVICE_NAME: z.string().min(1).default('nile-pharmacy'),
    /** Share of new traces kept, 0 to 1 (a trace continued from a caller follows the caller's choice). */
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
    /** SIGTERM: seconds /api/health/ready answers 503 while requests are still served (the load balancer's turn to notice). */
    SHUTDOWN_READY_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(0),
    /** SIGTERM: seconds the requests and event streams under way get to finish before the process ends anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
    /** Load the demo catalogue into an empty database at start. */
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** With the demo store (demo mode), its automatic promotions (docs/decisions/0076); the browser journeys start without. */
    SEED_DEMO_PROMOTIONS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** 'true' behind exactly one trusted reverse proxy, or its addresses (comma-separated); client IPs then come from X-Forwarded-For. */
    TRUST_PROXY: z.string().default('false'),
    /** Seconds a product page, listing page or the home page, as guests see it, is reused per branch and language (0: always fresh). */
    PRODUCT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** Days a prescription's photos are kept after its last order closed (privacy/file-retention.ts). */
    PRESCRIPTION_FILES_KEEP_DAYS: z.coerce
      .number()
      .int()
      .min(30)
      .max(3650)
      .default(fileRetentionDefaults.prescriptionDays),
    /** Days a support issue's attachments are kept after it was closed. */
    /** Days without a sign-in or an order after which an account is deleted (told 30 days before). */
    INACTIVE_ACCOUNT_DAYS: z.coerce
      .number()
      .int()
      .min(180)
      .max(3650)
      .default(accountRetentionDefaults.inactiveDays),
    SUPPORT_FILES_KEEP_DAYS: z.coerce
      .number()
      .int()
      .min(30)
      .max(3650)
      .default(fileRetentionDefaults.supportDays),
    /** Requests per minute per client IP across the API. */
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
    /**
     * 'demo' (default): codes go to a development outbox (/api/dev/outbox) and the console.
     * 'production': real SMS and e-mail are required, and the outbox does not exist.
     */
    STORE_MODE: z.enum(['demo', 'production']).default('demo'),
    /**
     * Demo mode: serve /api/dev/outbox (to requests from this machine only) even when HOST is not a
     * loopback address. Off by default: with HOST=0.0.0.0 the outbox does not exist.
     */
    DEMO_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Keys the HMAC of one-time codes (and seals the contact captcha's tokens); at least 32 characters. */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Days a login stays valid. */
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Hours a staff login stays valid (docs/decisions/0022). */
    STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    /** smtp://user:pass@host:587 or smtps://…: e-mail (password reset codes) through nodemailer. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Nile Pharmacy <no-reply@nilepharmacy.example>'),
    /** SMS gateway: the store POSTs `{to, body}` as JSON here (with SMS_WEBHOOK_TOKEN as a bearer token). */
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: z.string().optional(),
    /**
     * WhatsApp sign-in codes through the WhatsApp Business Cloud API (docs/decisions/0093): the access
     * token, the sending number's id and an approved authentication template whose body takes the code.
     * Unset: codes go by SMS only (in demo mode the outbox stands in for WhatsApp too).
     */
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the sending number id (digits)').optional(),
    WHATSAPP_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]+$/, 'must be a template name (a-z, 0-9, _)')
      .default('sign_in_code'),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    /**
     * Reverse geocoding of a pinned address (docs/decisions/0094): a Nominatim-compatible server's base
     * URL (`/reverse?format=jsonv2`). Unset: off. The public OpenStreetMap server allows one request a
     * second and asks for an identifying User-Agent; a store of any size runs its own or a provider's.
     */
    REVERSE_GEOCODE_URL: z.url().optional(),
    REVERSE_GEOCODE_USER_AGENT: z.string().min(3).default('NilePharmacy/1.0 (store address form)'),
    /** Requests a second the store sends it, counted across instances. */
    REVERSE_GEOCODE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(1),
    /** Google sign-in: the OAuth client id ID tokens must be issued for. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Facebook sign-in: the app whose access tokens are accepted. */
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
    /** Smallest order, EGP (docs/product.md#checkout-rules). */
    MINIMUM_ORDER_EGP: z.coerce.number().min(0).default(100),
    /** A cart must stay below this value, EGP ('Total cart value should be less than'). */
    MAXIMUM_CART_EGP: z.coerce.number().min(1).default(20_000),
    /** A customer may cancel this many minutes after placing an order (docs/product.md#cancelling). */
    CANCEL_WINDOW_MINUTES: z.coerce.number().min(0).max(1440).default(5),
    /** ...or this many minutes after the last substitution request (docs/product.md#cancelling). */
    SUBSTITUTION_CANCEL_MINUTES: z.coerce.number().min(0).max(1440).default(3),
    /** Minutes a customer has to choose substitutes; unanswered items are then dropped. */
    SUBSTITUTION_MINUTES: z.coerce.number().min(1).max(1440).default(10),
    /** Days after delivery a customer may ask to return items (docs/decisions/0085). */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(returnWindowDaysDefault),
    /** An online order without a verified payment after this many minutes is cancelled and its stock released. */
    PAYMENT_TIMEOUT_MINUTES: z.coerce.number().min(1).max(10_080).default(30),
    /** A mobile wallet request not approved after this many minutes expires (docs/decisions/0080). */
    WALLET_TIMEOUT_MINUTES: z.coerce.number().min(1).max(1440).default(15),
    /** A kiosk reference not paid after this many minutes expires; the order is released (0080). */
    KIOSK_TIMEOUT_MINUTES: z.coerce.number().min(5).max(10_080).default(2880),
    /** The test gateway's outlet: a reference it is told to pay is paid after this many seconds. */
    TEST_KIOSK_PAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    // Scheduled and subscribed orders (docs/decisions/0021).
    DELIVERY_SLOT_CAPACITY: z.coerce.number().int().min(1).max(10_000).default(20),
    DELIVERY_LEAD_MINUTES: z.coerce.number().int().min(0).max(2880).default(60),
    DELIVERY_BOOKING_DAYS: z.coerce.number().int().min(1).max(366).default(60),
    SCHEDULE_CUTOFF_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    SCHEDULE_CUTOFF_DAYS_BEFORE: z.coerce.number().int().min(0).max(14).default(1),
    /** 'test': the built-in test gateway (default); 'paymob': Paymob Accept, with the PAYMOB_* keys. */
    PAYMENT_GATEWAY: z.enum(['test', 'paymob']).default('test'),
    PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
    PAYMOB_API_KEY: z.string().optional(),
    PAYMOB_INTEGRATION_ID: z.coerce.number().int().optional(),
    PAYMOB_IFRAME_ID: z.string().optional(),
    PAYMOB_HMAC_SECRET: z.string().optional(),
    /** Paymob's auth/capture card integration: cards are held at checkout, taken at dispatch (0039). */
    PAYMOB_AUTH_INTEGRATION_ID: z.coerce.number().int().optional(),
    /** Paymob's mobile wallet and kiosk (Aman, Masary, Fawry) integrations (docs/decisions/0080). */
    PAYMOB_WALLET_INTEGRATION_ID: z.coerce.number().int().optional(),
    PAYMOB_KIOSK_INTEGRATION_ID: z.coerce.number().int().optional(),
    /**
     * 'true' (the default): an online card payment is held at checkout and captured at dispatch for
     * what is delivered, voided on cancellation (docs/decisions/0039), when the gateway can hold (the
     * test gateway; Paymob with PAYMOB_AUTH_INTEGRATION_ID). 'false' charges at checkout.
     */
    CARD_HOLD: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** The hold is this much over the order's total (a dearer substitute, a heavier weighed item). */
    CARD_HOLD_MARGIN_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
    /** How long the gateway keeps a hold (Paymob: as agreed with the bank). */
    CARD_HOLD_DAYS: z.coerce.number().min(1).max(30).default(7),
    /** An order whose hold lapses before it goes out asks the customer to pay again this long before. */
    CARD_HOLD_NOTICE_HOURS: z.coerce.number().min(1).max(168).default(24),
    /**
     * 'true' lets a STORE_MODE=production store (staging) run on the test gateway, whose card page
     * anyone can use: payments are fake, and the log says so at every start.
     */
    ALLOW_TEST_GATEWAY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** A prescription a pharmacist checked is good for an order this many days (docs/decisions/0061). */
    PRESCRIPTION_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Largest prescription or support file, MB (docs/decisions/0028). */
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(50).default(10),
    /**
     * Where uploaded files go: unset, a folder `uploads` under DATA_DIR (one instance); or an
     * S3-compatible store, `s3://KEY:SECRET@host[:port]/bucket?region=auto` (AWS S3, R2, MinIO; without
     * KEY:SECRET the AWS SDK's usual credentials; `tls=false` for plain HTTP).
     */
    STORAGE_URL: z
      .string()
      .regex(/^s3:\/\/[^/]+\/[^/?]+/, 'must look like s3://KEY:SECRET@host/bucket')
      .optional(),
    // Web push (VAPID, docs/decisions/0030). Unset in demo mode: a key pair is made once and kept in
    // the database's settings; a production store must set all three (`npx web-push generate-vapid-keys`).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
      .optional(),
    /** Who push services may contact about this sender: mailto:… or https://… */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
      .optional(),
    /** Mobile apps' push: a Firebase service account key file (JSON); unset, app devices get no pushes. */
    FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    // Half a WhatsApp sender is a mistake, not "off": say so at start, not at the first code.
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID))
      context.addIssue({
        code: 'custom',
        path: [env.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN'],
        message: 'is required with the other WHATSAPP_ setting',
      });
    if (env.PAYMENT_GATEWAY === 'paymob') {
      for (const key of [
        'PAYMOB_API_KEY',
        'PAYMOB_INTEGRATION_ID',
        'PAYMOB_IFRAME_ID',
        'PAYMOB_HMAC_SECRET',
      ] as const) {
        if (env[key] === undefined)
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_GATEWAY=paymob',
          });
      }
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
      context.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    if (env.STORE_MODE !== 'production') return;
    if (!env.PUBLIC_URL)
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when STORE_MODE=production',
      });
    // The test gateway approves a card printed on its own page: a shop taking it would give goods away.
    if (env.PAYMENT_GATEWAY !== 'paymob' && !env.ALLOW_TEST_GATEWAY)
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'must be paymob when STORE_MODE=production (a staging store may set ALLOW_TEST_GATEWAY=true to take fake payments)',
      });
    // Push subscriptions are bound to the VAPID key: a key made up at start would orphan them all.
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      if (!env[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when STORE_MODE=production' });
    }
    // A production store must really deliver codes and keep its secret across restarts.
    for (const key of ['SMTP_URL', 'SMS_WEBHOOK_URL', 'SESSION_SECRET'] as const) {
      if (!env[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when STORE_MODE=production' });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PUBLIC_URL without its trailing slash; null: from HOST and the port the server listens on. */
  publicUrl: string | null;
  database: { databaseUrl: string } | { dataDir: string | null };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  seedDemoPromotions: boolean;
  rateLimitMax: number;
  /** DEMO_OUTBOX: the demo outbox even on a non-loopback HOST (still to local requests only). */
  demoOutbox: boolean;
  /** REVERSE_GEOCODE_*: null when off (docs/decisions/0094). */
  reverseGeocode: { url: string; userAgent: string; perSecond: number } | null;
  productCacheSeconds: number;
  /** How long uploaded prescription and support files are kept once closed. */
  fileRetention: FileRetention;
  /** When unused accounts are told, then deleted. */
  accountRetention: AccountRetention;
  trustProxy: boolean | string[];
  accounts: AccountsConfig;
  shop: ShopConfig;
  /** Uploaded files: where they are kept and how large one may be (docs/decisions/0028). */
  storage: StorageConfig;
  uploads: { maxFileBytes: number };
  /** Web push and the apps' push (docs/decisions/0030). */
  notifications: NotificationsConfig;
  /** Where Prometheus reads the metrics (docs/decisions/0051); both null: nowhere. */
  metrics: MetricsConfig;
  /** OpenTelemetry traces (docs/decisions/0078); null: off, and the SDK never loaded. */
  tracing: TracingConfig | null;
  /** SIGTERM: how long not-ready comes before closing, and the most the close may take (ms). */
  shutdown: { readyGraceMs: number; timeoutMs: number };
};

export interface TracingConfig {
  /** Where spans are POSTed: OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  tracesUrl: string;
  serviceName: string;
  /** Share of new (root) traces kept. */
  sampleRatio: number;
}

export interface MetricsConfig {
  token: string | null;
  port: number | null;
  host: string;
}

export interface NotificationsConfig {
  /** null: demo mode makes a key pair once and keeps it in the database (store_settings). */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Where the Firebase service account key is read from; null: no pushes to the apps. */
  fcmServiceAccountFile: string | null;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** `s3://KEY:SECRET@host[:port]/bucket?region=…&tls=false` as the S3 adapter takes it. */
export function s3StorageOf(url: string): StorageConfig {
  const parsed = new URL(url.replace(/^s3:/, 'http:'));
  const tls = parsed.searchParams.get('tls') !== 'false';
  return {
    kind: 's3',
    endpoint: `${tls ? 'https' : 'http'}://${parsed.host}`,
    bucket: decodeURIComponent(parsed.pathname.slice(1).split('/')[0]!),
    region: parsed.searchParams.get('region') ?? 'auto',
    credentials: parsed.username
      ? {
          accessKeyId: decodeURIComponent(parsed.username),
          secretAccessKey: decodeURIComponent(parsed.password),
        }
      : null,
  };
}

export interface ShopConfig {
  /** Piasters. */
  minimumOrder: number;
  maximumCart: number;
  /** How long a checked prescription is good for an order, days (docs/decisions/0061). */
  prescriptionValidityDays: number;
  paymob: PaymobConfig | null;
  /** ALLOW_TEST_GATEWAY: a production-mode store may use the test gateway (see payments/gateway-choice.ts). */
  allowTestGateway: boolean;
  /** How long a customer may cancel: after placing, and after a substitution request. */
  cancelWindowMinutes: number;
  substitutionCancelMinutes: number;
  /** How long a customer has to choose substitutes (docs/decisions/0020). */
  substitutionMinutes: number;
  /** Days after delivery a return may be asked for (docs/decisions/0085). */
  returnWindowDays: number;
  /** How long an online order may wait for its payment before it is released. */
  paymentTimeoutMinutes: number;
  /** A wallet request's and a kiosk reference's own timeouts (docs/decisions/0080). */
  walletTimeoutMinutes: number;
  kioskTimeoutMinutes: number;
  /** The test gateway's outlet pays a reference this many seconds after it is told to. */
  testKioskPaySeconds: number;
  /** Delivery slots and the edit cutoff of scheduled orders (orders/schedule-rules.ts). */
  schedule: ScheduleSettings;
  /** Cards held at checkout, captured at dispatch (docs/decisions/0039). */
  cardHold: CardHoldSettings;
}

/** The WhatsApp Business Cloud API sender of sign-in codes (docs/decisions/0093). */
export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  template: string;
  apiUrl: string;
}

export interface AccountsConfig {
  storeMode: 'demo' | 'production';
  /** null in demo mode without SESSION_SECRET: a random per-process secret is used. */
  sessionSecret: string | null;
  sessionDays: number;
  /** STAFF_SESSION_HOURS: how long a staff login lasts. */
  staffSessionHours: number;
  smtp: { url: string; from: string } | null;
  smsWebhook: { url: string; token: string | null } | null;
  whatsapp: WhatsappConfig | null;
  google: { clientId: string; jwksUrl: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? null,
    // Relative to where `npm` was run (npm moves into the workspace folder before starting it).
    database: e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { dataDir },
    storage: e.STORAGE_URL ? s3StorageOf(e.STORAGE_URL) : { kind: 'local', dir: resolve(dataDir, 'uploads') },
    uploads: { maxFileBytes: e.UPLOAD_MAX_MB * 1024 * 1024 },
    notifications: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              subject: e.VAPID_SUBJECT ?? 'mailto:no-reply@nilepharmacy.example',
            }
          : null,
      fcmServiceAccountFile: e.FCM_SERVICE_ACCOUNT_FILE ?? null,
    },
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`,
          serviceName: e.OTEL_SERVICE_NAME,
          sampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
        }
      : null,
    shutdown: {
      readyGraceMs: e.SHUTDOWN_READY_GRACE_SECONDS * 1000,
      timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    seedDemoPromotions: e.SEED_DEMO_PROMOTIONS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    demoOutbox: e.DEMO_OUTBOX,
    reverseGeocode: e.REVERSE_GEOCODE_URL
      ? {
          url: e.REVERSE_GEOCODE_URL.replace(/\/+$/, ''),
          userAgent: e.REVERSE_GEOCODE_USER_AGENT,
          perSecond: e.REVERSE_GEOCODE_PER_SECOND,
        }
      : null,
    productCacheSeconds: e.PRODUCT_CACHE_SECONDS,
    fileRetention: {
      prescriptionDays: e.PRESCRIPTION_FILES_KEEP_DAYS,
      supportDays: e.SUPPORT_FILES_KEEP_DAYS,
    },
    accountRetention: { ...accountRetentionDefaults, inactiveDays: e.INACTIVE_ACCOUNT_DAYS },
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY.split(',').map((a) => a.trim()),
    accounts: {
      storeMode: e.STORE_MODE,
      sessionSecret: e.SESSION_SECRET ?? null,
      sessionDays: e.SESSION_DAYS,
      staffSessionHours: e.STAFF_SESSION_HOURS,
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
      smsWebhook: e.SMS_WEBHOOK_URL ? { url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN ?? null } : null,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              template: e.WHATSAPP_TEMPLATE,
              apiUrl: e.WHATSAPP_API_URL,
            }
          : null,
      google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
          : null,
    },
    shop: {
      minimumOrder: Math.round(e.MINIMUM_ORDER_EGP * 100),
      maximumCart: Math.round(e.MAXIMUM_CART_EGP * 100),
      prescriptionValidityDays: e.PRESCRIPTION_VALIDITY_DAYS,
      cancelWindowMinutes: e.CANCEL_WINDOW_MINUTES,
      substitutionCancelMinutes: e.SUBSTITUTION_CANCEL_MINUTES,
      substitutionMinutes: e.SUBSTITUTION_MINUTES,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
      paymentTimeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
      walletTimeoutMinutes: e.WALLET_TIMEOUT_MINUTES,
      kioskTimeoutMinutes: e.KIOSK_TIMEOUT_MINUTES,
      testKioskPaySeconds: e.TEST_KIOSK_PAY_SECONDS,
      schedule: {
        slotCapacity: e.DELIVERY_SLOT_CAPACITY,
        leadMinutes: e.DELIVERY_LEAD_MINUTES,
        bookingDays: e.DELIVERY_BOOKING_DAYS,
        cutoffHour: e.SCHEDULE_CUTOFF_HOUR,
        cutoffDaysBefore: e.SCHEDULE_CUTOFF_DAYS_BEFORE,
      },
      cardHold: {
        enabled: e.CARD_HOLD,
        marginPercent: e.CARD_HOLD_MARGIN_PERCENT,
        holdDays: e.CARD_HOLD_DAYS,
        noticeHours: e.CARD_HOLD_NOTICE_HOURS,
      },
      allowTestGateway: e.ALLOW_TEST_GATEWAY,
      paymob:
        e.PAYMENT_GATEWAY === 'paymob'
          ? {
              baseUrl: e.PAYMOB_BASE_URL,
              apiKey: e.PAYMOB_API_KEY!,
              integrationId: e.PAYMOB_INTEGRATION_ID!,
              authIntegrationId: e.PAYMOB_AUTH_INTEGRATION_ID,
              walletIntegrationId: e.PAYMOB_WALLET_INTEGRATION_ID,
              kioskIntegrationId: e.PAYMOB_KIOSK_INTEGRATION_ID,
              iframeId: e.PAYMOB_IFRAME_ID!,
              hmacSecret: e.PAYMOB_HMAC_SECRET!,
            }
          : null,
    },
  };
}
