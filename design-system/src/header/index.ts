export { Header } from './header.tsx';
export type { HeaderProps } from './header.tsx';
