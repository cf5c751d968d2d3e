import { describe, expect, it } from 'vitest';
import { consentGroups, mayReportAnalytics, parseActiveConsentGroups } from './analytics-consent.ts';
import type { ConsentState } from './analytics-consent.ts';

describe('§4/§9 analytics consent', () => {
  it('§9 consent groups: statistics C0002, marketing C0004', () => {
    expect(consentGroups).toEqual({ statistics: 'C0002', marketing: 'C0004' });
  });

  it.each([
    [',C0001,C0002,', ['C0001', 'C0002']],
    ['C0001, C0004', ['C0001', 'C0004']],
    [',,', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('§9 the active group list %j is %j', (value, groups) => {
    expect(parseActiveConsentGroups(value)).toEqual(groups);
  });

  const statistics = ['C0001', 'C0002'];
  const necessaryOnly = ['C0001'];
  const marketingOnly = ['C0001', 'C0004'];

  it.each<[string, ConsentState, string | undefined, boolean]>([
    [
      'banner closed, statistics',
      { bannerClosed: true, hasChoice: false, activeGroups: statistics },
      undefined,
      true,
    ],
    [
      'stored choice, statistics',
      { bannerClosed: false, hasChoice: true, activeGroups: statistics },
      undefined,
      true,
    ],
    ['both, statistics', { bannerClosed: true, hasChoice: true, activeGroups: statistics }, undefined, true],
    [
      'undecided, statistics',
      { bannerClosed: false, hasChoice: false, activeGroups: statistics },
      undefined,
      false,
    ],
    [
      'banner closed, necessary only',
      { bannerClosed: true, hasChoice: false, activeGroups: necessaryOnly },
      undefined,
      false,
    ],
    [
      'stored choice, marketing only',
      { bannerClosed: false, hasChoice: true, activeGroups: marketingOnly },
      undefined,
      false,
    ],
    [
      'banner closed, vendor consented',
      { bannerClosed: true, hasChoice: false, activeGroups: necessaryOnly, consentedVendors: ['V12'] },
      'V12',
      true,
    ],
    [
      'stored choice, vendor consented',
      { bannerClosed: false, hasChoice: true, activeGroups: [], consentedVendors: ['V3', 'V12'] },
      'V12',
      true,
    ],
    [
      'undecided, vendor consented',
      { bannerClosed: false, hasChoice: false, activeGroups: [], consentedVendors: ['V12'] },
      'V12',
      false,
    ],
    [
      'banner closed, another vendor consented',
      { bannerClosed: true, hasChoice: false, activeGroups: necessaryOnly, consentedVendors: ['V3'] },
      'V12',
      false,
    ],
    [
      'banner closed, no vendor list',
      { bannerClosed: true, hasChoice: false, activeGroups: necessaryOnly },
      'V12',
      false,
    ],
    [
      'banner closed, vendors but none asked',
      { bannerClosed: true, hasChoice: false, activeGroups: necessaryOnly, consentedVendors: ['V12'] },
      undefined,
      false,
    ],
    [
      'banner closed, statistics without the vendor',
      { bannerClosed: true, hasChoice: false, activeGroups: statistics, consentedVendors: [] },
      'V12',
      true,
    ],
  ])('§4 %s: may report %s → %s', (_case, consent, vendorId, allowed) => {
    expect(mayReportAnalytics(consent, vendorId)).toBe(allowed);
  });
});
