import { createDevelopmentStorefront } from '@lumen/storefront/server';
import { serve } from './serve.ts';

// `npm run dev`: Vite compiles on request and reloads the browser on every edit.
await serve((options) => createDevelopmentStorefront(options));
