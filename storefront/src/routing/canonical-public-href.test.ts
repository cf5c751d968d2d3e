import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { getShopByCode, localShopDomains } from '@lumen/domain';
import { createAppRouter } from '../router.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { withSearchString } from './canonical-public-href.ts';

describe('withSearchString: a public address with the router’s own query', () => {
  it.each([
    ['/impressum/?a%5Bb%5D=1%2C4', '?a[b]=1,4', '/impressum/?a[b]=1,4'],
    ['/suche/?term=ray+ban#ergebnisse', '?term=ray%20ban', '/suche/?term=ray%20ban#ergebnisse'],
    ['/?x=1', '', '/'],
    ['/brillen/', '?page=2', '/brillen/?page=2'],
    ['/brillen/#oben', '', '/brillen/#oben'],
  ])('%s with %j is %s', (publicHref, searchStr, expected) => {
    expect(withSearchString(publicHref, searchStr)).toBe(expected);
  });
});

/*
 * The server renderer checks that the requested address is the one the router would build, and
 * redirects otherwise; TanStack's request handler writes the query out with URLSearchParams first.
 */
const token = 'f3a1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4';

describe('§2 an address whose query has brackets, commas or spaces is its own canonical address', () => {
  const router = createAppRouter({
    rpc: () => Promise.reject(new Error('no api in this test')),
    shop: getShopByCode('pl-pl'),
    shopDomains: localShopDomains(3000),
    i18n: createI18n('pl-PL', {}),
    assets: { scripts: [], styles: [], inlineModules: [] },
  });

  it.each([
    [
      `/?_storyblok_tk%5Bspace_id%5D=310427&_storyblok_tk%5Btoken%5D=${token}`,
      `/?_storyblok_tk[space_id]=310427&_storyblok_tk[token]=${token}`,
    ],
    ['/okulary/?filters%5Bshape%5D=1%2C4&page=2', '/okulary/?filters[shape]=1,4&page=2'],
    ['/salony/?term=ray+ban', '/salony/?term=ray%20ban'],
  ])('%s', (requested, canonical) => {
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [requested] }) });
    const location = router.latestLocation;
    const built = router.buildLocation({ to: location.pathname, search: true, params: true, hash: true });
    expect(location.publicHref).toBe(canonical);
    expect(built.publicHref).toBe(canonical);
  });
});
