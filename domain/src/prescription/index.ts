export * from './prescription-type.ts';
export * from './configurator-steps.ts';
export * from './lens-index.ts';
export * from './tinting-types.ts';
export * from './prescription-format.ts';
export * from './frame-width.ts';
export * from './home-try-on.ts';
export * from './prescription-values.ts';
