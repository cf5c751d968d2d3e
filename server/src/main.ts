// `npm start`: the production build of the storefront (built by `npm start` when needed). React and
// the libraries read NODE_ENV when they load: without `production` the server would render with
// React's development build, several times slower and with component stacks in error markup.
process.env['NODE_ENV'] ??= 'production';
// The demo shop (`npm start`) passes --allow-sandbox-payments: its checkout pays through the sandbox
// provider, which takes no money, so a production start refuses it unless told. A deployment starts
// without it and chooses a real provider (PAYMENT_PROVIDER), or sets ALLOW_SANDBOX_PAYMENTS itself.
if (process.argv.slice(2).includes('--allow-sandbox-payments')) process.env['ALLOW_SANDBOX_PAYMENTS'] ??= '1';

const { createProductionStorefront } = await import('@lumen/storefront/server');
const { serve } = await import('./serve.ts');

await serve((options) => createProductionStorefront(options));
