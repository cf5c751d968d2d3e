import { trackingMessages } from '@lumen/domain';
import { pageViewReportUrl } from './page-view-report.ts';
import type { PageViewReport } from './page-view-report.ts';

/** The parts of the browser that can carry a report. */
export interface ReportTransport {
  sendBeacon?: ((url: string, data: string) => boolean) | undefined;
  fetch?: ((url: string, init: RequestInit) => Promise<unknown>) | undefined;
  warn: (message: string) => void;
}

/**
 * Sends a page view report (§7) by beacon: a string goes as text/plain, a simple request that
 * survives the page being left. Where the browser has no beacon or refuses it (its queue is full),
 * a keep-alive fetch carries it. Failing both is logged only (§8).
 */
export function sendPageViewReport(report: PageViewReport, transport: ReportTransport): void {
  const body = JSON.stringify(report);
  if (transport.sendBeacon?.(pageViewReportUrl, body)) return;
  if (transport.fetch) {
    void transport
      .fetch(pageViewReportUrl, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      .catch(() => transport.warn(trackingMessages.analyticsScriptUnavailable));
    return;
  }
  transport.warn(trackingMessages.analyticsScriptUnavailable);
}

/** The browser's own transport. */
export function browserReportTransport(): ReportTransport {
  return {
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    warn: (message) => console.warn(message),
  };
}
