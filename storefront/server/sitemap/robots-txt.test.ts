import { describe, expect, it } from 'vitest';
import { getShopByCode, hasRoute, robotsOfRoute, routeIds, routePath, shops } from '@lumen/domain';
import type { RouteId, RouteParamsMap, ShopIdentity } from '@lumen/domain';
import { disallowedPaths, indexableFixedRoutes, isIndexable, robotsTxt } from './robots-txt.ts';

/** A page of every route with parameters, to see which rule covers it. */
const sampleParams: { [R in keyof RouteParamsMap]: RouteParamsMap[R] } = {
  'product-template': { template: 'glasses-pdp' },
  product: { slug: 'brille-mats-havanna-4711' },
  'account-order': { orderId: '202611210001' },
  'account-branch-order': { branchOrderId: 'BO-1' },
  'account-subscription': { subscriptionId: 'sub-1' },
  'branch-detail': { city: 'berlin', branchId: '1101' },
  'branch-city': { county: 'berlin', city: 'berlin' },
  overlay: { group: 'service', slug: 'versand' },
  category: { path: ['brillen', 'sonnenbrillen'] },
};

function pathOf(shop: ShopIdentity, routeId: RouteId): string {
  return (routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string)(
    shop,
    routeId,
    (sampleParams as Record<string, unknown>)[routeId],
  );
}

const isDisallowed = (shop: ShopIdentity, path: string) =>
  disallowedPaths(shop).some((prefix) => path.startsWith(prefix));

describe('robots.txt keeps crawlers out of the shopper’s own pages, in every shop', () => {
  it.each(shops.map((shop) => ({ code: shop.code, shop })))(
    '$code: every noindex page (route-robots) is disallowed, every indexable one allowed',
    ({ shop }) => {
      for (const routeId of routeIds.filter((id) => hasRoute(shop, id))) {
        const path = pathOf(shop, routeId);
        expect(isDisallowed(shop, path), `${routeId} ${path}`).toBe(!isIndexable(robotsOfRoute(routeId)));
      }
    },
  );

  it('names the paths of the route table, translated, and a folder once', () => {
    expect(robotsTxt(getShopByCode('de-de'), 'https://www.lumen-optik.de')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /basket/',
        'Disallow: /search/',
        'Disallow: /signin/',
        'Disallow: /signout/',
        'Disallow: /success/',
        'Disallow: /checkout/',
        'Disallow: /wishlist/',
        'Disallow: /account/',
        'Disallow: /anprobeliste/',
        '',
        'Sitemap: https://www.lumen-optik.de/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the routes a shop does not have (the try-on basket outside de-de and de-at)', () => {
    expect(disallowedPaths(getShopByCode('pl-pl'))).not.toContain('/anprobeliste/');
    expect(disallowedPaths(getShopByCode('de-at'))).toContain('/anprobeliste/');
  });

  it('points at the sitemap of the shop’s own origin', () => {
    expect(robotsTxt(getShopByCode('fr-ch'), 'http://fr-ch.localhost:3000')).toContain(
      'Sitemap: http://fr-ch.localhost:3000/sitemap.xml\n',
    );
  });
});

describe('the fixed pages of the sitemap', () => {
  it('are the indexable routes without parameters the shop has, translated', () => {
    const pl = getShopByCode('pl-pl');
    expect(indexableFixedRoutes(pl).map((routeId) => routePath(pl, routeId))).toEqual([
      '/',
      '/salony/',
      '/uslugi/status/',
      '/uslugi/instrukcje-uzytkowania/',
      '/uslugi/deklaracje-zgodnosci/',
      '/abonament-oszczednosciowy/rezygnacja/',
    ]);
    expect(indexableFixedRoutes(getShopByCode('de-de'))).toContain('try-on-listing');
    expect(indexableFixedRoutes(getShopByCode('cs-cz'))).not.toContain('order-status');
  });
});

describe('isIndexable reads a robots directive', () => {
  it.each([
    ['index, follow', true],
    ['index,nofollow', true],
    ['noindex, follow', false],
    ['NOINDEX', false],
    ['none', false],
  ])('%s → %s', (robots, indexable) => {
    expect(isIndexable(robots)).toBe(indexable);
  });
});
