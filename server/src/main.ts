import { createProductionStorefront } from '@lumen/storefront/server';
import { serve } from './serve.ts';

// `npm start`: the production build of the storefront (built by `npm start` when needed).
await serve((options) => createProductionStorefront(options));
