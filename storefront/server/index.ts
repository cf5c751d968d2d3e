export { createProductionStorefront } from './production.ts';
export type { ProductionStorefrontOptions } from './production.ts';
export { createDevelopmentStorefront } from './development.ts';
export type { DevelopmentStorefrontOptions } from './development.ts';
