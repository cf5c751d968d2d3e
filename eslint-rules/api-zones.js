// The zones inside api/src/ and the way their imports point, as one small rule beside
// module-boundaries.js. Not `no-restricted-imports`: it matches an import as written, and
// `../content/x.ts` is api/src/content/ from rpc/ but procedures/content/ from procedures/catalog/;
// this rule resolves each relative import to the file it names. (A second `no-restricted-imports`
// setting on api files would also replace module-boundaries.js's setting instead of adding to it.)
import path from 'node:path';

const apiSrc = path.resolve(import.meta.dirname, '../api/src');

/**
 * The zones of api/src/: folders end in `/`, paths are relative to api/src/. A file belongs to the
 * zone of its longest matching path; `*.test.ts` and `*.fixtures.ts` files are tests wherever they are.
 */
const zones = {
  compositionRoot: {
    what: 'the composition root (app.ts, boot.ts, main.ts, index.ts)',
    paths: ['app.ts', 'boot.ts', 'main.ts', 'index.ts'],
    why: 'it wires every part together, so it may import every part, and nothing imports it',
  },
  tests: {
    what: 'tests and their helpers',
    paths: ['testing/', 'resilience/'],
    why: 'a test assembles what it checks as the composition root does, and may start either backend',
  },
  config: {
    what: 'the configuration (config.ts)',
    paths: ['config.ts'],
    why: "the environment parsed once at boot: it names every part's settings, and every part may read it",
  },
  seed: {
    what: 'the seed generator (seed/)',
    paths: ['seed/'],
    why: 'a client of both backends: it writes through the modules of each',
  },
  shared: {
    what: 'what both backends share (db/, logger.ts, shops/, shop-time/, http/request-context.ts)',
    paths: ['db/', 'logger.ts', 'shops/', 'shop-time/', 'http/request-context.ts'],
    why: "one process, one database: the database, the log, the shop settings, the shop's clock and each request's id and logger",
  },
  edge: {
    what: 'the edge (http/, rpc/, sessions/)',
    paths: ['http/', 'rpc/', 'sessions/'],
    why: 'what every capability plugs into (request plumbing, the RPC router and context, sessions): it names none of them',
  },
  rpcInfrastructure: {
    what: "the RPC side's infrastructure (rate-limits/, commerce-client/)",
    paths: ['rate-limits/', 'commerce-client/'],
    why: 'what the edge and the capabilities stand on: the limiter of guesses and the HTTP client of the commerce backend',
  },
  capabilities: {
    what: 'a capability of the shop',
    paths: [
      'procedures/',
      'account-area/',
      'accounts/',
      'identity/',
      'basket-and-wishlist/',
      'order-status-lookup/',
      'subscription-cancellation/',
      'newsletter/',
      'ropo/',
      'analytics/',
      'client-log/',
      'content/',
      'payments/',
      'shop-mails/',
    ],
    why: "the shop's features on the RPC side: they use the edge and the infrastructure and each other",
  },
  commerceBackend: {
    what: 'the commerce backend (commerce/, images/)',
    paths: ['commerce/', 'images/'],
    // images/ draws the catalogue's product images from the catalogue read model, as SCAYLE's image
    // CDN serves its catalogue's: the storefront fetches them by URL and no RPC call imports it.
    why: "SCAYLE's Storefront API and its image CDN, a server of its own that the RPC side reaches over HTTP",
  },
};

const reasons = {
  viaCommerceClient: 'the RPC side reaches the commerce backend over HTTP only, through commerce-client/',
  seedForRootOnly: 'only the composition root, bench scripts and tests run the seed generator',
  rootImportsAll: 'the composition root wires every part: a part importing it would depend on all of them',
  edgeNamesNoCapability:
    "the edge names no capability: a capability adds its client to rpc/'s RpcServices and the composition root supplies it",
  infrastructureNamesNoCapability:
    'infrastructure names no capability: the capabilities stand on it, not the other way',
  commerceIsApart:
    'the commerce backend is a server of its own: it shares only the database, log, configuration, shop settings, shop clock and request context with the RPC side',
};

/** For each zone, the zones it must not import and why; a zone not named here may import every zone. */
const refusals = {
  config: { seed: reasons.seedForRootOnly },
  seed: { compositionRoot: reasons.rootImportsAll },
  shared: {
    edge: 'both backends stand on it, so it names neither side',
    rpcInfrastructure: 'both backends stand on it, so it names neither side',
    capabilities: 'both backends stand on it, so it names neither side',
    commerceBackend: 'both backends stand on it, so it names neither side',
    seed: reasons.seedForRootOnly,
    compositionRoot: reasons.rootImportsAll,
  },
  edge: {
    capabilities: reasons.edgeNamesNoCapability,
    commerceBackend: reasons.viaCommerceClient,
    seed: reasons.seedForRootOnly,
    compositionRoot: reasons.rootImportsAll,
  },
  rpcInfrastructure: {
    capabilities: reasons.infrastructureNamesNoCapability,
    commerceBackend: reasons.viaCommerceClient,
    seed: reasons.seedForRootOnly,
    compositionRoot: reasons.rootImportsAll,
  },
  capabilities: {
    commerceBackend: reasons.viaCommerceClient,
    seed: reasons.seedForRootOnly,
    compositionRoot: reasons.rootImportsAll,
  },
  commerceBackend: {
    edge: reasons.commerceIsApart,
    rpcInfrastructure: reasons.commerceIsApart,
    capabilities: reasons.commerceIsApart,
    seed: reasons.seedForRootOnly,
    compositionRoot: reasons.rootImportsAll,
  },
};

const testFile = /\.(test|fixtures)\.[cm]?[jt]sx?$/;

/** The zone of a file of api/src/ by its path relative to api/src/; undefined: it is in none. */
function zoneOf(relative) {
  if (testFile.test(relative)) return 'tests';
  let found;
  let longest = -1;
  for (const [name, zone] of Object.entries(zones)) {
    for (const zonePath of zone.paths) {
      const matches = zonePath.endsWith('/') ? relative.startsWith(zonePath) : relative === zonePath;
      if (matches && zonePath.length > longest) {
        found = name;
        longest = zonePath.length;
      }
    }
  }
  return found;
}

const insideApiSrc = (absolute) => {
  const relative = path.relative(apiSrc, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? undefined
    : relative.split(path.sep).join('/');
};

/** @type {import('eslint').Rule.RuleModule} */
const apiZonesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports inside api/src/ point the way its zones allow (eslint-rules/api-zones.js).',
    },
    schema: [],
    messages: {
      refused: '{{from}} must not import {{to}} ({{target}}): {{why}}. ({{fromWhy}}.)',
      unzoned:
        'api/src/{{file}} is in no zone of api/src/: add its folder to a zone in eslint-rules/api-zones.js.',
    },
  },
  create(context) {
    const file = insideApiSrc(context.filename);
    if (file === undefined) return {};
    const from = zoneOf(file);
    if (from === undefined) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unzoned', data: { file } });
        },
      };
    }
    const refused = refusals[from];
    if (!refused) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = insideApiSrc(path.resolve(path.dirname(context.filename), source.value));
      if (target === undefined) return;
      const to = zoneOf(target);
      const why = to === undefined ? undefined : refused[to];
      if (why === undefined) return;
      context.report({
        node: source,
        messageId: 'refused',
        data: { from: zones[from].what, to: zones[to].what, target, why, fromWhy: zones[from].why },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) =>
        check(
          node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
        ),
      TSExternalModuleReference: (node) => check(node.expression),
      // An augmentation (`declare module '../rpc/define-procedure.ts'`) depends on what it augments.
      TSModuleDeclaration: (node) => {
        if (node.id.type === 'Literal') check(node.id);
      },
    };
  },
};

/** Flat-config entries enforcing the zones on api/src/. */
export const apiZones = [
  {
    name: 'api-zones',
    files: ['api/src/**/*.{ts,tsx,js,mjs}'],
    plugins: { lumen: { rules: { 'api-zones': apiZonesRule } } },
    rules: { 'lumen/api-zones': 'error' },
  },
];
