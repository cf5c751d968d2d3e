import { isAbsolute, resolve } from 'node:path';
import { defaultRequestLimits } from './http/request-limits.ts';
import { fileURLToPath } from 'node:url';
import { localShopDomains, parseShopDomains, shopCodes } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { z } from 'zod';
import { lumenContentSpace } from './content/content-space.ts';
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

const isShopCode = (code: string): code is ShopCode => (shopCodes as readonly string[]).includes(code);

/** Shop codes, comma separated (`pl-pl,cs-cz`); an unknown one is named. */
const ShopCodeListSchema = CommaListSchema.transform((codes, ctx) => {
  for (const code of codes.filter((candidate) => !isShopCode(candidate))) {
    ctx.addIssue({
      code: 'custom',
      message: `${code} is no shop code (the shops are ${shopCodes.join(', ')})`,
    });
  }
  return [...new Set(codes.filter(isShopCode))];
});

/** A domain map's shape does not depend on the port, so it is checked alongside the others. */
const ShopDomainsSchema = z.string().superRefine((value, ctx) => {
  try {
    parseShopDomains(value, 0);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/**
 * Access tokens of the content API in development. They are public knowledge (this file), so a
 * deployment serving the shops under their own domains (SHOP_DOMAINS) must set its own: the preview
 * token reads drafts. (NODE_ENV=production is no such sign: `npm start` runs React's production
 * build on a developer's machine too.)
 */
export const developmentContentTokens = {
  public: 'lumen-dev-public-token',
  preview: 'lumen-dev-preview-token',
} as const;

const ContentTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12,200}$/, 'must be 12 or more letters, digits, - or _');

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
    RATE_LIMIT_PER_ADDRESS: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number().int().min(0).max(1_000_000).default(defaultRequestLimits.perAddressPerMinute),
    ),
    RATE_LIMIT_PER_SESSION: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number().int().min(0).max(1_000_000).default(defaultRequestLimits.perSessionPerMinute),
    ),
    SEARCH_REFRESH_AT: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
        .default('04:00'),
    ),
    NODE_ENV: z.preprocess(unsetWhenEmpty, z.string().optional()),
    CONTENT_PUBLIC_TOKEN: z.preprocess(unsetWhenEmpty, ContentTokenSchema.optional()),
    CONTENT_PREVIEW_TOKEN: z.preprocess(unsetWhenEmpty, ContentTokenSchema.optional()),
    CONTENT_API_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http:// or https:// URL such as https://api.storyblok.com/v2',
        })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
    CONTENT_API_TOKEN: z.preprocess(unsetWhenEmpty, z.string().optional()),
    CONTENT_API_PREVIEW_TOKEN: z.preprocess(unsetWhenEmpty, z.string().optional()),
    CONTENT_SPACE_ID: z.preprocess(unsetWhenEmpty, z.coerce.number().int().positive().optional()),
    CONTENT_CACHE_SECONDS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(3600).default(30)),
    ONLINE_SHOP_DISABLED: z.preprocess(unsetWhenEmpty, ShopCodeListSchema.optional()),
  })
  .superRefine((env, ctx) => {
    if (env.SHOP_DOMAINS !== undefined) {
      for (const name of ['CONTENT_PUBLIC_TOKEN', 'CONTENT_PREVIEW_TOKEN'] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set when SHOP_DOMAINS serves the shops (the development token is public)',
          });
        }
      }
    }
    if (env.PORT === 0 && env.CONTENT_API_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTENT_API_URL'],
        message: 'must be set when PORT is 0: the content calls cannot know the port the api will get',
      });
    }
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
    /** Sessions live in Redis when set, else in PostgreSQL (issue 5). */
    redisUrl: env.REDIS_URL,
    /** Sliding session lifetime. */
    session: { maxAgeMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000 },
    /**
     * Proxy hops whose X-Forwarded-For and X-Forwarded-Proto are believed; 0 trusts none but a
     * loopback peer's one hop (the server renderer forwarding the shopper's address).
     */
    trustProxy: env.TRUST_PROXY,
    /** RPC calls and beacons per minute, per address and per session; 0 turns one off. */
    requestLimits: {
      perAddressPerMinute: env.RATE_LIMIT_PER_ADDRESS,
      perSessionPerMinute: env.RATE_LIMIT_PER_SESSION,
    },
    content: contentSettings(env),
    /**
     * §6: shops whose online shop is switched off in this deployment, whatever their settings row
     * says (getShopConfiguration answers `onlineShopEnabled: false`, the account area is not found).
     */
    onlineShopDisabled: env.ONLINE_SHOP_DISABLED ?? [],
  }));

/**
 * The content API this api serves (its tokens) and the one its content calls read (issue 6): its
 * own at `/api/content/v2` unless CONTENT_API_URL names another, such as a Storyblok space.
 */
function contentSettings(env: {
  PORT: number;
  CONTENT_PUBLIC_TOKEN?: string | undefined;
  CONTENT_PREVIEW_TOKEN?: string | undefined;
  CONTENT_API_URL?: string | undefined;
  CONTENT_API_TOKEN?: string | undefined;
  CONTENT_API_PREVIEW_TOKEN?: string | undefined;
  CONTENT_SPACE_ID?: number | undefined;
  CONTENT_CACHE_SECONDS: number;
}) {
  const tokens = {
    public: env.CONTENT_PUBLIC_TOKEN ?? developmentContentTokens.public,
    preview: env.CONTENT_PREVIEW_TOKEN ?? developmentContentTokens.preview,
  };
  const own = env.CONTENT_API_URL === undefined;
  return {
    /** The tokens the own content API accepts. */
    tokens,
    /** True while a development token is in use (the boot logs a warning). */
    developmentTokens: env.CONTENT_PUBLIC_TOKEN === undefined || env.CONTENT_PREVIEW_TOKEN === undefined,
    /** What the content calls read; a missing token is logged, not fatal (§8). */
    api: {
      endpoint: env.CONTENT_API_URL ?? `http://127.0.0.1:${env.PORT}/api/content/v2`,
      token: env.CONTENT_API_TOKEN ?? (own ? tokens.public : undefined),
      previewToken: env.CONTENT_API_PREVIEW_TOKEN ?? (own ? tokens.preview : undefined),
      spaceId: env.CONTENT_SPACE_ID ?? (own ? lumenContentSpace.id : undefined),
    },
    /** Published answers younger than this are served without asking the content API again. */
    cacheSeconds: env.CONTENT_CACHE_SECONDS,
  };
}

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
