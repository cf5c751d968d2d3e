import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import { buildPageViewReport } from './page-view-report.ts';
import type { PageViewContext, VisitedPage } from './page-view-report.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const token = 'cbd_9f8e7d6c5b4a3f2e1d0c';

const german: PageViewContext = {
  shop: getShopByCode('de-de'),
  origin: 'https://www.lumen-optik.de',
  pageType: 'store',
  title: 'Filialen | Lumen Optik',
  userAgent: firefox,
  webdriver: false,
};

const branches: VisitedPage = { path: '/niederlassungen/', search: '', referrer: 'https://www.google.com/' };

describe('§7 the page view report', () => {
  it('has every field the beacon sends', () => {
    expect(buildPageViewReport(branches, german)).toEqual({
      baseUrl: 'https://www.lumen-optik.de',
      path: '/niederlassungen/',
      referrer: 'https://www.google.com/',
      language: 'de',
      country: 'DE-DEU',
      pageType: 'store',
      pageTitle: 'Filialen | Lumen Optik',
      cbdToken: null,
      isBotTraffic: false,
      ua: firefox,
      uamb: false,
    });
  });

  it.each([
    ['fr-ch', 'fr', 'CH-CHE'],
    ['it-ch', 'it', 'CH-CHE'],
    ['de-it', 'de', 'IT-ITA'],
    ['pl-pl', 'pl', 'PL-POL'],
    ['cs-cz', 'cs', 'CZ-CZE'],
    ['de-at', 'de', 'AT-AUT'],
  ] as const)('%s reports language %s and country %s (§1 codes)', (code, language, country) => {
    const report = buildPageViewReport(branches, { ...german, shop: getShopByCode(code) });
    expect(report).toMatchObject({ language, country });
  });

  it.each([
    ['error', null],
    [undefined, null],
    ['landing', null],
    ['homepage', 'homepage'],
    ['account_area:user', 'account_area:user'],
  ])('§7 a page of type %j reports as %j (never an error page)', (pageType, reported) => {
    expect(buildPageViewReport(branches, { ...german, pageType })?.pageType ?? null).toBe(reported);
  });

  it.each([
    ['the success page with a valid token', '/success/', `?cbd=${token}`, token],
    ['the success page with a broken token', '/success/', '?cbd=a;b', null],
    ['the success page without a token', '/success/', '', null],
    ['another page with a cbd parameter', '/basket/', `?cbd=${token}`, null],
  ])('§7 cbdToken: %s → %j', (_case, path, search, cbdToken) => {
    const report = buildPageViewReport({ path, search, referrer: '' }, { ...german, pageType: 'other' });
    expect(report?.cbdToken).toBe(cbdToken);
  });

  it.each([
    ['another site', 'https://www.google.com/search', 'https://www.google.com/search'],
    [
      'the shop’s previous page',
      'http://de-de.localhost:3000/brillen/',
      'http://de-de.localhost:3000/brillen/',
    ],
    ['none', '', ''],
    ['an app', 'android-app://com.google.android.gm/', ''],
    ['no address', 'not a url', ''],
    ['an address too long for the api', `https://example.com/${'a'.repeat(2000)}`, ''],
  ])('the referrer of %s is %j', (_case, referrer, reported) => {
    expect(buildPageViewReport({ ...branches, referrer }, german)?.referrer).toBe(reported);
  });

  it('cuts the title and the user agent to what the api takes', () => {
    const report = buildPageViewReport(branches, {
      ...german,
      title: 't'.repeat(600),
      userAgent: 'u'.repeat(1200),
    });
    expect(report?.pageTitle).toHaveLength(500);
    expect(report?.ua).toHaveLength(1000);
  });

  it.each([
    ['automation', { webdriver: true }, { isBotTraffic: true }],
    ['a crawler', { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, { isBotTraffic: true }],
    ['a phone by its client hint', { mobileHint: true }, { uamb: true, isBotTraffic: false }],
  ])('§6 flags %s', (_case, context, flags) => {
    expect(buildPageViewReport(branches, { ...german, ...context })).toMatchObject(flags);
  });
});
