import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { mayReportAnalytics, regulationKey } from '@lumen/domain';
import type { ConsentState, ShopIdentity } from '@lumen/domain';
import type { AppRouter } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { consentCookieString, cookieDomainAttribute, readStoredConsent } from './consent-cookie.ts';
import { consentStateOf, createConsentStore } from './consent-store.ts';
import type { ConsentSnapshot, ConsentStore } from './consent-store.ts';

/*
 * One consent store per router: a router is made per request on the server and once in the
 * browser, so the store lives exactly as long as the page's app. Keeping it beside the router
 * rather than in a provider lets the banner, the footer, the analytics and the blocks reach it
 * wherever they render, without a provider around the whole document.
 */
const stores = new WeakMap<AppRouter, ConsentStore>();

function createStoreOf(router: AppRouter): ConsentStore {
  const { shop, cookies, queryClient, rpc } = router.options.context;
  const regulation = regulationKey(shop.country);
  if (typeof document === 'undefined') {
    // The server reads the request's cookie, so its HTML has the banner exactly when the browser will.
    return createConsentStore({ regulation, initial: readStoredConsent(cookies ?? '', regulation) });
  }
  return createConsentStore({
    regulation,
    initial: readStoredConsent(document.cookie, regulation),
    persist(consent) {
      const configuration = queryClient.getQueryData(shopConfigurationQuery(rpc).queryKey);
      document.cookie = consentCookieString(consent, {
        secure: window.location.protocol === 'https:',
        domain: cookieDomainAttribute(window.location.hostname, configuration?.cookieDomain),
      });
    },
  });
}

/** Whether the banner is open as the page starts (the store's rule): no answer in `cookies` yet. */
export function consentBannerOpensAtStart(shop: Pick<ShopIdentity, 'country'>, cookies: string): boolean {
  return readStoredConsent(cookies, regulationKey(shop.country)) === null;
}

/** The page's consent store: its answers, events and banner state. */
export function useConsentStore(): ConsentStore {
  const router = useRouter();
  let store = stores.get(router);
  if (!store) {
    store = createStoreOf(router);
    stores.set(router, store);
  }
  return store;
}

export interface Consent extends ConsentSnapshot {
  /** The §4 state the domain's rules read. */
  state: ConsentState;
  /** §4: page views may be reported. */
  mayReportAnalytics: boolean;
  /** Reopens the banner with its switches (the footer's cookie settings button). */
  openConsentSettings: () => void;
}

/** The shopper's current consent, re-rendering on every answer. */
export function useConsent(): Consent {
  const store = useConsentStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const state = consentStateOf(snapshot);
  return {
    ...snapshot,
    state,
    mayReportAnalytics: mayReportAnalytics(state),
    openConsentSettings: store.openSettings,
  };
}
