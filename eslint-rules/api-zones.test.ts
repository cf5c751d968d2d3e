import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The repo's own config; only type-aware parsing is switched off, since probe files exist in no tsconfig.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** Lints `code` as if it were a file at `filePath`, with the repo's real config, and returns the zone errors. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lumen/api-zones')
    .map((message) => message.message);
}

const edge = 'the edge (http/, rpc/, sessions/)';
const viaCommerceClient =
  'the RPC side reaches the commerce backend over HTTP only, through commerce-client/';
const seedForRootOnly = 'only the composition root, bench scripts and tests run the seed generator';
const commerceIsApart = 'the commerce backend is a server of its own';

describe('zones inside api/src/ are lint errors', () => {
  it.each([
    [
      'api/src/rpc/zone-probe.ts',
      "import type { CheckoutPayments } from '../payments/payment-providers.ts';",
      `${edge} must not import a capability of the shop (payments/payment-providers.ts): the edge names no capability`,
    ],
    [
      'api/src/sessions/zone-probe.ts',
      "import { customerCollectionKeys } from '../basket-and-wishlist/collection-keys.ts';",
      `${edge} must not import a capability of the shop (basket-and-wishlist/collection-keys.ts)`,
    ],
    [
      'api/src/http/zone-probe.ts',
      "export { procedures } from '../procedures/index.ts';",
      `${edge} must not import a capability of the shop`,
    ],
    [
      'api/src/rpc/zone-probe.ts',
      "const { openDatabase } = await import('../index.ts');",
      `${edge} must not import the composition root`,
    ],
    [
      'api/src/procedures/catalog/zone-probe.ts',
      "import { createCatalogStore } from '../../commerce/catalog/catalog-store.ts';",
      `a capability of the shop must not import the commerce backend (commerce/, images/) (commerce/catalog/catalog-store.ts): ${viaCommerceClient}`,
    ],
    [
      'api/src/account-area/zone-probe.ts',
      "import type { CatalogStore } from '../commerce/catalog/catalog-store.ts';",
      viaCommerceClient,
    ],
    [
      'api/src/commerce-client/zone-probe.ts',
      "import { requireAccess } from '../commerce/http/access-control.ts';",
      `the RPC side's infrastructure (rate-limits/, commerce-client/) must not import the commerce backend`,
    ],
    [
      'api/src/ropo/zone-probe.ts',
      "import { renderImage } from '../images/render-image.ts';",
      viaCommerceClient,
    ],
    [
      'api/src/commerce/orders/zone-probe.ts',
      "import { AppError } from '../../rpc/app-error.ts';",
      `the commerce backend (commerce/, images/) must not import ${edge} (rpc/app-error.ts): ${commerceIsApart}`,
    ],
    [
      'api/src/commerce/orders/zone-probe.ts',
      "import type { CommerceClients } from '../../commerce-client/commerce-clients.ts';",
      commerceIsApart,
    ],
    [
      'api/src/commerce/zone-probe.ts',
      "import { sessionCustomer } from '../identity/account-service.ts';",
      `the commerce backend (commerce/, images/) must not import a capability of the shop (identity/account-service.ts): ${commerceIsApart}`,
    ],
    [
      'api/src/images/zone-probe.ts',
      "import type { RequestSession } from '../sessions/request-session.ts';",
      commerceIsApart,
    ],
    [
      'api/src/procedures/catalog/zone-probe.ts',
      "import { seedCatalog } from '../../seed/catalog/seed-catalog.ts';",
      `a capability of the shop must not import the seed generator (seed/) (seed/catalog/seed-catalog.ts): ${seedForRootOnly}`,
    ],
    [
      'api/src/commerce/catalog/zone-probe.ts',
      "import { seedShops } from '../../seed/seed-shops.ts';",
      seedForRootOnly,
    ],
    [
      'api/src/db/zone-probe.ts',
      "import { procedures } from '../procedures/index.ts';",
      'what both backends share (db/, logger.ts, shops/, shop-time/, http/request-context.ts) must not import a capability of the shop',
    ],
    [
      'api/src/seed/zone-probe.ts',
      "import { bootApi } from '../boot.ts';",
      'the seed generator (seed/) must not import the composition root',
    ],
    [
      'api/src/warehouse/zone-probe.ts',
      "export const probe = 'a folder of no zone';",
      'api/src/warehouse/zone-probe.ts is in no zone of api/src/',
    ],
  ])('%s: `%s` is refused', async (filePath, code, message) => {
    const errors = await zoneErrors(filePath, `${code}\nexport const probe2 = 1;\n`);
    expect(errors.some((error) => error.includes(message))).toBe(true);
  });

  it.each([
    // The edge stands on the infrastructure and on what both backends share.
    ['api/src/rpc/zone-probe.ts', "import type { CommerceHttp } from '../commerce-client/commerce-http.ts';"],
    ['api/src/sessions/zone-probe.ts', "import type { Db } from '../db/db.ts';"],
    ['api/src/rpc/zone-probe.ts', "import { loadShopSettings } from '../shops/shop-settings-overrides.ts';"],
    ['api/src/http/zone-probe.ts', "import { limitOf } from '../rate-limits/call-limits.ts';"],
    ['api/src/rpc/zone-probe.ts', "import { shops } from '@lumen/domain';"],
    // A capability plugs into the edge, and uses other capabilities.
    ['api/src/payments/zone-probe.ts', "import type { RpcContext } from '../rpc/define-procedure.ts';"],
    [
      'api/src/payments/zone-probe.ts',
      "declare module '../rpc/define-procedure.ts' {\n  interface RpcServices {\n    probe: number;\n  }\n}",
    ],
    [
      'api/src/procedures/basket/zone-probe.ts',
      "import { keysToRead } from '../../basket-and-wishlist/visitor-keys.ts';",
    ],
    ['api/src/ropo/zone-probe.ts', "import { localDateOf } from '../shop-time/local-time.ts';"],
    // The commerce backend: itself, the database, configuration, shop settings and request context.
    [
      'api/src/images/zone-probe.ts',
      "import type { CatalogStore } from '../commerce/catalog/catalog-store.ts';",
    ],
    ['api/src/commerce/zone-probe.ts', "import type { CommerceAccess } from '../config.ts';"],
    [
      'api/src/commerce/routes/zone-probe.ts',
      "import { requestContextOf } from '../../http/request-context.ts';",
    ],
    [
      'api/src/commerce/routes/zone-probe.ts',
      "import { loadShopSettings } from '../../shops/shop-settings-repository.ts';",
    ],
    // The composition root, the seed generator and tests may reach both backends.
    ['api/src/boot.ts', "import { startCommerce } from './commerce/start-commerce.ts';"],
    ['api/src/boot.ts', "import { seedDatabase } from './seed/seed-database.ts';"],
    [
      'api/src/seed/catalog/zone-probe.ts',
      "import { createCatalogStore } from '../../commerce/catalog/catalog-store.ts';",
    ],
    [
      'api/src/seed/content/zone-probe.ts',
      "import { consentCookieName } from '../../sessions/session-cookie.ts';",
    ],
    [
      'api/src/procedures/zone-probe.test.ts',
      "import { startCommerceTestServer } from '../commerce/testing/commerce-test-server.ts';",
    ],
    ['api/src/rpc/zone-probe.test.ts', "import { procedures } from '../procedures/index.ts';"],
    ['api/src/procedures/zone-probe.fixtures.ts', "import { seedShops } from '../seed/seed-shops.ts';"],
    ['api/src/testing/zone-probe.ts', "import { createApp } from '../app.ts';"],
    ['api/src/config.ts', "import { defaultRenderAllowanceLimits } from './images/render-allowance.ts';"],
  ])('%s: `%s` is allowed', async (filePath, code) => {
    expect(await zoneErrors(filePath, `${code}\nexport const probe2 = 1;\n`)).toEqual([]);
  });
});
