import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { consentGroups, mayReportAnalytics, trackingLoginOf, triggersDeferredReport } from '@lumen/domain';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { consentStateOf } from '../consent/consent-store.ts';
import { useConsentStore } from '../consent/use-consent.ts';
import { buildPageViewReport } from './page-view-report.ts';
import type { VisitedPage } from './page-view-report.ts';
import { createPageViewScheduler } from './page-view-scheduler.ts';
import { browserReportTransport, sendPageViewReport } from './send-page-view.ts';
import { createTagManagerFlow } from './tag-manager-flow.ts';

type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } };

/**
 * Reports every page view of the shop (§7): by beacon to `/api/dt/report` 1000 ms after each
 * navigation, and to the tag manager when there is one, only as far as the shopper consented (§4)
 * and never for an error page. A consent event reports the page it came on 100 ms later (§9).
 * Runs in the browser only; call it once, in the document.
 */
export function usePageViewReporting(): void {
  const router = useRouter();
  const consent = useConsentStore();

  useEffect(() => {
    const { shop, queryClient, rpc } = router.options.context;
    const transport = browserReportTransport();
    const scheduler = createPageViewScheduler({
      mayReport: () => mayReportAnalytics(consentStateOf(consent.getSnapshot())),
      report(page) {
        const report = buildPageViewReport(page, {
          shop,
          origin: window.location.origin,
          pageType: document.documentElement.dataset.pageType,
          title: document.title,
          userAgent: navigator.userAgent,
          webdriver: navigator.webdriver,
          mobileHint: (navigator as NavigatorWithHints).userAgentData?.mobile,
        });
        if (report) sendPageViewReport(report, transport);
      },
    });
    const tagManager = createTagManagerFlow({
      shop,
      googleTagId: () => queryClient.getQueryData(shopConfigurationQuery(rpc).queryKey)?.googleTagId,
      login: () => trackingLoginOf(queryClient.getQueryData(userQuery(rpc).queryKey) ?? null),
      warn: (message) => console.warn(message),
    });
    const marketingGranted = () => consent.getSnapshot().stored?.granted[consentGroups.marketing] === true;

    let previousPath = window.location.pathname;
    function navigated(page: VisitedPage) {
      previousPath = page.path;
      scheduler.navigated(page);
      tagManager.navigated(page);
    }

    tagManager.consentChanged(marketingGranted());
    navigated({ path: previousPath, search: window.location.search, referrer: document.referrer });

    const stopListeningToRouter = router.subscribe('onResolved', (event) => {
      // The address bar holds the shop's public path; the router's location is the route file's.
      if (!event.pathChanged || window.location.pathname === previousPath) return;
      navigated({
        path: window.location.pathname,
        search: window.location.search,
        referrer: `${window.location.origin}${previousPath}`,
      });
    });
    const stopListeningToConsent = consent.onEvent((event) => {
      tagManager.consentChanged(marketingGranted());
      if (triggersDeferredReport(event)) scheduler.consentEvent();
    });

    return () => {
      stopListeningToRouter();
      stopListeningToConsent();
      scheduler.dispose();
      tagManager.dispose();
    };
  }, [router, consent]);
}
