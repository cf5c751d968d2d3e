import { describe, expect, it } from 'vitest';
import {
  VisitorSchema,
  accountAreaRoutes,
  decideRouteAccess,
  onlineShopAreas,
  signInRequiredRoutes,
} from './route-access.ts';
import type { AccessDecision, AccessRequest, Visitor } from './route-access.ts';
import { routeIds } from './route-table.ts';
import type { RouteId } from './route-table.ts';
import { isSafeRedirectPath } from './safe-redirect.ts';

const anonymous: Visitor = { kind: 'anonymous' };
const customer: Visitor = { kind: 'customer', verified: true, isGuest: false, isActive: true };
const unverified: Visitor = { kind: 'customer', verified: false, isGuest: false, isActive: true };
const guest: Visitor = { kind: 'customer', verified: true, isGuest: true, isActive: true };
const unverifiedGuest: Visitor = { kind: 'customer', verified: false, isGuest: true, isActive: false };
const inactive: Visitor = { kind: 'customer', verified: true, isGuest: false, isActive: false };

/** Each route at a path of its own. */
const paths: Record<RouteId, string> = {
  home: '/',
  basket: '/basket/',
  search: '/search/?term=sonne',
  signin: '/signin/',
  signout: '/signout/',
  'order-success': '/success/?cbd=abc',
  checkout: '/checkout/',
  'payment-sandbox': '/checkout/payment-sandbox/?cbd=abc&step=def',
  'product-template': '/p/glasses-pdp/',
  product: '/p/brille-7/',
  wishlist: '/wishlist/',
  account: '/account/',
  'account-user': '/account/user/',
  'account-orders': '/account/orders/',
  'account-order': '/account/orders/100000000042/',
  'account-appointments': '/account/appointments/',
  'account-branch-orders': '/account/branch-order/',
  'account-branch-order': '/account/branch-order/7/',
  'account-subscriptions': '/account/subscriptions/',
  'account-subscription': '/account/subscriptions/s1/',
  'branch-list': '/niederlassungen/',
  'branch-detail': '/niederlassungen/muenchen/123/',
  'branch-city': '/niederlassungen/stadt/bayern/muenchen/',
  'order-status': '/service/auftragsstatus/',
  overlay: '/overlays/help/size/',
  'instructions-for-use': '/service/gebrauchsanweisungen/',
  'declarations-of-conformity': '/service/konformitaetserklaerungen/',
  'subscription-cancellation': '/spar-abo/kuendigung/',
  'try-on-listing': '/anprobevorort/',
  'try-on-basket': '/anprobeliste/',
  category: '/brillen/',
};

const decide = (routeId: RouteId, visitor: Visitor, extra: Partial<AccessRequest> = {}) =>
  decideRouteAccess({ routeId, path: paths[routeId], visitor, onlineShopEnabled: true, ...extra });

const allow: AccessDecision = { kind: 'allow' };
const toAccount: AccessDecision = { kind: 'redirect', to: '/account/', reason: 'unverified-customer' };

const signIn = (redirectUrl: string, showBasket = false): AccessDecision => ({
  kind: 'redirect',
  to: `/signin/?redirectUrl=${encodeURIComponent(redirectUrl)}${showBasket ? '&showBasket=true' : ''}`,
  reason: 'sign-in-required',
});
const guestAway = (to: string): AccessDecision => ({ kind: 'redirect', to, reason: 'guest-not-allowed' });

describe('§6 the protected routes', () => {
  it('are account, checkout (with its payment page), orders, branch orders, user, order detail, appointments, subscriptions', () => {
    expect([...signInRequiredRoutes].sort()).toEqual(
      [
        'checkout',
        'payment-sandbox',
        'account',
        'account-user',
        'account-orders',
        'account-order',
        'account-branch-orders',
        'account-branch-order',
        'account-appointments',
        'account-subscriptions',
        'account-subscription',
      ].sort(),
    );
    expect(accountAreaRoutes).toEqual(routeIds.filter((routeId) => routeId.startsWith('account')));
    expect(onlineShopAreas).toEqual(['checkout', 'basket', 'wishlist', 'account', 'signin']);
  });
});

/** Every route, with what each kind of visitor gets there (online shop enabled). */
const matrix: [RouteId, AccessDecision, AccessDecision, AccessDecision, AccessDecision][] = [
  // route, anonymous, verified customer, unverified customer, guest
  ['home', allow, allow, allow, allow],
  ['basket', allow, allow, allow, allow],
  ['search', allow, allow, allow, allow],
  [
    'signin',
    allow,
    { kind: 'redirect', to: '/account/', reason: 'already-signed-in' },
    { kind: 'redirect', to: '/account/', reason: 'already-signed-in' },
    allow,
  ],
  ['signout', allow, allow, allow, allow],
  ['order-success', allow, allow, allow, allow],
  ['checkout', signIn('/checkout/', true), allow, allow, allow],
  ['payment-sandbox', signIn('/checkout/payment-sandbox/?cbd=abc&step=def'), allow, allow, allow],
  ['product-template', allow, allow, allow, allow],
  ['product', allow, allow, allow, allow],
  ['wishlist', allow, allow, allow, allow],
  ['account', signIn('/account/'), allow, allow, guestAway('/')],
  ['account-user', signIn('/account/user/'), allow, allow, guestAway('/')],
  ['account-orders', signIn('/account/orders/'), allow, toAccount, guestAway('/')],
  ['account-order', signIn('/account/orders/100000000042/'), allow, toAccount, guestAway('/')],
  ['account-appointments', signIn('/account/appointments/'), allow, toAccount, guestAway('/')],
  ['account-branch-orders', signIn('/account/branch-order/'), allow, toAccount, guestAway('/')],
  ['account-branch-order', signIn('/account/branch-order/7/'), allow, toAccount, guestAway('/')],
  ['account-subscriptions', signIn('/account/subscriptions/'), allow, toAccount, guestAway('/')],
  ['account-subscription', signIn('/account/subscriptions/s1/'), allow, toAccount, guestAway('/')],
  ['branch-list', allow, allow, allow, allow],
  ['branch-detail', allow, allow, allow, allow],
  ['branch-city', allow, allow, allow, allow],
  ['order-status', allow, allow, allow, allow],
  ['overlay', allow, allow, allow, allow],
  ['instructions-for-use', allow, allow, allow, allow],
  ['declarations-of-conformity', allow, allow, allow, allow],
  ['subscription-cancellation', allow, allow, allow, allow],
  ['try-on-listing', allow, allow, allow, allow],
  ['try-on-basket', allow, allow, allow, allow],
  ['category', allow, allow, allow, allow],
];

describe('§6 access by visitor, online shop enabled', () => {
  it('covers every route', () => {
    expect(matrix.map(([routeId]) => routeId)).toEqual([...routeIds]);
  });

  it.each(matrix)('%s: anonymous %j', (routeId, expected) => {
    expect(decide(routeId, anonymous)).toEqual(expected);
  });

  it.each(matrix)('%s: verified customer %j', (routeId, _anonymous, expected) => {
    expect(decide(routeId, customer)).toEqual(expected);
    // isActive is for tracking (§6 login type); access ignores it.
    expect(decide(routeId, inactive)).toEqual(expected);
  });

  it.each(matrix)('%s: unverified customer %j', (routeId, _anonymous, _customer, expected) => {
    expect(decide(routeId, unverified)).toEqual(expected);
  });

  it.each(matrix)('%s: guest customer %j', (routeId, _anonymous, _customer, _unverified, expected) => {
    expect(decide(routeId, guest)).toEqual(expected);
    // A guest who is also unverified is turned away as a guest: there is no account home to go to.
    expect(decide(routeId, unverifiedGuest)).toEqual(expected);
  });

  it('every redirect target is a same-origin path', () => {
    for (const row of matrix) {
      for (const decision of row.slice(1) as AccessDecision[]) {
        if (decision.kind === 'redirect') expect(isSafeRedirectPath(decision.to)).toBe(true);
      }
    }
  });
});

describe('§6 a mailed link opens the sign-in page for a signed-in customer too', () => {
  it.each([
    ['/signin/?verifyEmail=abcdefghijklmnopqrstuvwxyz', allow],
    ['/signin/?resetPassword=abcdefghijklmnopqrstuvwxyz', allow],
    ['/signin/?redirectUrl=%2Fbasket%2F', { kind: 'redirect', to: '/account/', reason: 'already-signed-in' }],
    ['/signin/#verifyEmail=abc', { kind: 'redirect', to: '/account/', reason: 'already-signed-in' }],
  ] as const)('%s: %j', (path, expected) => {
    expect(decide('signin', customer, { path })).toEqual(expected);
    expect(decide('signin', unverified, { path })).toEqual(expected);
  });
});

describe('§6 sign-in keeps the way back in redirectUrl', () => {
  it.each([
    ['/checkout/?step=payment', '/signin/?redirectUrl=%2Fcheckout%2F%3Fstep%3Dpayment&showBasket=true'],
    ['https://evil.example/', '/signin/?showBasket=true'],
    ['//evil.example/', '/signin/?showBasket=true'],
  ])('checkout at %s → %s', (path, to) => {
    expect(decide('checkout', anonymous, { path })).toEqual({
      kind: 'redirect',
      to,
      reason: 'sign-in-required',
    });
  });

  it.each([
    ['/account/orders/?page=2', '/signin/?redirectUrl=%2Faccount%2Forders%2F%3Fpage%3D2'],
    ['/\\evil.example/', '/signin/'],
    ['', '/signin/'],
  ])('account at %j → %s', (path, to) => {
    expect(decide('account-orders', anonymous, { path })).toEqual({
      kind: 'redirect',
      to,
      reason: 'sign-in-required',
    });
  });
});

describe('§6 a guest on the account area goes to redirectUrl or home', () => {
  it.each([
    [undefined, '/'],
    ['/checkout/', '/checkout/'],
    ['/p/brille-7/?x=1', '/p/brille-7/?x=1'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
  ])('redirectUrl %j → %s', (redirectUrl, to) => {
    const extra = redirectUrl === undefined ? {} : { redirectUrl };
    expect(decide('account-orders', guest, extra)).toEqual(guestAway(to));
  });
});

describe('§6 online shop disabled: /checkout, /basket, /wishlist, /account, /signin give 404 Page not found', () => {
  const notFound: AccessDecision = { kind: 'notFound', status: 404, message: 'Page not found' };

  it.each([
    ['checkout', '/checkout/'],
    ['basket', '/basket/'],
    ['wishlist', '/wishlist/'],
    ['account', '/account/'],
    ['account-order', '/account/orders/1/'],
    ['signin', '/signin/?register=true'],
    ['category', '/checkout/step/'],
    ['category', '/basket'],
    ['category', '/signin?x=1'],
    ['category', '/wishlist#top'],
  ] as const)('%s at %s', (routeId, path) => {
    for (const visitor of [anonymous, customer, unverified, guest]) {
      expect(decideRouteAccess({ routeId, path, visitor, onlineShopEnabled: false })).toEqual(notFound);
    }
  });

  it.each([
    ['home', '/'],
    ['signout', '/signout/'],
    ['order-success', '/success/'],
    ['search', '/search/'],
    ['category', '/checkouts/'],
    ['category', '/accounts/x/'],
    ['category', '/brillen/checkout/'],
    ['product', '/p/brille-7/'],
    ['category', 'checkout/'],
  ] as const)('leaves %s at %s alone', (routeId, path) => {
    expect(decideRouteAccess({ routeId, path, visitor: anonymous, onlineShopEnabled: false })).toEqual(allow);
  });
});

describe('§6 visitors', () => {
  it.each([
    [{ kind: 'anonymous' }, true],
    [{ kind: 'customer', verified: false, isGuest: true, isActive: true }, true],
    [{ kind: 'customer', verified: false, isGuest: true }, false],
    [{ kind: 'robot' }, false],
  ])('%j is a visitor: %s', (value, valid) => {
    expect(VisitorSchema.safeParse(value).success).toBe(valid);
  });
});
