import { describe, expect, it, vi } from 'vitest';
import type { PageViewReport } from './page-view-report.ts';
import { sendPageViewReport } from './send-page-view.ts';

const report: PageViewReport = {
  baseUrl: 'https://fr.lumen-optik.ch',
  path: '/succursales/',
  referrer: '',
  language: 'fr',
  country: 'CH-CHE',
  pageType: 'store',
  pageTitle: 'Magasins | Lumen Optik',
  cbdToken: null,
  isBotTraffic: false,
  ua: 'Mozilla/5.0',
  uamb: false,
};

describe('§7 the page view goes by beacon', () => {
  it('sends the report as JSON text to /api/dt/report', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve(undefined));
    sendPageViewReport(report, { sendBeacon, fetch, warn: vi.fn() });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/dt/report', JSON.stringify(report));
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses it', vi.fn(() => false)],
    ['has none', undefined],
  ])('a keep-alive fetch carries it when the browser’s beacon %s', (_case, sendBeacon) => {
    const fetch = vi.fn(() => Promise.resolve(undefined));
    sendPageViewReport(report, { sendBeacon, fetch, warn: vi.fn() });
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/dt/report', {
      method: 'POST',
      body: JSON.stringify(report),
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  });

  it('§8 a browser that can send nothing logs “Analytics script unavailable”, only', () => {
    const warn = vi.fn();
    expect(() => sendPageViewReport(report, { warn })).not.toThrow();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Analytics script unavailable');
  });

  it('§8 a failed fetch is logged only', async () => {
    const warn = vi.fn();
    sendPageViewReport(report, { fetch: vi.fn(async () => Promise.reject(new Error('offline'))), warn });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics script unavailable'));
  });
});
