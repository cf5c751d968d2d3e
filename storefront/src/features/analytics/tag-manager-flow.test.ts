// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import type { TrackingLogin } from '@lumen/domain';
import { createTagManagerFlow } from './tag-manager-flow.ts';
import type { TagManagerFlow } from './tag-manager-flow.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const basket = { path: '/basket/', search: '', referrer: '' };
const login: TrackingLogin = { loginStatus: 'logged out', loginType: 'Guest' };
const tagManagerScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
const pageViews = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter(
    (entry): entry is { event: string } => (entry as { event?: string }).event === 'page_view',
  );

describe('§7 the tag manager flow', () => {
  let flow: TagManagerFlow | undefined;
  const warn = vi.fn<(message: string) => void>();

  function start(googleTagId: string | null) {
    flow = createTagManagerFlow({
      shop: getShopByCode('de-de'),
      googleTagId: () => googleTagId,
      login: () => login,
      warn,
    });
    return flow;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.dataset.pageType = 'basket';
  });
  afterEach(() => {
    flow?.dispose();
    vi.useRealTimers();
    warn.mockReset();
    document.head.innerHTML = '';
    delete (window as DataLayerWindow).dataLayer;
  });

  it('§9 loads nothing and tracks nothing before marketing consent', () => {
    const tagManager = start('GTM-LMN4DE7');
    tagManager.consentChanged(false);
    tagManager.navigated(basket);
    vi.advanceTimersByTime(5000);
    expect(tagManagerScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('§5/§9 with consent and a valid id, adds the script once and sends the page view in a batch', () => {
    const tagManager = start('GTM-LMN4DE7');
    tagManager.consentChanged(true);
    tagManager.consentChanged(true);
    expect([...tagManagerScripts()].map((script) => (script as HTMLScriptElement).src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-LMN4DE7',
    ]);
    tagManager.navigated(basket);
    // §9: the page view waits 500 ms, then its batch 1000 ms.
    vi.advanceTimersByTime(1499);
    expect(pageViews()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pageViews()).toEqual([
      expect.objectContaining({
        event: 'page_view',
        page_type: 'basket',
        page_path: '/basket/',
        language: 'de',
        country: 'DE',
        login_status: 'logged out',
        login_type: 'Guest',
      }),
    ]);
  });

  it('sends what waits at once on pagehide', () => {
    const tagManager = start('G-9X2B');
    tagManager.consentChanged(true);
    tagManager.navigated(basket);
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageViews()).toHaveLength(1);
  });

  it('§2 sends no page view of its own for a product page', () => {
    document.documentElement.dataset.pageType = 'osp';
    const tagManager = start('GTM-LMN4DE7');
    tagManager.consentChanged(true);
    tagManager.navigated({ path: '/p/glasses-pdp/', search: '', referrer: '' });
    vi.advanceTimersByTime(3000);
    expect(pageViews()).toEqual([]);
  });

  it.each([null, 'GTM-lumen', 'UA-1234-5'])(
    '§8 with consent but the id %j: logs “Missing Google-Tag-Id” once, loads nothing',
    (googleTagId) => {
      const tagManager = start(googleTagId);
      tagManager.consentChanged(true);
      tagManager.consentChanged(true);
      tagManager.navigated(basket);
      vi.advanceTimersByTime(3000);
      expect(warn.mock.calls).toEqual([['Missing Google-Tag-Id']]);
      expect(tagManagerScripts()).toHaveLength(0);
      expect(pageViews()).toEqual([]);
    },
  );

  it('stops tracking when marketing consent is withdrawn', () => {
    const tagManager = start('GTM-LMN4DE7');
    tagManager.consentChanged(true);
    tagManager.consentChanged(false);
    tagManager.navigated(basket);
    vi.advanceTimersByTime(3000);
    expect(pageViews()).toEqual([]);
  });
});
