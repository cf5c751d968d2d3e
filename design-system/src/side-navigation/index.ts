export { SideNavigation, sideNavigationVariants } from './side-navigation.tsx';
export type { SideNavigationItem, SideNavigationProps } from './side-navigation.tsx';
