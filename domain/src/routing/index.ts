export * from './safe-redirect.ts';
