import { CbdTokenSchema, PageTypeSchema, markets, matchRoute } from '@lumen/domain';
import type { LanguageCode, PageType, ShopIdentity } from '@lumen/domain';
import { isBotTraffic, isMobileBrowser } from './bot-traffic.ts';

/** §7: where the page view beacon goes. */
export const pageViewReportUrl = '/api/dt/report';

/**
 * The body of the §7 page view beacon, every field the api's report schema takes (it refuses
 * unknown ones). `country` is the §1 code (`DE-DEU`); `cbdToken` is the order's token on the
 * success page and null elsewhere.
 */
export interface PageViewReport {
  baseUrl: string;
  path: string;
  referrer: string;
  language: LanguageCode;
  country: string;
  pageType: PageType;
  pageTitle: string;
  cbdToken: string | null;
  isBotTraffic: boolean;
  ua: string;
  uamb: boolean;
}

/** A page as it was navigated to, captured at the navigation. */
export interface VisitedPage {
  /** The shop's public path (`/salony/`), without query: search terms and tokens stay out of reports. */
  path: string;
  /** The query, read for the success page's `cbd` only. */
  search: string;
  /** The page before: another site's address on arrival, this shop's previous page after. */
  referrer: string;
}

export interface PageViewContext {
  shop: ShopIdentity;
  /** `location.origin`. */
  origin: string;
  /** `<html data-page-type>` when the report goes out. */
  pageType: string | undefined;
  /** `document.title` when the report goes out. */
  title: string;
  userAgent: string;
  webdriver: boolean;
  /** `navigator.userAgentData.mobile`, where the browser has it. */
  mobileHint?: boolean | undefined;
}

// The api's limits: longer values are refused, so they are cut (or left out) here.
const limits = { path: 2000, referrer: 2000, title: 500, ua: 1000 } as const;

function httpUrlOrEmpty(value: string): string {
  if (value.length > limits.referrer) return '';
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}

/** §7: the order success page reports the order's cbd token, when its address holds a valid one. */
function cbdTokenOf(shop: ShopIdentity, page: VisitedPage): string | null {
  const match = matchRoute(shop, page.path);
  if (!match.ok || match.route.routeId !== 'order-success') return null;
  const token = CbdTokenSchema.safeParse(new URLSearchParams(page.search).get('cbd'));
  return token.success ? token.data : null;
}

/**
 * The §7 report of a page view, or null when none may go out: never for an error page (§7), nor
 * for a page whose type is not one of §2's (a page still rendering).
 */
export function buildPageViewReport(page: VisitedPage, context: PageViewContext): PageViewReport | null {
  const pageType = PageTypeSchema.safeParse(context.pageType);
  if (!pageType.success) return null;
  const { shop } = context;
  return {
    baseUrl: context.origin,
    path: page.path.slice(0, limits.path),
    referrer: httpUrlOrEmpty(page.referrer),
    language: shop.language,
    country: `${shop.country}-${markets[shop.country].alpha3}`,
    pageType: pageType.data,
    pageTitle: context.title.slice(0, limits.title),
    cbdToken: cbdTokenOf(shop, page),
    isBotTraffic: isBotTraffic({ userAgent: context.userAgent, webdriver: context.webdriver }),
    ua: context.userAgent.slice(0, limits.ua),
    uamb: isMobileBrowser(context.userAgent, context.mobileHint),
  };
}
