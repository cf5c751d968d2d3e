import { describe, expect, it } from 'vitest';
import { getShopByCode, shopCodes, shops } from '../shops/shop-table.ts';
import type { ShopCode, ShopIdentity } from '../shops/shop-table.ts';
import { pageTypeOfRoute } from './page-type.ts';
import { hasRoute, isBranchId, matchRoute, routeIds, routePath } from './route-table.ts';
import type { RouteId } from './route-table.ts';

const de = getShopByCode('de-de');
const pl = getShopByCode('pl-pl');
const cs = getShopByCode('cs-cz');

/** routePath with loose types, for the rows of a table and for refused input. */
const pathOf = routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string;

type Row = [RouteId, Record<string, unknown> | undefined, string];

/** §2 routes whose paths are the same in every shop. */
const sharedRoutes: Row[] = [
  ['home', undefined, '/'],
  ['basket', undefined, '/basket/'],
  ['search', undefined, '/search/'],
  ['signin', undefined, '/signin/'],
  ['signout', undefined, '/signout/'],
  ['order-success', undefined, '/success/'],
  ['checkout', undefined, '/checkout/'],
  ['payment-sandbox', undefined, '/checkout/payment-sandbox/'],
  ['product', { slug: 'ray-ban-wayfarer-schwarz-4711' }, '/p/ray-ban-wayfarer-schwarz-4711/'],
  ['product', { slug: '4711' }, '/p/4711/'],
  ['product-template', { template: 'merch-pdp' }, '/p/merch-pdp/'],
  ['product-template', { template: 'glasses-pdp' }, '/p/glasses-pdp/'],
  ['product-template', { template: 'rx-glasses-pdp' }, '/p/rx-glasses-pdp/'],
  ['product-template', { template: 'contact-lens-pdp' }, '/p/contact-lens-pdp/'],
  ['product-template', { template: 'cleaning-fluid-pdp' }, '/p/cleaning-fluid-pdp/'],
  ['product-template', { template: 'hearing-aids-merch-pdp' }, '/p/hearing-aids-merch-pdp/'],
  ['wishlist', undefined, '/wishlist/'],
  ['account', undefined, '/account/'],
  ['account-user', undefined, '/account/user/'],
  ['account-orders', undefined, '/account/orders/'],
  ['account-order', { orderId: '100000000042' }, '/account/orders/100000000042/'],
  ['account-order', { orderId: 'Ab_9-z' }, '/account/orders/Ab_9-z/'],
  ['account-appointments', undefined, '/account/appointments/'],
  ['account-branch-orders', undefined, '/account/branch-order/'],
  ['account-branch-order', { branchOrderId: 'B-77' }, '/account/branch-order/B-77/'],
  ['account-subscriptions', undefined, '/account/subscriptions/'],
  ['account-subscription', { subscriptionId: 'sub_1' }, '/account/subscriptions/sub_1/'],
  ['overlay', { group: 'help', slug: 'size-guide' }, '/overlays/help/size-guide/'],
  ['category', { path: ['brillen'] }, '/brillen/'],
  ['category', { path: ['brillen', 'sonnenbrillen', 'damen-2024'] }, '/brillen/sonnenbrillen/damen-2024/'],
];

const city = { city: 'muenchen', branchId: '123' };
const cityPage = { county: 'bayern', city: 'muenchen' };

/** §2 translated routes per shop: the path, or null where the shop has no such route. */
const translated: Record<ShopCode, Record<string, string | null>> = {
  'de-de': {
    'branch-list': '/niederlassungen/',
    'branch-detail': '/niederlassungen/muenchen/123/',
    'branch-city': '/niederlassungen/stadt/bayern/muenchen/',
    'order-status': '/service/auftragsstatus/',
    'instructions-for-use': '/service/gebrauchsanweisungen/',
    'declarations-of-conformity': '/service/konformitaetserklaerungen/',
    'subscription-cancellation': '/spar-abo/kuendigung/',
    'try-on-listing': '/anprobevorort/',
    'try-on-basket': '/anprobeliste/',
  },
  'de-at': {
    'branch-list': '/niederlassungen/',
    'branch-detail': '/niederlassungen/muenchen/123/',
    'branch-city': '/niederlassungen/stadt/bayern/muenchen/',
    'order-status': '/service/auftragsstatus/',
    'instructions-for-use': '/service/gebrauchsanweisungen/',
    'declarations-of-conformity': '/service/konformitaetserklaerungen/',
    'subscription-cancellation': '/spar-abo/kuendigung/',
    'try-on-listing': '/anprobevorort/',
    'try-on-basket': '/anprobeliste/',
  },
  'de-ch': {
    'branch-list': '/niederlassungen/',
    'branch-detail': '/niederlassungen/muenchen/123/',
    'branch-city': '/niederlassungen/stadt/bayern/muenchen/',
    'order-status': '/service/auftragsstatus/',
    'instructions-for-use': '/service/gebrauchsanweisungen/',
    'declarations-of-conformity': '/service/konformitaetserklaerungen/',
    'subscription-cancellation': '/spar-abo/kuendigung/',
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'fr-ch': {
    'branch-list': '/succursales/',
    'branch-detail': '/succursales/muenchen/123/',
    'branch-city': '/succursales/ville/bayern/muenchen/',
    'order-status': '/service/statut/',
    'instructions-for-use': '/service/modes-d-emploi/',
    'declarations-of-conformity': '/service/declarations-de-conformite/',
    'subscription-cancellation': '/abonnement-epargne/resiliation/',
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'it-ch': {
    'branch-list': '/filiali/',
    'branch-detail': '/filiali/muenchen/123/',
    'branch-city': '/filiali/citta/bayern/muenchen/',
    'order-status': '/servizi/stato/',
    'instructions-for-use': '/servizi/istruzioni-per-l-uso/',
    'declarations-of-conformity': '/servizi/dichiarazioni-di-conformita/',
    'subscription-cancellation': '/abbonamento-risparmio/disdetta/',
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'it-it': {
    'branch-list': '/filiali/',
    'branch-detail': '/filiali/muenchen/123/',
    'branch-city': '/filiali/citta/bayern/muenchen/',
    'order-status': '/servizi/stato/',
    'instructions-for-use': '/servizi/istruzioni-per-l-uso/',
    'declarations-of-conformity': '/servizi/dichiarazioni-di-conformita/',
    'subscription-cancellation': null,
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'de-it': {
    'branch-list': '/niederlassungen/',
    'branch-detail': '/niederlassungen/muenchen/123/',
    'branch-city': '/niederlassungen/stadt/bayern/muenchen/',
    'order-status': '/service/auftragsstatus/',
    'instructions-for-use': '/service/gebrauchsanweisungen/',
    'declarations-of-conformity': '/service/konformitaetserklaerungen/',
    'subscription-cancellation': null,
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'pl-pl': {
    'branch-list': '/salony/',
    'branch-detail': '/salony/muenchen/123/',
    'branch-city': '/salony/miasto/bayern/muenchen/',
    'order-status': '/uslugi/status/',
    'instructions-for-use': '/uslugi/instrukcje-uzytkowania/',
    'declarations-of-conformity': '/uslugi/deklaracje-zgodnosci/',
    'subscription-cancellation': '/abonament-oszczednosciowy/rezygnacja/',
    'try-on-listing': null,
    'try-on-basket': null,
  },
  'cs-cz': {
    'branch-list': '/pobocky/',
    'branch-detail': '/pobocky/muenchen/123/',
    'branch-city': '/pobocky/mesto/bayern/muenchen/',
    'order-status': null,
    'instructions-for-use': '/sluzby/navody-k-pouziti/',
    'declarations-of-conformity': '/sluzby/prohlaseni-o-shode/',
    'subscription-cancellation': '/sporici-predplatne/zruseni/',
    'try-on-listing': null,
    'try-on-basket': null,
  },
};

const translatedParams: Partial<Record<RouteId, Record<string, unknown>>> = {
  'branch-detail': city,
  'branch-city': cityPage,
};

const translatedRows = shopCodes.flatMap((code) =>
  Object.entries(translated[code]).map(
    ([routeId, path]) => [code, routeId as RouteId, translatedParams[routeId as RouteId], path] as const,
  ),
);

describe('§2 route table: paths that are the same in every shop', () => {
  const rows = shopCodes.flatMap((code) => sharedRoutes.map((row) => [code, ...row] as const));

  it.each(rows)('%s %s %j is %s', (code, routeId, params, path) => {
    const shop = getShopByCode(code);
    expect(hasRoute(shop, routeId)).toBe(true);
    expect(pathOf(shop, routeId, params)).toBe(path);
  });

  it.each(rows)('%s reads %s %j back from %s with its page type', (code, routeId, params, path) => {
    expect(matchRoute(getShopByCode(code), path)).toEqual({
      ok: true,
      route: { routeId, params: params ?? {}, pageType: pageTypeOfRoute(routeId) },
    });
  });
});

describe('§2 route table: translated prefixes, and routes only some shops have', () => {
  it.each(translatedRows)('%s %s %j is %s', (code, routeId, params, path) => {
    const shop = getShopByCode(code);
    expect(hasRoute(shop, routeId)).toBe(path !== null);
    if (path === null) {
      expect(() => pathOf(shop, routeId, params)).toThrow(`Shop ${code} has no route ${routeId}`);
    } else {
      expect(pathOf(shop, routeId, params)).toBe(path);
      expect(matchRoute(shop, path)).toEqual({
        ok: true,
        route: { routeId, params: params ?? {}, pageType: pageTypeOfRoute(routeId) },
      });
    }
  });

  it('covers every route of the table', () => {
    const covered = new Set([
      ...sharedRoutes.map(([routeId]) => routeId),
      ...Object.keys(translated['de-de']),
    ]);
    expect([...covered].sort()).toEqual([...routeIds].sort());
  });

  it('every path of every shop ends with a slash and reads back as itself', () => {
    for (const [code, routeId, params, path] of translatedRows) {
      if (path !== null) expect(matchRoute(getShopByCode(code), path).ok, `${code} ${routeId}`).toBe(true);
      if (path !== null)
        expect(path.endsWith('/'), `${code} ${routeId} ${JSON.stringify(params)}`).toBe(true);
    }
  });
});

describe('§2 a shop without a route falls through to the category catch-all', () => {
  it.each([
    ['de-ch', '/anprobevorort/', ['anprobevorort']],
    ['pl-pl', '/niederlassungen/', ['niederlassungen']],
    ['cs-cz', '/service/auftragsstatus/', ['service', 'auftragsstatus']],
    ['it-it', '/spar-abo/kuendigung/', ['spar-abo', 'kuendigung']],
    ['de-de', '/filiali/', ['filiali']],
  ] as const)('%s reads %s as the category %j', (code, path, segments) => {
    expect(matchRoute(getShopByCode(code), path)).toEqual({
      ok: true,
      route: { routeId: 'category', params: { path: segments }, pageType: 'category' },
    });
  });
});

describe('§2 every path ends with a trailing slash: without it, a 301 to the path with it', () => {
  it.each([
    ['de-de', '/basket', '/basket/'],
    ['de-de', '/account/orders', '/account/orders/'],
    ['de-de', '/niederlassungen', '/niederlassungen/'],
    ['pl-pl', '/salony/krakow/12', '/salony/krakow/12/'],
    ['de-de', '/p/ray-ban-4711', '/p/ray-ban-4711/'],
    ['de-de', '/brillen/sonnenbrillen', '/brillen/sonnenbrillen/'],
  ] as const)('%s %s → %s', (code, pathname, redirectTo) => {
    expect(matchRoute(getShopByCode(code), pathname)).toEqual({
      ok: false,
      reason: 'missing-trailing-slash',
      redirectTo,
      status: 301,
    });
  });

  it.each(['/robots.txt', '/p/sonnenbrille', '/account/unknown', '/Brillen', '//evil.example', ''])(
    'does not redirect %j, which matches nothing with a slash either',
    (pathname) => {
      expect(matchRoute(de, pathname)).toEqual({ ok: false, reason: 'not-found' });
    },
  );
});

describe('§2 paths that match no route (404 Page Not Found, §8)', () => {
  it.each([
    ['de-de', 'basket/'],
    ['de-de', '//'],
    ['de-de', '/brillen//'],
    ['de-de', '//brillen/'],
    ['de-de', '/Brillen/'],
    ['de-de', '/br%C3%BCllen/'],
    ['de-de', '/-brillen/'],
    ['de-de', '/brillen?x=1/'],
    ['de-de', '/p/'],
    ['de-de', '/p/sonnenbrille/'],
    ['de-de', '/p/sonnenbrille-0/'],
    ['de-de', '/p/merch-pdp/extra/'],
    ['de-de', '/account/unknown/'],
    ['de-de', '/account/orders/12.3/'],
    ['de-de', '/account/orders/12/items/'],
    ['de-de', '/overlays/help/'],
    ['de-de', '/overlays/Help/size/'],
    ['de-de', '/niederlassungen/muenchen/'],
    ['de-de', '/niederlassungen/stadt/muenchen/'],
    ['de-de', '/niederlassungen/Muenchen/123/'],
    ['de-de', '/niederlassungen/muenchen/12a/'],
    ['de-de', '/niederlassungen/stadt/Bayern/muenchen/'],
    ['de-de', '/niederlassungen/stadt/bayern/muenchen/1/'],
    ['pl-pl', '/salony/miasto/'],
    ['cs-cz', '/pobocky/a/b/c/d/'],
  ] as const)('%s: %j is not found', (code, pathname) => {
    expect(matchRoute(getShopByCode(code), pathname)).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('§2 matching prefers the app route to the catch-all', () => {
  it.each([
    ['/p/glasses-pdp/', 'product-template', { template: 'glasses-pdp' }],
    ['/p/glasses-pdp-5/', 'product', { slug: 'glasses-pdp-5' }],
    ['/account/orders/', 'account-orders', {}],
    ['/niederlassungen/stadt/1/', 'branch-detail', { city: 'stadt', branchId: '1' }],
    ['/service/gebrauchsanweisungen/', 'instructions-for-use', {}],
    ['/service/unbekannt/', 'category', { path: ['service', 'unbekannt'] }],
  ] as const)('%s is %s %j', (pathname, routeId, params) => {
    const result = matchRoute(de, pathname);
    expect(result.ok && result.route.routeId).toBe(routeId);
    expect(result.ok && result.route.params).toEqual(params);
  });
});

describe('§2 building a path refuses what the route cannot carry', () => {
  it.each([
    ['product', { slug: 'sonnenbrille' }, 'Route product refuses slug "sonnenbrille"'],
    ['product', { slug: 'Ray-Ban-4711' }, 'Route product refuses slug "Ray-Ban-4711"'],
    ['product', {}, 'Route product refuses slug undefined'],
    ['product-template', { template: 'shoes-pdp' }, 'Route product-template refuses template "shoes-pdp"'],
    ['account-order', { orderId: '' }, 'Route account-order refuses orderId ""'],
    ['account-order', { orderId: '1/2' }, 'Route account-order refuses orderId "1/2"'],
    [
      'account-branch-order',
      { branchOrderId: 'a b' },
      'Route account-branch-order refuses branchOrderId "a b"',
    ],
    [
      'account-subscription',
      { subscriptionId: '../x' },
      'Route account-subscription refuses subscriptionId "../x"',
    ],
    ['branch-detail', { city: 'München', branchId: '123' }, 'Route branch-detail refuses city "München"'],
    ['branch-detail', { city: 'muenchen', branchId: 'x1' }, 'Route branch-detail refuses branchId "x1"'],
    ['branch-detail', { city: 'muenchen', branchId: 123 }, 'Route branch-detail refuses branchId 123'],
    ['branch-city', { county: 'bayern' }, 'Route branch-city refuses city undefined'],
    ['overlay', { group: 'help', slug: 'Size' }, 'Route overlay refuses slug "Size"'],
    ['category', { path: [] }, '[] is no category path in shop de-de'],
    ['category', { path: ['Brillen'] }, '["Brillen"] is no category path in shop de-de'],
    ['category', { path: ['brillen', ''] }, '["brillen",""] is no category path in shop de-de'],
    ['category', { path: ['basket'] }, '["basket"] is no category path in shop de-de'],
    ['category', { path: ['account', 'foo'] }, '["account","foo"] is no category path in shop de-de'],
    ['category', { path: ['p', 'foo'] }, '["p","foo"] is no category path in shop de-de'],
    [
      'category',
      { path: ['overlays', 'a', 'b', 'c'] },
      '["overlays","a","b","c"] is no category path in shop de-de',
    ],
    [
      'category',
      { path: ['niederlassungen', 'foo'] },
      '["niederlassungen","foo"] is no category path in shop de-de',
    ],
    ['category', { path: [7] }, '[7] is no category path in shop de-de'],
    ['category', { path: ['brillen', 7] }, '["brillen",7] is no category path in shop de-de'],
    ['category', { path: 'brillen' }, '"brillen" is no category path in shop de-de'],
    ['category', {}, 'undefined is no category path in shop de-de'],
  ] as const)('%s %j throws %s', (routeId, params, message) => {
    expect(() => pathOf(de, routeId, params)).toThrow(message);
  });

  it('accepts in one shop a category path that is a route in another', () => {
    expect(pathOf(pl, 'category', { path: ['niederlassungen', 'foo'] })).toBe('/niederlassungen/foo/');
    expect(pathOf(cs, 'category', { path: ['anprobeliste'] })).toBe('/anprobeliste/');
  });

  it('refuses a shop the shop table does not know', () => {
    const unknown = { ...de, code: 'en-gb' } as unknown as ShopIdentity;
    expect(() => pathOf(unknown, 'basket')).toThrow('Shop table has no shop en-gb');
    expect(() => hasRoute(unknown, 'basket')).toThrow('Shop table has no shop en-gb');
  });
});

describe('§2 branch ids are digits', () => {
  it.each([
    ['123', true],
    ['0', true],
    ['', false],
    ['12a', false],
    ['a12', false],
    ['1 2', false],
  ])('%j: %s', (value, expected) => {
    expect(isBranchId(value)).toBe(expected);
  });
});

describe('§2 hasRoute', () => {
  it('gives the category catch-all to every shop', () => {
    for (const shop of shops) expect(hasRoute(shop, 'category')).toBe(true);
  });
});
