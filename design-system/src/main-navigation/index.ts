export { MainNavigation, mainNavigationVariants } from './main-navigation.tsx';
export type { MainNavigationItem, MainNavigationProps } from './main-navigation.tsx';
