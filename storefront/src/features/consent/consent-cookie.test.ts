import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  consentCookieString,
  cookieDomainAttribute,
  formatConsentCookieValue,
  parseConsentCookieValue,
  readCookie,
  readStoredConsent,
} from './consent-cookie.ts';
import type { StoredConsent } from './consent-cookie.ts';

const statisticsOnly: StoredConsent = { regulation: 'GDPR', granted: { C0002: true, C0004: false } };
const everything: StoredConsent = { regulation: 'DSGLPD', granted: { C0002: true, C0004: true } };

describe('the consent cookie', () => {
  it('lives 365 days on path / with SameSite Lax', () => {
    expect(consentCookie).toEqual({
      name: 'lumen_consent',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'Lax',
    });
  });

  it.each<[StoredConsent, string]>([
    [statisticsOnly, 'v1|GDPR|C0002:1|C0004:0'],
    [everything, 'v1|DSGLPD|C0002:1|C0004:1'],
    [{ regulation: 'GDPR', granted: { C0002: false, C0004: false } }, 'v1|GDPR|C0002:0|C0004:0'],
  ])('%j is written %s, and read back alike', (consent, value) => {
    expect(formatConsentCookieValue(consent)).toBe(value);
    expect(parseConsentCookieValue(value)).toEqual(consent);
  });

  it.each([
    ['no value', ''],
    ['another version', 'v2|GDPR|C0002:1|C0004:0'],
    ['an unknown regulation', 'v1|CCPA|C0002:1|C0004:0'],
    ['a missing group', 'v1|GDPR|C0002:1'],
    ['a group said twice', 'v1|GDPR|C0002:1|C0002:0|C0004:0'],
    ['a flag other than 0 or 1', 'v1|GDPR|C0002:yes|C0004:0'],
    ['a foreign format', 'groups=C0001%3A1%2CC0002%3A1'],
  ])('a value with %s holds no answer', (_case, value) => {
    expect(parseConsentCookieValue(value)).toBeNull();
  });

  it('ignores a group the banner no longer asks for', () => {
    expect(parseConsentCookieValue('v1|GDPR|C0002:1|C0003:1|C0004:0')).toEqual(statisticsOnly);
  });

  it.each([
    ['lumen_consent=v1|GDPR|C0002:1|C0004:0', 'v1|GDPR|C0002:1|C0004:0'],
    ['locale=de-DE; lumen_consent=v1|GDPR|C0002:1|C0004:0; sid=x', 'v1|GDPR|C0002:1|C0004:0'],
    ['other_lumen_consent=a; lumen_consent=b', 'b'],
    ['lumen_consent=a; lumen_consent=b', 'a'],
    ['locale=de-DE', undefined],
    ['', undefined],
  ])('from the cookies %j it reads %j', (cookies, value) => {
    expect(readCookie(cookies, 'lumen_consent')).toBe(value);
  });

  it.each([
    [
      'an answer under the shop’s regulation',
      'lumen_consent=v1|GDPR|C0002:1|C0004:0',
      'GDPR',
      statisticsOnly,
    ],
    ['an answer under another regulation', 'lumen_consent=v1|GDPR|C0002:1|C0004:0', 'DSGLPD', null],
    ['no answer', 'locale=de-CH', 'DSGLPD', null],
  ] as const)('%s counts: %j', (_case, cookies, regulation, stored) => {
    expect(readStoredConsent(cookies, regulation)).toEqual(stored);
  });

  it.each([
    ['fr.lumen-optik.ch', 'lumen-optik.ch', 'lumen-optik.ch'],
    ['fr.lumen-optik.ch', '.lumen-optik.ch', 'lumen-optik.ch'],
    ['www.lumen-optik.de', 'lumen-optik.de', 'lumen-optik.de'],
    ['lumen-optik.de', 'lumen-optik.de', undefined],
    ['de-de.localhost', 'de-de.localhost', undefined],
    ['de-de.localhost', 'localhost', undefined],
    ['www.lumen-optik.de', 'lumen-optik.at', undefined],
    ['evillumen-optik.de', 'lumen-optik.de', undefined],
    ['www.lumen-optik.de', undefined, undefined],
  ])('on %s with the cookie domain %j the Domain attribute is %j', (host, domain, attribute) => {
    expect(cookieDomainAttribute(host, domain)).toBe(attribute);
  });

  it.each([
    [{ secure: false }, 'lumen_consent=v1|GDPR|C0002:1|C0004:0; Max-Age=31536000; Path=/; SameSite=Lax'],
    [
      { secure: true, domain: 'lumen-optik.ch' },
      'lumen_consent=v1|GDPR|C0002:1|C0004:0; Max-Age=31536000; Path=/; Domain=lumen-optik.ch; SameSite=Lax; Secure',
    ],
  ])('is written with %j as %s', (options, cookie) => {
    expect(consentCookieString(statisticsOnly, options)).toBe(cookie);
  });
});
