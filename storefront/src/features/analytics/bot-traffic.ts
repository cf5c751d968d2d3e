/** What the browser says about itself, as far as bot traffic shows in it. */
export interface BrowserSignals {
  userAgent: string;
  /** `navigator.webdriver`: the browser is driven by automation (Selenium, Playwright, Puppeteer). */
  webdriver: boolean;
}

// Crawlers, previews, headless browsers and command-line clients name themselves in the user agent.
const botUserAgent =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|prerender|preview|facebookexternalhit|python-requests|curl\/|wget\//i;

/**
 * §6: bot traffic is flagged, not dropped: the page view is still reported and the api counts it
 * apart. The page knows what the server cannot: that automation drives the browser. The api checks
 * the user agent against its own list as well.
 */
export function isBotTraffic({ userAgent, webdriver }: BrowserSignals): boolean {
  return webdriver || botUserAgent.test(userAgent);
}

/** The mobile flag (§7 `uamb`): the browser's client hint where it gives one, else its user agent. */
export function isMobileBrowser(userAgent: string, clientHintMobile: boolean | undefined): boolean {
  return clientHintMobile ?? /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}
