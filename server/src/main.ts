// `npm start`: the production build of the storefront (built by `npm start` when needed). React and
// the libraries read NODE_ENV when they load: without `production` the server would render with
// React's development build, several times slower and with component stacks in error markup.
process.env['NODE_ENV'] ??= 'production';

const { createProductionStorefront } = await import('@lumen/storefront/server');
const { serve } = await import('./serve.ts');

await serve((options) => createProductionStorefront(options));
