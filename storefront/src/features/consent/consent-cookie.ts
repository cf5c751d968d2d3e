import { consentGroups, regulationKeys } from '@lumen/domain';
import type { ConsentGroupId, RegulationKey } from '@lumen/domain';

/**
 * The shop's own consent record: a first-party cookie, not HttpOnly, so that the server renders the
 * banner (or not) from the request and the browser reads and writes the same value. Lax keeps it on
 * links from other sites, so a shopper arriving from a search engine is not asked again.
 */
export const consentCookie = {
  name: 'lumen_consent',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/** The groups the shopper decides on (§9); the necessary group is always on and never stored. */
export const optionalConsentGroups: readonly ConsentGroupId[] = [
  consentGroups.statistics,
  consentGroups.marketing,
];

/** The shopper's answer: under which regulation it was given, and each optional group granted or not. */
export interface StoredConsent {
  regulation: RegulationKey;
  granted: Record<ConsentGroupId, boolean>;
}

/*
 * The value is `v1|GDPR|C0002:1|C0004:0`: a version, the regulation the banner asked under (§9), then
 * each optional group with 1 (granted) or 0. Only cookie-safe characters (no comma, space or
 * semicolon), so it needs no encoding and reads the same in the Cookie header and document.cookie.
 */
const version = 'v1';

/** The cookie value of an answer. */
export function formatConsentCookieValue(consent: StoredConsent): string {
  const groups = optionalConsentGroups.map((group) => `${group}:${consent.granted[group] ? 1 : 0}`);
  return [version, consent.regulation, ...groups].join('|');
}

/**
 * The answer a cookie value holds, or null when it holds none the shop can trust: another format
 * or version, an unknown regulation, or a group missing or said twice. A group the shop does not
 * ask for is ignored (one the banner stopped asking).
 */
export function parseConsentCookieValue(value: string): StoredConsent | null {
  const [valueVersion, regulation, ...entries] = value.split('|');
  if (valueVersion !== version) return null;
  if (!(regulationKeys as readonly string[]).includes(regulation ?? '')) return null;
  const granted: Partial<Record<string, boolean>> = {};
  for (const entry of entries) {
    const match = /^(C\d{4}):([01])$/.exec(entry);
    if (!match) return null;
    const [, group, flag] = match as unknown as [string, string, string];
    if (group in granted) return null;
    granted[group] = flag === '1';
  }
  const complete = optionalConsentGroups.every((group) => granted[group] !== undefined);
  if (!complete) return null;
  return {
    regulation: regulation as RegulationKey,
    granted: Object.fromEntries(
      optionalConsentGroups.map((group) => [group, granted[group] === true]),
    ) as Record<ConsentGroupId, boolean>,
  };
}

/** One cookie's value from a Cookie header or `document.cookie` (`a=1; b=2`); the first wins. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The stored answer for a shop's regulation, from a Cookie header or `document.cookie`. An answer
 * given under another regulation does not count: that banner asked on other terms, so the shopper
 * is asked again.
 */
export function readStoredConsent(cookies: string, regulation: RegulationKey): StoredConsent | null {
  const value = readCookie(cookies, consentCookie.name);
  const consent = value === undefined ? null : parseConsentCookieValue(value);
  return consent?.regulation === regulation ? consent : null;
}

/**
 * The `Domain` attribute for a shop's cookie domain (§3 Shop.cookieDomain) on a host: the shop's
 * domain when the host lies under it (the Swiss shop's language hosts share one answer), none (a
 * host-only cookie) when the host is the domain itself or lies elsewhere, which a browser would
 * refuse, or the domain has no dot (`localhost`).
 */
export function cookieDomainAttribute(
  hostname: string,
  cookieDomain: string | undefined,
): string | undefined {
  const domain = cookieDomain?.trim().toLowerCase().replace(/^\./, '');
  const host = hostname.toLowerCase();
  if (!domain || !domain.includes('.') || host === domain) return undefined;
  return host.endsWith(`.${domain}`) ? domain : undefined;
}

export interface ConsentCookieOptions {
  /** Behind https: the cookie is sent over https only. */
  secure: boolean;
  domain?: string | undefined;
}

/** The `document.cookie` assignment that stores an answer for 365 days on path `/`, SameSite Lax. */
export function consentCookieString(consent: StoredConsent, options: ConsentCookieOptions): string {
  return [
    `${consentCookie.name}=${formatConsentCookieValue(consent)}`,
    `Max-Age=${consentCookie.maxAgeSeconds}`,
    `Path=${consentCookie.path}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    `SameSite=${consentCookie.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
