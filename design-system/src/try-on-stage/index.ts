export * from './try-on-stage.tsx';
