import { describe, expect, it } from 'vitest';
import { PageTypeSchema, pageTypeOfRoute, pageTypes } from './page-type.ts';
import type { PageType } from './page-type.ts';
import { routeIds } from './route-table.ts';
import type { RouteId } from './route-table.ts';

describe('§2 page types', () => {
  it('are the fifteen of §2, in its order', () => {
    expect(pageTypes).toEqual([
      'homepage',
      'basket',
      'signin_page',
      'osp',
      'checkout',
      'category',
      'wishlist_page',
      'try-on-basket',
      'account_area:user',
      'account_area',
      'account',
      'search',
      'store',
      'subscription-cancellation',
      'other',
    ]);
    expect(PageTypeSchema.safeParse('product').success).toBe(false);
  });

  const expected: [RouteId, PageType][] = [
    ['home', 'homepage'],
    ['basket', 'basket'],
    ['search', 'search'],
    ['signin', 'signin_page'],
    ['signout', 'other'],
    ['order-success', 'other'],
    ['checkout', 'checkout'],
    ['payment-sandbox', 'checkout'],
    ['product-template', 'osp'],
    ['product', 'osp'],
    ['wishlist', 'wishlist_page'],
    ['account', 'account'],
    ['account-user', 'account_area:user'],
    ['account-orders', 'account_area'],
    ['account-order', 'account_area'],
    ['account-appointments', 'account_area'],
    ['account-branch-orders', 'account_area'],
    ['account-branch-order', 'account_area'],
    ['account-subscriptions', 'account_area'],
    ['account-subscription', 'account_area'],
    ['branch-list', 'store'],
    ['branch-detail', 'store'],
    ['branch-city', 'store'],
    ['order-status', 'other'],
    ['overlay', 'other'],
    ['instructions-for-use', 'other'],
    ['declarations-of-conformity', 'other'],
    ['subscription-cancellation', 'subscription-cancellation'],
    ['try-on-listing', 'category'],
    ['try-on-basket', 'try-on-basket'],
    ['category', 'category'],
  ];

  it.each(expected)('§2 route %s has page type %s', (routeId, pageType) => {
    expect(pageTypeOfRoute(routeId)).toBe(pageType);
  });

  it('names a page type for every route', () => {
    expect(expected.map(([routeId]) => routeId)).toEqual([...routeIds]);
  });
});
