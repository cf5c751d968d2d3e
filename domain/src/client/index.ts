export * from './client-behaviour.ts';
