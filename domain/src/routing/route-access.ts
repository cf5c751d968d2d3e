import { z } from 'zod';
import type { RouteId } from './route-table.ts';
import { isSafeRedirectPath } from './safe-redirect.ts';

/** Who asks for a page (§6; §3 User status and info). `isActive` matters to tracking, not to access. */
export const VisitorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anonymous') }),
  z.object({
    kind: z.literal('customer'),
    verified: z.boolean(),
    isGuest: z.boolean(),
    isActive: z.boolean(),
  }),
]);
export type Visitor = z.infer<typeof VisitorSchema>;

/** The account area of §2 (/account/…): every page needs a registered customer. */
export const accountAreaRoutes: readonly RouteId[] = [
  'account',
  'account-user',
  'account-orders',
  'account-order',
  'account-appointments',
  'account-branch-orders',
  'account-branch-order',
  'account-subscriptions',
  'account-subscription',
];

/** §6 protected routes: account, checkout, orders, branch orders, user, order detail, appointments, subscriptions. */
export const signInRequiredRoutes: readonly RouteId[] = ['checkout', 'payment-sandbox', ...accountAreaRoutes];

/**
 * The protected routes a guest customer may not use (§6 "checkout-type protected routes"). Read
 * literally, that would shut guests out of the checkout, yet a guest customer is who the checkout
 * creates when someone orders without an account. So the checkout stays open to guests, and what
 * they cannot use is everything that needs the account they do not have: the whole account area.
 */
const guestBarredRoutes: readonly RouteId[] = accountAreaRoutes;

/** §6: an unverified customer sees only the account home and the user page of the account area. */
const unverifiedAllowedRoutes: readonly RouteId[] = ['account', 'account-user'];

/** §6: with the online shop disabled, paths under these first segments are not found. */
export const onlineShopAreas = ['checkout', 'basket', 'wishlist', 'account', 'signin'] as const;

/**
 * The query keys of the links mailed to customers (confirm the email address, set a new password):
 * the sign-in page opens them for a signed-in customer too, who is the usual reader of the first.
 */
export const mailedLinkKeys = { verify_email: 'verifyEmail', password_reset: 'resetPassword' } as const;

// The domain runs without DOM or Node types, so the query's keys are read by hand.
function carriesMailedLink(path: string): boolean {
  const query = path.split('#')[0]?.split('?')[1];
  if (query === undefined) return false;
  const keys: readonly string[] = Object.values(mailedLinkKeys);
  return query.split('&').some((pair) => keys.includes(pair.split('=')[0] ?? ''));
}

export interface AccessRequest {
  routeId: RouteId;
  /** The requested path with its query (`/checkout/?step=2`): where sign-in sends the visitor back. */
  path: string;
  /** The `redirectUrl` query value of this request, where a turned-away guest goes. */
  redirectUrl?: string;
  visitor: Visitor;
  /** The shop's `onlineShopEnabled` (§3). */
  onlineShopEnabled: boolean;
}

export type AccessRedirectReason =
  'sign-in-required' | 'guest-not-allowed' | 'unverified-customer' | 'already-signed-in';

export type AccessDecision =
  | { kind: 'allow' }
  /** `to` is a same-origin path (`isSafeRedirectPath`); the redirect is temporary. */
  | { kind: 'redirect'; to: string; reason: AccessRedirectReason }
  | { kind: 'notFound'; status: 404; message: 'Page not found' };

const accountHome = '/account/';

function redirect(to: string, reason: AccessRedirectReason): AccessDecision {
  return { kind: 'redirect', to, reason };
}

/** §6: sign-in with the way back; the checkout's sign-in also hides the shop's menus (§2 showBasket). */
function signInPath(request: AccessRequest): string {
  const query = [
    ...(isSafeRedirectPath(request.path) ? [`redirectUrl=${encodeURIComponent(request.path)}`] : []),
    ...(request.routeId === 'checkout' ? ['showBasket=true'] : []),
  ];
  return query.length > 0 ? `/signin/?${query.join('&')}` : '/signin/';
}

/**
 * The §6 access decision for one page request, checked in this order: an online-shop area of a shop
 * without online shop is not found (§8 'Page not found'), whoever asks; an anonymous visitor on a
 * protected route goes to sign-in; a guest on the account area goes to its `redirectUrl` or home; an
 * unverified customer on the account area beyond its home and user page goes to the account home; a
 * signed-in non-guest on the sign-in page goes to the account, unless it opens a mailed link
 * (`mailedLinkKeys`). Everything else is allowed.
 * The online-shop areas are matched by whole first segment: /checkout and /checkout/… but not /checkouts/.
 */
export function decideRouteAccess(request: AccessRequest): AccessDecision {
  const { routeId, visitor } = request;
  const firstSegment = request.path.split(/[/?#]/)[1];
  if (
    !request.onlineShopEnabled &&
    (onlineShopAreas as readonly (string | undefined)[]).includes(firstSegment)
  ) {
    return { kind: 'notFound', status: 404, message: 'Page not found' };
  }
  if (visitor.kind === 'anonymous') {
    return signInRequiredRoutes.includes(routeId)
      ? redirect(signInPath(request), 'sign-in-required')
      : { kind: 'allow' };
  }
  if (visitor.isGuest && guestBarredRoutes.includes(routeId)) {
    const back = request.redirectUrl;
    return redirect(back !== undefined && isSafeRedirectPath(back) ? back : '/', 'guest-not-allowed');
  }
  if (
    !visitor.verified &&
    accountAreaRoutes.includes(routeId) &&
    !unverifiedAllowedRoutes.includes(routeId)
  ) {
    return redirect(accountHome, 'unverified-customer');
  }
  if (routeId === 'signin' && !visitor.isGuest && !carriesMailedLink(request.path)) {
    return redirect(accountHome, 'already-signed-in');
  }
  return { kind: 'allow' };
}
