import { decideRouteAccess, routePath } from '@lumen/domain';
import type { AccessRedirectReason, RouteId, Visitor } from '@lumen/domain';
import { sessionCustomer } from '../identity/account-service.ts';
import type { CustomerRecord } from '../identity/customer-records.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcContext } from '../rpc/define-procedure.ts';

/**
 * The page of §2 whose data a call serves. A detail call (one order) counts as its list page:
 * §6 treats the two alike. The saved prescriptions count as the user page: they are the
 * customer's own details, entered through this account, and the configurator reads them.
 */
export type AccountPage = Extract<
  RouteId,
  | 'account'
  | 'account-user'
  | 'account-orders'
  | 'account-branch-orders'
  | 'account-appointments'
  | 'account-subscriptions'
>;

function visitorOf(customer: CustomerRecord | undefined): Visitor {
  return customer
    ? {
        kind: 'customer',
        verified: customer.verified,
        isGuest: customer.isGuest,
        isActive: customer.isActive,
      }
    : { kind: 'anonymous' };
}

/*
 * What a page's redirect (§6) means for a call. A guest customer is signed in, but has no account
 * area: §6 sends them home, not to sign-in, so the call is forbidden (403) rather than
 * unauthenticated (401), which would ask for a sign-in the session already has.
 */
function refusal(reason: AccessRedirectReason): AppError {
  switch (reason) {
    case 'sign-in-required':
      return new AppError('UNAUTHENTICATED', 'Sign in to see your account');
    case 'guest-not-allowed':
      return new AppError('FORBIDDEN', 'A guest customer has no account area: sign in or register');
    case 'unverified-customer':
      return new AppError(
        'FORBIDDEN',
        'Confirm your email address first: until then only your account home and details are open',
      );
    case 'already-signed-in':
      throw new Error('The account area never sends a signed-in customer to sign-in');
  }
}

/**
 * The account whose data a call of `page` serves: the session's customer, if the domain's §6
 * page rule (the one the storefront's route guards apply) lets them see that page. Anonymous → 401;
 * guest or unverified beyond account home and user page → 403; online shop switched off (its
 * settings row, or ONLINE_SHOP_DISABLED) → the account area is not found (§6, §8 'Page not found').
 */
export async function requireAccount(ctx: RpcContext, page: AccountPage): Promise<CustomerRecord> {
  const settings = await ctx.shopSettings();
  const customer = await sessionCustomer(ctx);
  const decision = decideRouteAccess({
    routeId: page,
    path: routePath(ctx.shop, page),
    visitor: visitorOf(customer),
    onlineShopEnabled: settings.onlineShopEnabled,
  });
  switch (decision.kind) {
    case 'notFound':
      throw new AppError('NOT_FOUND', decision.message);
    case 'redirect':
      throw refusal(decision.reason);
    case 'allow':
      if (!customer) throw new Error(`Route ${page} let an anonymous visitor in`);
      return customer;
  }
}
