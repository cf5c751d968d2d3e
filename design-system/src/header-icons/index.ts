export { HeaderIconLink, HeaderIcons, headerIconSizeClasses, headerIconsVariants } from './header-icons.tsx';
export type {
  HeaderCountLinkData,
  HeaderIconLinkData,
  HeaderIconLinkProps,
  HeaderIconsProps,
} from './header-icons.tsx';
