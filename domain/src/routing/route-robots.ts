import { defaultRobots } from '../entities/cms-story.ts';
import type { RouteId } from './route-table.ts';
import { accountAreaRoutes } from './route-access.ts';

/**
 * Pages that belong to one shopper or one moment (their basket, their search, their account) are
 * not for search engines: a results page of a typed term or a basket says nothing to anyone else.
 * The issue names search, basket, checkout and account; sign-in, sign-out, order success, wishlist
 * and the try-on basket are as personal, so they are kept out too.
 */
const noindexRoutes: readonly RouteId[] = [
  'search',
  'basket',
  'checkout',
  'payment-sandbox',
  'signin',
  'signout',
  'order-success',
  'wishlist',
  'try-on-basket',
  ...accountAreaRoutes,
];

/** The robots directive of a route's page (§9: default `index, follow`). */
export function robotsOfRoute(routeId: RouteId): string {
  return noindexRoutes.includes(routeId) ? 'noindex, follow' : defaultRobots;
}
