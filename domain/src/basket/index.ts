export * from './existing-item-handling.ts';
export * from './basket-count.ts';
export * from './prescription.ts';
export * from './item-group-removal.ts';
export * from './basket-item-check.ts';
export * from './rx-bundle.ts';
export * from './shop-reductions.ts';
export * from './home-try-on-frames.ts';
