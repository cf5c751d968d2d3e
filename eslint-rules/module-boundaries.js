// The one-way dependencies of ARCHITECTURE.md, as `no-restricted-imports` settings per package:
//   domain <- design-system <- cms-blocks <- storefront;  domain <- api;  server hosts storefront + api.

const packages = ['domain', 'design-system', 'cms-blocks', 'storefront', 'api', 'server'];

/** What each package may import from the others. */
const allowed = {
  domain: [],
  'design-system': ['domain'],
  'cms-blocks': ['domain', 'design-system'],
  storefront: ['domain', 'design-system', 'cms-blocks'],
  api: ['domain'],
  server: ['domain', 'storefront', 'api'],
};

const react = ['react', 'react/*', 'react-dom', 'react-dom/*', 'radix-ui', '@radix-ui/*'];
const nodeIo = [
  'fs',
  'fs/*',
  'net',
  'http',
  'https',
  'child_process',
  'dgram',
  'dns',
  'tls',
  'worker_threads',
];
const nodeIoPatterns = [...nodeIo, ...nodeIo.map((name) => `node:${name}`)];

function forbiddenPackages(name) {
  return packages.filter((other) => other !== name && !allowed[name].includes(other));
}

/** The restricted-import patterns for one package. */
function restrictedImportPatterns(name) {
  const patterns = forbiddenPackages(name).map((other) => ({
    group: [`@lumen/${other}`, `@lumen/${other}/*`, `**/${other}/src/**`, `**/${other}/server/**`],
    message: `${name} must not import ${other} (ARCHITECTURE.md: dependencies point one way).`,
  }));
  if (name === 'domain') {
    patterns.push({ group: react, message: 'domain is pure TypeScript: no React.' });
    patterns.push({ group: nodeIoPatterns, message: 'domain does no I/O.' });
  }
  if (name === 'api') {
    patterns.push({ group: react, message: 'api renders no React.' });
  }
  if (name === 'storefront') {
    // The storefront reaches the api over HTTP only (POST /api/rpc/{name}).
    patterns.push({
      group: ['pg', '@electric-sql/*'],
      message: 'storefront talks to the api over HTTP, never to the database.',
    });
  }
  return patterns;
}

/**
 * Named imports a package may not use. The browser takes RPC answers as the api sent them (the api
 * checked them), so nothing the browser loads may pull in the contract's response schemas: they would
 * only weigh on the bundle budget.
 */
function restrictedImportPaths(name) {
  if (!['design-system', 'cms-blocks', 'storefront'].includes(name)) return [];
  const message = `${name} runs in the browser: it gets call names and types from the contract, never its schemas: they would only weigh on the bundle budget.`;
  return ['@lumen/domain', '@lumen/domain/rpc'].map((path) => ({
    name: path,
    importNames: ['rpcContract', 'parseContractResponse'],
    message,
  }));
}

/** Flat-config entries enforcing the boundaries, one per package. */
export const moduleBoundaries = packages.map((name) => ({
  name: `module-boundaries/${name}`,
  files: [`${name}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: restrictedImportPaths(name), patterns: restrictedImportPatterns(name) },
    ],
    ...(name === 'domain'
      ? {
          'no-restricted-globals': [
            'error',
            { name: 'fetch', message: 'domain does no I/O: take a fetch function as a parameter.' },
            { name: 'process', message: 'domain does no I/O: read configuration at the edge.' },
          ],
        }
      : {}),
  },
}));
