import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localShopDomains, parseShopDomains } from '@lumen/domain';
import { z } from 'zod';
import type { LogLevel } from './logger.ts';

/** The monorepo's root: relative data folders are resolved here, whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const logLevels = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const satisfies readonly LogLevel[];

// `FOO=` in a compose file or shell means "not set", not "set to nothing".
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const underRepo = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

const CommaListSchema = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

/** `user:password` pairs, comma separated (a password may hold colons, not commas). */
const BasicCredentialsSchema = CommaListSchema.pipe(
  z.array(
    z
      .string()
      .regex(/^[^:]+:.+$/, 'must be user:password pairs')
      .transform((pair) => {
        const colon = pair.indexOf(':');
        return { user: pair.slice(0, colon), password: pair.slice(colon + 1) };
      }),
  ),
);

/**
 * The Storefront API host as the SDK takes it: `host[:port]`, or an `https://` address of one
 * (the SDK only speaks https). Kept as `host[:port]`.
 */
const CommerceApiHostSchema = z.string().transform((value, ctx) => {
  const url = URL.parse(value.startsWith('https://') ? value : `https://${value}`);
  const plain = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (plain && /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:]+\](:\d+)?$/i.test(url.host)) return url.host;
  ctx.addIssue({ code: 'custom', message: 'must be a host such as tenant.example.com or localhost:3443' });
  return z.NEVER;
});

/** A domain map's shape does not depend on the port, so it is checked alongside the others. */
const ShopDomainsSchema = z.string().superRefine((value, ctx) => {
  try {
    parseShopDomains(value, 0);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

const EnvSchema = z
  .object({
    PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65_535).default(3000)),
    DATABASE_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    PGLITE_DIR: z.preprocess(unsetWhenEmpty, z.string().default('.data/pglite')),
    SHOP_DOMAINS: z.preprocess(unsetWhenEmpty, ShopDomainsSchema.optional()),
    LOG_LEVEL: z.preprocess(unsetWhenEmpty, z.enum(logLevels).default('info')),
    COMMERCE_HOST: z.preprocess(unsetWhenEmpty, z.string().default('127.0.0.1')),
    COMMERCE_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65_535).default(3443)),
    COMMERCE_TLS_DIR: z.preprocess(unsetWhenEmpty, z.string().default('.data/tls')),
    COMMERCE_ACCESS_TOKENS: z.preprocess(unsetWhenEmpty, CommaListSchema.default([])),
    COMMERCE_BASIC_AUTH: z.preprocess(unsetWhenEmpty, BasicCredentialsSchema.default([])),
    COMMERCE_API_HOST: z.preprocess(unsetWhenEmpty, CommerceApiHostSchema.optional()),
    COMMERCE_API_TOKEN: z.preprocess(unsetWhenEmpty, z.string().optional()),
    SEED_PRODUCTS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(200_000).default(2000)),
    IMAGE_CACHE_DIR: z.preprocess(unsetWhenEmpty, z.string().default('.data/images')),
    CATALOG_CHECK_SECONDS: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number().int().min(1).max(86_400).default(30),
    ),
    REDIS_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    SESSION_DAYS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(1).max(365).default(30)),
    TRUST_PROXY: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(10).default(0)),
    SEARCH_REFRESH_AT: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
        .default('04:00'),
    ),
  })
  .transform((env) => ({
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: underRepo(env.PGLITE_DIR),
    shopDomains:
      env.SHOP_DOMAINS === undefined
        ? localShopDomains(env.PORT)
        : parseShopDomains(env.SHOP_DOMAINS, env.PORT),
    logLevel: env.LOG_LEVEL,
    commerce: {
      host: env.COMMERCE_HOST,
      port: env.COMMERCE_PORT,
      tlsDir: underRepo(env.COMMERCE_TLS_DIR),
      access: { tokens: env.COMMERCE_ACCESS_TOKENS, basic: env.COMMERCE_BASIC_AUTH },
    },
    /** The Storefront API the RPC calls use; unset host: this api's own commerce backend. */
    commerceApi: { host: env.COMMERCE_API_HOST, token: env.COMMERCE_API_TOKEN },
    seedProducts: env.SEED_PRODUCTS,
    imageCacheDir: underRepo(env.IMAGE_CACHE_DIR),
    catalogCheckSeconds: env.CATALOG_CHECK_SECONDS,
    searchRefreshAt: env.SEARCH_REFRESH_AT,
    /** Where sessions would live besides PostgreSQL (issue 5); see boot for what is built. */
    redisUrl: env.REDIS_URL,
    /** Sliding session lifetime. */
    session: { maxAgeMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000 },
    /** Proxy hops whose X-Forwarded-For and X-Forwarded-Proto are believed; 0 trusts none. */
    trustProxy: env.TRUST_PROXY,
  }));

/** The api's settings, read once at boot from the environment. */
export type ApiConfig = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; a wrong value stops the boot with every problem named. */
export function parseConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid environment for the api:\n${problems.join('\n')}`);
}
