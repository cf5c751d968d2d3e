import { describe, expect, it } from 'vitest';
import { robotsOfRoute } from './route-robots.ts';
import type { RouteId } from './route-table.ts';

describe('§9 robots per route (default index, follow)', () => {
  it.each<[RouteId, string]>([
    ['home', 'index, follow'],
    ['category', 'index, follow'],
    ['product', 'index, follow'],
    ['branch-list', 'index, follow'],
    ['branch-detail', 'index, follow'],
    ['overlay', 'index, follow'],
    ['search', 'noindex, follow'],
    ['basket', 'noindex, follow'],
    ['checkout', 'noindex, follow'],
    ['payment-sandbox', 'noindex, follow'],
    ['signin', 'noindex, follow'],
    ['wishlist', 'noindex, follow'],
    ['order-success', 'noindex, follow'],
    ['account', 'noindex, follow'],
    ['account-order', 'noindex, follow'],
    ['account-subscriptions', 'noindex, follow'],
  ])('%s → %s', (routeId, robots) => {
    expect(robotsOfRoute(routeId)).toBe(robots);
  });
});
