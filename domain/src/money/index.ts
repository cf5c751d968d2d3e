export * from './price-format.ts';
export * from './vat.ts';
export * from './reduction.ts';
export * from './number-format.ts';
