import {
  matchRoute,
  sendsTagManagerPageView,
  tagManagerPageViewDelayMs,
  trackingMessages,
} from '@lumen/domain';
import type { PageType, ShopIdentity, TrackingLogin } from '@lumen/domain';
import { globalTimers } from './page-view-scheduler.ts';
import type { VisitedPage } from './page-view-report.ts';
import { decideTagManager, tagManagerScriptUrl } from './tag-manager.ts';
import { createTrackingQueue } from './tracking-queue.ts';
import type { TrackingEvent, TrackingQueue } from './tracking-queue.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function dataLayer(): unknown[] {
  const page = window as DataLayerWindow;
  page.dataLayer ??= [];
  return page.dataLayer;
}

/** The page's CSP nonce, which a script the page adds must carry (the server puts it on its own). */
function pageNonce(): string | undefined {
  return [...document.scripts].find((script) => script.nonce !== '')?.nonce;
}

/** Adds the tag manager's script, as its own snippet does; a failure is logged only (§8). */
function loadTagManagerScript(tagId: string, warn: (message: string) => void) {
  if (tagId.startsWith('GTM-')) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    // gtag.js reads `arguments` objects from the data layer, as its snippet's gtag() pushes them.
    const gtag: (...args: unknown[]) => void = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer().push(arguments);
    };
    gtag('js', new Date());
    gtag('config', tagId);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(tagId);
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.addEventListener('error', () => warn(trackingMessages.tagManagerNotInitialized));
  document.head.append(script);
}

export interface TagManagerFlowOptions {
  shop: ShopIdentity;
  /** The shop's tag id (§3 Shop.googleTagId), read when consent comes. */
  googleTagId: () => string | null | undefined;
  /** §6 login status and type of the session now. */
  login: () => TrackingLogin;
  warn: (message: string) => void;
}

export interface TagManagerFlow {
  /** The shopper's marketing consent now (on start and after every answer). */
  consentChanged(marketingGranted: boolean): void;
  navigated(page: VisitedPage): void;
  dispose(): void;
}

/**
 * The tag manager's flow (§7): nothing before marketing consent; with it and a valid id (§5) the
 * script is added once and tracking events go to its data layer in sorted batches (1000 ms, or at
 * once on `pagehide`). Its page view goes out 500 ms after a navigation (§2, §9), except where the
 * page's own events say more. Without an id it logs §8 'Missing Google-Tag-Id', once.
 */
export function createTagManagerFlow({
  shop,
  googleTagId,
  login,
  warn,
}: TagManagerFlowOptions): TagManagerFlow {
  let queue: TrackingQueue | undefined;
  let loaded = false;
  let warnedMissingId = false;
  let pageViewTimer: unknown;
  const flushOnPageHide = () => queue?.flush();
  window.addEventListener('pagehide', flushOnPageHide);

  function stopTracking() {
    queue?.dispose();
    queue = undefined;
  }

  function pageViewEvent(page: VisitedPage): TrackingEvent | undefined {
    const pageType = document.documentElement.dataset.pageType as PageType | 'error' | undefined;
    const match = matchRoute(shop, page.path);
    if (!pageType || pageType === 'error' || !match.ok) return undefined;
    if (!sendsTagManagerPageView({ routeId: match.route.routeId, pageType })) return undefined;
    const { loginStatus, loginType } = login();
    return {
      event: 'page_view',
      page_type: pageType,
      page_path: page.path,
      page_title: document.title,
      language: shop.language,
      country: shop.country,
      login_status: loginStatus,
      login_type: loginType,
    };
  }

  return {
    consentChanged(marketingGranted) {
      const decision = decideTagManager({ googleTagId: googleTagId(), marketingGranted });
      switch (decision.kind) {
        case 'load':
          if (!loaded) loadTagManagerScript(decision.tagId, warn);
          loaded = true;
          queue ??= createTrackingQueue({ deliver: (events) => dataLayer().push(...events) });
          return;
        case 'missing-tag-id':
          if (!warnedMissingId) warn(trackingMessages.missingGoogleTagId);
          warnedMissingId = true;
          stopTracking();
          return;
        case 'no-consent':
          // A script already added cannot be taken back; it is given nothing more.
          stopTracking();
          return;
      }
    },
    navigated(page) {
      if (pageViewTimer !== undefined) globalTimers.clearTimeout(pageViewTimer);
      pageViewTimer = globalTimers.setTimeout(() => {
        pageViewTimer = undefined;
        if (!queue) return;
        const event = pageViewEvent(page);
        if (event) queue.push(event);
      }, tagManagerPageViewDelayMs);
    },
    dispose() {
      if (pageViewTimer !== undefined) globalTimers.clearTimeout(pageViewTimer);
      window.removeEventListener('pagehide', flushOnPageHide);
      queue?.flush();
      stopTracking();
    },
  };
}
