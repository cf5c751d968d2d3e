import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { hasRoute, routeIds, routePath, shops } from '@lumen/domain';
import type { RouteId, RouteParamsArgs, ShopIdentity } from '@lumen/domain';
import { routeTree } from '../route-tree.gen.ts';
import { catchAllPrefix, internalRoutePath, toInternalPathname, toPublicPathname } from './internal-paths.ts';

/** A real example of each route's params (§2). */
const sampleParams: { [R in RouteId]: RouteParamsArgs<R> } = {
  home: [],
  basket: [],
  search: [],
  signin: [],
  signout: [],
  'order-success': [],
  checkout: [],
  'payment-sandbox': [],
  'product-template': [{ template: 'rx-glasses-pdp' }],
  product: [{ slug: 'ray-ban-aviator-gold-123456' }],
  wishlist: [],
  account: [],
  'account-user': [],
  'account-orders': [],
  'account-order': [{ orderId: '100000000042' }],
  'account-appointments': [],
  'account-branch-orders': [],
  'account-branch-order': [{ branchOrderId: 'BO-2025-17' }],
  'account-subscriptions': [],
  'account-subscription': [{ subscriptionId: 'sub_81' }],
  'branch-list': [],
  'branch-detail': [{ city: 'krakow', branchId: '123' }],
  'branch-city': [{ county: 'malopolskie', city: 'krakow' }],
  'order-status': [],
  overlay: [{ group: 'brillenpass', slug: 'info' }],
  'instructions-for-use': [],
  'declarations-of-conformity': [],
  'subscription-cancellation': [],
  'try-on-listing': [],
  'try-on-basket': [],
  category: [{ path: ['brillen', 'sonnenbrillen', 'pilotenbrillen'] }],
};

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  trailingSlash: 'always',
  context: {} as never,
});

/** The route file a pathname lands on ('/page/$' for the catch-all). */
function routeFileOf(pathname: string): string | undefined {
  const found: { fullPath: string } | undefined = router.getMatchedRoutes(pathname)[2];
  return found?.fullPath;
}

const publicPath = (shop: ShopIdentity, routeId: RouteId) =>
  (routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string)(
    shop,
    routeId,
    sampleParams[routeId][0],
  );

describe('§2 the router has a route for every route of the route table', () => {
  it.each(routeIds.filter((id) => id !== 'category'))('%s has its own route file', (routeId) => {
    const internal = (internalRoutePath as (id: RouteId, params?: unknown) => string)(
      routeId,
      sampleParams[routeId][0],
    );
    const file = routeFileOf(internal);
    expect(file).toBeDefined();
    expect(file).not.toBe(`${catchAllPrefix}/$`);
  });

  it('category (any depth) lands on the catch-all route', () => {
    expect(routeFileOf(internalRoutePath('category', { path: ['brillen'] }))).toBe(`${catchAllPrefix}/$`);
    expect(routeFileOf(internalRoutePath('category', { path: ['a', 'b', 'c', 'd'] }))).toBe(
      `${catchAllPrefix}/$`,
    );
  });
});

describe('§2 building a path and matching it again round-trips in all nine shops', () => {
  const cases = shops.flatMap((shop) =>
    routeIds
      .filter((routeId) => hasRoute(shop, routeId))
      .map((routeId) => [shop.code, routeId, shop] as const),
  );
  it.each(cases)('%s %s', (_code, routeId, shop) => {
    const path = publicPath(shop, routeId);
    const internal = toInternalPathname(shop, path);
    expect(toPublicPathname(shop, internal)).toBe(path);
    const file = routeFileOf(internal);
    expect(file).toBeDefined();
    expect(file === `${catchAllPrefix}/$`).toBe(routeId === 'category');
  });
});

describe('paths a shop does not have fall through to the catch-all (category, content, redirect or 404)', () => {
  it.each([
    ['pl-pl', '/niederlassungen/'],
    ['cs-cz', '/service/auftragsstatus/'],
    ['it-it', '/anprobevorort/'],
    ['fr-ch', '/spar-abo/kuendigung/'],
    ['de-de', '/p/no-product-id/'],
    ['de-de', '/account/orders/not an id/'],
  ])('%s %s', (code, path) => {
    const shop = shops.find((candidate) => candidate.code === code)!;
    const internal = toInternalPathname(shop, path);
    expect(internal).toBe(`${catchAllPrefix}${path}`);
    expect(routeFileOf(internal)).toBe(`${catchAllPrefix}/$`);
    expect(toPublicPathname(shop, internal)).toBe(path);
  });
});
