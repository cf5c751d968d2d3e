import type { Order } from '../entities/order.ts';
import type { User } from '../entities/user.ts';
import type { Shop } from '../shops/shop-schema.ts';
import { consentGroups } from '../consent/analytics-consent.ts';

/**
 * §7 the benefits portal on the order confirmation page: a partner's offers, shown only where the
 * shop earns from them (the `monetization` flag) and has a portal, only with marketing consent
 * (C0004: the portal is a third party that sets its own cookies), and only to the customer who
 * placed the order (the confirmation page of anyone else holding the link has no customer).
 */
export function mayShowBenefitsPortal(
  shop: { featureFlags: Pick<Shop['featureFlags'], 'monetization'> } & Pick<Shop, 'benefitsPortalUrl'>,
  grantedGroups: Readonly<Record<string, boolean>> | undefined,
  customer: Pick<User, 'email'> | undefined,
): boolean {
  return (
    shop.featureFlags.monetization &&
    shop.benefitsPortalUrl !== null &&
    grantedGroups?.[consentGroups.marketing] === true &&
    customer?.email !== undefined
  );
}

/** The goods' value the partner pays commission on: without VAT and without delivery or payment fees. */
function commissionableCents(order: Order): number {
  const fees = order.cost.appliedFees.reduce((sum, fee) => sum + fee.amount.withoutTax, 0);
  return Math.max(0, order.cost.withoutTax - fees);
}

/**
 * The portal's frame address, prefilled with only what the portal needs: the order (number, value,
 * currency, the voucher used) for the partner's accounting, and what its sign-up form asks (name,
 * email, zip code, country). Street, phone, birth date and the items never go. The data travel in
 * the fragment, which the browser hands to the portal's page but never sends in a request, so
 * they end up in no server's access log on the way.
 */
export function benefitsPortalFrameUrl(
  portalUrl: string,
  shop: Pick<Shop, 'currencyFractionDigits'>,
  order: Order,
  customer: Pick<User, 'firstName' | 'lastName' | 'email' | 'address'>,
): string {
  const address = customer.address?.billing ?? customer.address?.shipping;
  const digits = shop.currencyFractionDigits;
  const entries: [string, string | undefined][] = [
    ['orderId', String(order.id)],
    ['orderValue', (commissionableCents(order) / 10 ** digits).toFixed(digits)],
    ['currency', order.currencyCode],
    ['voucherCode', order.vouchers[0]?.code],
    ['firstName', customer.firstName],
    ['lastName', customer.lastName],
    ['email', customer.email],
    ['zipCode', address?.zipCode],
    ['country', address?.countryCode],
  ];
  const fragment = entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${portalUrl.split('#')[0]!}#${fragment}`;
}
