export { cn } from './lib/cn.ts';
export * from './icons/index.ts';
export * from './button/index.ts';
export * from './sheet/index.ts';
export * from './logo/index.ts';
export * from './language-switcher/index.ts';
export * from './header/index.ts';
