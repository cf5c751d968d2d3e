export * from './variant-availability.ts';
export * from './product-attributes.ts';
export * from './badges.ts';
export * from './sales-status.ts';
export * from './lookup-guards.ts';
export * from './attribute-vocabulary.ts';
