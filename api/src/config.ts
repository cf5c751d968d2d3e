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
  })
  .transform((env) => ({
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: isAbsolute(env.PGLITE_DIR) ? env.PGLITE_DIR : resolve(repoRoot, env.PGLITE_DIR),
    shopDomains:
      env.SHOP_DOMAINS === undefined
        ? localShopDomains(env.PORT)
        : parseShopDomains(env.SHOP_DOMAINS, env.PORT),
    logLevel: env.LOG_LEVEL,
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
