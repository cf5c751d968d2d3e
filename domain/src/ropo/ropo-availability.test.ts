import { describe, expect, it } from 'vitest';
import { isRopoAvailable } from './ropo-availability.ts';
import type { RopoEligibility, RopoShopConfig } from './ropo-availability.ts';

const eligible: RopoEligibility = { cookie: true, state: true };
const config: RopoShopConfig = { enabled: true, maxNumberOfArticles: 3, supportedStores: ['1001'] };

describe('§4 ROPO availability', () => {
  it.each<[string, RopoEligibility, RopoShopConfig | null | undefined, boolean]>([
    ['eligible and configured', eligible, config, true],
    ['maximum 1 is enough', eligible, { ...config, maxNumberOfArticles: 1 }, true],
    ['cookie missing', { cookie: false, state: true }, config, false],
    ['state missing', { cookie: true, state: false }, config, false],
    ['neither', { cookie: false, state: false }, config, false],
    ['disabled', eligible, { ...config, enabled: false }, false],
    ['maximum 0', eligible, { ...config, maxNumberOfArticles: 0 }, false],
    ['no supported stores', eligible, { ...config, supportedStores: [] }, false],
    ['no config', eligible, undefined, false],
    ['null config', eligible, null, false],
  ])('%s: %s', (_case, eligibility, shopConfig, available) => {
    expect(isRopoAvailable(eligibility, shopConfig)).toBe(available);
  });
});
