import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { defaultRequestLimits } from './http/request-limits.ts';
import { defaultRenderAllowanceLimits } from './images/render-allowance.ts';
import { fileURLToPath } from 'node:url';
import { localShopDomains, parseShopDomains, shopCodes } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { z } from 'zod';
import { lumenContentSpace } from './content/content-space.ts';
import type { LogLevel } from './logger.ts';
import {
  defaultPaymentProviderChoice,
  parsePaymentProviderChoice,
  usesSandbox,
} from './payments/payment-providers.ts';

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

/** PAYMENT_PROVIDER (payments/payment-providers.ts): a provider per method paid at checkout. */
const PaymentProviderChoiceSchema = z.string().transform((value, ctx) => {
  const parsed = parsePaymentProviderChoice(value);
  if (parsed.ok) return parsed.choice;
  for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** A yes-or-no switch: 1, true or yes; 0, false or no. */
const SwitchSchema = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no'], { error: 'must be 1 (on) or 0 (off)' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

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
    IMAGE_RENDERS_PER_ADDRESS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number()
        .int()
        .min(0)
        .max(1_000_000)
        .default(defaultRenderAllowanceLimits.rendersPerAddressPerMinute),
    ),
    CATALOG_CHECK_SECONDS: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number().int().min(1).max(86_400).default(30),
    ),
    RPC_CACHE_SECONDS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(86_400).default(60)),
    RPC_CACHE_MB: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(1).max(65_536).default(64)),
    REDIS_URL: z.preprocess(
      unsetWhenEmpty,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    SESSION_DAYS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(1).max(365).default(30)),
    // At most a day: never longer than the shortest SESSION_DAYS.
    STORE_MODE_IDLE_MINUTES: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number().int().min(1).max(1440).default(10),
    ),
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
    PAYMENT_PROVIDER: z.preprocess(
      unsetWhenEmpty,
      PaymentProviderChoiceSchema.default(defaultPaymentProviderChoice),
    ),
    ALLOW_SANDBOX_PAYMENTS: z.preprocess(unsetWhenEmpty, SwitchSchema.default(false)),
    PAYMENT_STEP_SECRET: z.preprocess(
      unsetWhenEmpty,
      z.string().min(32, 'must be at least 32 characters, e.g. from `openssl rand -base64 32`').optional(),
    ),
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
    // The sandbox completes whatever its page reports and moves no money: a production start runs it
    // only when told to (`npm start`, the demo shop, is).
    if (env.NODE_ENV === 'production' && usesSandbox(env.PAYMENT_PROVIDER) && !env.ALLOW_SANDBOX_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'chooses the sandbox payment provider (the default), which takes no money: with NODE_ENV=production it runs only when ALLOW_SANDBOX_PAYMENTS=1 allows it (a demo shop)',
      });
    }
    const deployedBackend = backendForOthers(env);
    if (env.NODE_ENV === 'production' && !hasCommerceCredentials(env) && deployedBackend !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['COMMERCE_ACCESS_TOKENS'],
        message: `or COMMERCE_BASIC_AUTH must be set when NODE_ENV=production and ${deployedBackend}: the commerce backend never runs open in production, and a token made at start reaches no other caller`,
      });
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
      ...commerceAccess(env),
    },
    /** The Storefront API the RPC calls use; unset host: this api's own commerce backend. */
    commerceApi: { host: env.COMMERCE_API_HOST, token: env.COMMERCE_API_TOKEN },
    seedProducts: env.SEED_PRODUCTS,
    imageCacheDir: underRepo(env.IMAGE_CACHE_DIR),
    /** Product images an address may have drawn (cache misses) per minute; 0 turns the limit off. */
    imageRenderLimits: { rendersPerAddressPerMinute: env.IMAGE_RENDERS_PER_ADDRESS },
    catalogCheckSeconds: env.CATALOG_CHECK_SECONDS,
    /**
     * The answer cache of the reads every visitor shares: an answer's longest life (0 turns the cache
     * off), and this process's memory for it (Redis, where REDIS_URL is set, keeps its own bound).
     */
    rpcCache: { seconds: env.RPC_CACHE_SECONDS, megabytes: env.RPC_CACHE_MB },
    searchRefreshAt: env.SEARCH_REFRESH_AT,
    /** Sessions live in Redis when set, else in PostgreSQL. */
    redisUrl: env.REDIS_URL,
    /**
     * Sliding session lifetime; in store mode (§2, a branch's shared tablet) a signed-in customer's
     * session ends STORE_MODE_IDLE_MINUTES after its last call.
     */
    session: {
      maxAgeMs: env.SESSION_DAYS * 24 * 60 * 60 * 1000,
      storeModeIdleMs: env.STORE_MODE_IDLE_MINUTES * 60 * 1000,
    },
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
    payments: {
      /** Which provider takes each method paid at checkout. */
      providers: env.PAYMENT_PROVIDER,
      /** True when the sandbox takes payments of a production start (ALLOW_SANDBOX_PAYMENTS): the boot warns. */
      sandboxInProduction: env.NODE_ENV === 'production' && usesSandbox(env.PAYMENT_PROVIDER),
      /**
       * Signs the steps of redirect payments; unset: a secret made at each start, so steps do not
       * outlive the process and other processes refuse them.
       */
      stepSecret: env.PAYMENT_STEP_SECRET,
    },
  }));

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * §6: backend calls may carry an access token or basic credentials; which ones is configured. The
 * commerce backend accepts them and this api's clients send them: declared here, where both ends
 * read their settings, so neither imports the other.
 */
export interface CommerceAccess {
  /** Accepted `X-Access-Token` values. */
  tokens: readonly string[];
  /** Accepted `Authorization: Basic` credentials. */
  basic: readonly { user: string; password: string }[];
}

interface CommerceAccessEnv {
  NODE_ENV?: string | undefined;
  SHOP_DOMAINS?: string | undefined;
  COMMERCE_HOST: string;
  COMMERCE_ACCESS_TOKENS: string[];
  COMMERCE_BASIC_AUTH: CommerceAccess['basic'];
  COMMERCE_API_HOST?: string | undefined;
  COMMERCE_API_TOKEN?: string | undefined;
}

const hasCommerceCredentials = (env: CommerceAccessEnv) =>
  env.COMMERCE_ACCESS_TOKENS.length > 0 || env.COMMERCE_BASIC_AUTH.length > 0;

/** Why others than this process call the commerce backend, if they do: then it needs known credentials. */
function backendForOthers(env: CommerceAccessEnv): string | undefined {
  if (env.SHOP_DOMAINS !== undefined) return 'SHOP_DOMAINS serves the shops (a deployment)';
  if (!loopbackHosts.has(env.COMMERCE_HOST)) {
    return `the commerce backend listens beyond loopback (COMMERCE_HOST=${env.COMMERCE_HOST})`;
  }
  return undefined;
}

/**
 * §6: who may call the commerce backend. COMMERCE_ACCESS_TOKENS and COMMERCE_BASIC_AUTH name them;
 * unset, the backend is open on a developer's machine. With NODE_ENV=production it never is: it
 * takes the token the api calls it with (COMMERCE_API_TOKEN), else a token made at this start that
 * only this process's own clients know (boot.ts). That serves `npm start`, whose backend on
 * loopback has no caller but its own process; a deployment must name its credentials (the schema
 * refuses to start without them).
 */
function commerceAccess(env: CommerceAccessEnv): { access: CommerceAccess; accessMadeAtStart: boolean } {
  const named = { tokens: env.COMMERCE_ACCESS_TOKENS, basic: env.COMMERCE_BASIC_AUTH };
  if (env.NODE_ENV !== 'production' || hasCommerceCredentials(env)) {
    return { access: named, accessMadeAtStart: false };
  }
  if (env.COMMERCE_API_HOST === undefined && env.COMMERCE_API_TOKEN !== undefined) {
    return { access: { tokens: [env.COMMERCE_API_TOKEN], basic: [] }, accessMadeAtStart: false };
  }
  return { access: { tokens: [randomBytes(32).toString('base64url')], basic: [] }, accessMadeAtStart: true };
}

/**
 * The content API this api serves (its tokens) and the one its content calls read: its own at
 * `/api/content/v2` unless CONTENT_API_URL names another, such as a Storyblok space.
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
