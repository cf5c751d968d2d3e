import { z } from 'zod';
import type { RouteId } from './route-table.ts';

/**
 * The page types of §2, reported with every page view (§7 analytics `pageType`).
 * The spec lists `osp` without saying what it is. We read it as the product page ("online shop
 * product"): the list has no other type for the shop's most viewed page, and the product, category,
 * homepage and content pages of §2's report rule map onto osp, category, homepage and other.
 * The order success page is `other`; the report recognises it by its `cbdToken`.
 */
export const pageTypes = [
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
] as const;
export const PageTypeSchema = z.enum(pageTypes);
export type PageType = z.infer<typeof PageTypeSchema>;

const routePageTypes: Readonly<Record<RouteId, PageType>> = {
  home: 'homepage',
  basket: 'basket',
  search: 'search',
  signin: 'signin_page',
  signout: 'other',
  'order-success': 'other',
  checkout: 'checkout',
  'payment-sandbox': 'checkout',
  'product-template': 'osp',
  product: 'osp',
  wishlist: 'wishlist_page',
  account: 'account',
  'account-user': 'account_area:user',
  'account-orders': 'account_area',
  'account-order': 'account_area',
  'account-appointments': 'account_area',
  'account-branch-orders': 'account_area',
  'account-branch-order': 'account_area',
  'account-subscriptions': 'account_area',
  'account-subscription': 'account_area',
  // §2 "store (details and list)": the city page lists the branches of one city.
  'branch-list': 'store',
  'branch-detail': 'store',
  'branch-city': 'store',
  'order-status': 'other',
  overlay: 'other',
  'instructions-for-use': 'other',
  'declarations-of-conformity': 'other',
  'subscription-cancellation': 'subscription-cancellation',
  // The on-site try-on page lists products like a category does; its basket has a type of its own.
  'try-on-listing': 'category',
  'try-on-basket': 'try-on-basket',
  category: 'category',
};

/** The §2 page type of a route, as the page view report and the tag manager receive it. */
export function pageTypeOfRoute(routeId: RouteId): PageType {
  return routePageTypes[routeId];
}
