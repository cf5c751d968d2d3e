export { ConsentBanner, consentBannerVariants } from './consent-banner.tsx';
export type { ConsentBannerGroup, ConsentBannerProps, ConsentChoice } from './consent-banner.tsx';
