import { describe, expect, it } from 'vitest';
import type { PageType } from '../routing/page-type.ts';
import type { RouteId } from '../routing/route-table.ts';
import { sendsTagManagerPageView } from './tag-manager-page-view.ts';

describe('§2 the tag manager flow’s page view', () => {
  it.each<[string, RouteId, PageType, boolean]>([
    ['product page', 'product', 'osp', false],
    ['product template', 'product-template', 'osp', false],
    ['category page', 'category', 'category', false],
    ['on-site try-on listing', 'try-on-listing', 'category', false],
    ['homepage', 'home', 'homepage', false],
    ['content page of the catch-all', 'category', 'other', false],
    ['overlay page', 'overlay', 'other', false],
    ['basket', 'basket', 'basket', true],
    ['search', 'search', 'search', true],
    ['sign-in', 'signin', 'signin_page', true],
    ['branch list', 'branch-list', 'store', true],
    ['order success', 'order-success', 'other', true],
    ['order status', 'order-status', 'other', true],
    ['account user page', 'account-user', 'account_area:user', true],
  ])('%s (%s, %s) → %s', (_case, routeId, pageType, sends) => {
    expect(sendsTagManagerPageView({ routeId, pageType })).toBe(sends);
  });
});
