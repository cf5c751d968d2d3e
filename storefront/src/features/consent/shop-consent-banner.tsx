import { lazyPart, useLazyPart } from '../lazy-part/lazy-part.ts';
import { useConsent } from './use-consent.ts';

/**
 * The banner's code: a returning visitor who has answered never needs it unless reopening the
 * cookie settings, so it is not in the start script. The server loads it before rendering; the
 * browser before hydrating when the banner opens at start (`consentBannerOpensAtStart`).
 */
export const shopConsentBannerPart = lazyPart(() => import('./shop-consent-banner-region.tsx'));

/**
 * The shop's own consent banner (§4, §9): open on a first visit, in the server's HTML already, and
 * again when the shopper asks for the cookie settings. Rendered first in `<body>` (design-system
 * `ConsentBanner`), so that it is among the first things a keyboard or screen reader meets. Once
 * loaded it stays mounted and follows the store's `open`, so closing returns the focus.
 */
export function ShopConsentBanner() {
  const { banner } = useConsent();
  const part = useLazyPart(shopConsentBannerPart, banner.open);
  return part ? <part.ShopConsentBannerRegion /> : null;
}
