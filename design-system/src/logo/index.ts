export { Logo, logoVariantForCountry, logoVariantNames, logoVariants } from './logo.tsx';
export type { LogoProps, LogoVariant } from './logo.tsx';
