export * from './shop-table.ts';
export * from './shop-domains.ts';
export * from './shop-id-header.ts';
export * from './locale-cookie.ts';
export * from './shop-schema.ts';
export * from './shop-language.ts';
