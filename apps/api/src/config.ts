import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The environment, validated once at start. A bad value stops the process with every bad key named,
 * instead of failing later in a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded PostgreSQL (PGlite) keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://user:password@host:port/database — use a PostgreSQL server instead of PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue into an empty database at start. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** 'true' behind exactly one trusted reverse proxy, or its addresses (comma-separated); client IPs then come from X-Forwarded-For. */
  TRUST_PROXY: z.string().default('false'),
  /** Seconds a product page, as guests see it, is reused per branch (0: always fresh). */
  PRODUCT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { databaseUrl: string } | { dataDir: string | null };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  rateLimitMax: number;
  productCacheSeconds: number;
  trustProxy: boolean | string[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // Relative to where `npm` was run (npm moves into the workspace folder before starting it).
    database: e.DATABASE_URL
      ? { databaseUrl: e.DATABASE_URL }
      : { dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    rateLimitMax: e.RATE_LIMIT_MAX,
    productCacheSeconds: e.PRODUCT_CACHE_SECONDS,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY.split(',').map((a) => a.trim()),
  };
}
