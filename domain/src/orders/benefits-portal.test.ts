import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../entities/order.ts';
import { UserSchema } from '../entities/user.ts';
import { order as orderSample, user as userSample } from '../entities/entity-samples.fixtures.ts';
import { benefitsPortalFrameUrl, mayShowBenefitsPortal } from './benefits-portal.ts';

const order = OrderSchema.parse(orderSample);
const user = UserSchema.parse(userSample);
const portalUrl = 'https://portal.lumen-vorteilswelt.de/embed/confirmation';
const shop = {
  featureFlags: { monetization: true },
  benefitsPortalUrl: portalUrl,
  currencyFractionDigits: 2,
} as const;

describe('§7 the benefits portal on the order confirmation page', () => {
  it.each([
    ['monetization, a portal, marketing consent and the customer', shop, { C0004: true }, user, true],
    ['no marketing consent', shop, { C0002: true, C0004: false }, user, false],
    ['no answer to the banner yet', shop, undefined, user, false],
    [
      'a shop without monetization',
      { ...shop, featureFlags: { monetization: false } },
      { C0004: true },
      user,
      false,
    ],
    ['a shop without a portal', { ...shop, benefitsPortalUrl: null }, { C0004: true }, user, false],
    ['someone else holding the link: no customer', shop, { C0004: true }, undefined, false],
  ] as const)('%s → %s', (_case, shopOf, granted, customer, shown) => {
    expect(mayShowBenefitsPortal(shopOf, granted, customer)).toBe(shown);
  });

  it('prefills the order and the sign-up fields in the fragment, which no request carries', () => {
    const url = new URL(benefitsPortalFrameUrl(portalUrl, shop, order, user));
    expect(`${url.origin}${url.pathname}`).toBe(portalUrl);
    expect(url.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      orderId: '100200300400',
      // 112.52 without VAT, less the delivery fee's 4.12: the partner's commission is on goods only.
      orderValue: '108.40',
      currency: 'EUR',
      voucherCode: 'WELCOME10',
      firstName: 'Anna',
      lastName: "O'Neill-Berger",
      email: 'anna.berger@example.com',
      zipCode: '20095',
      country: 'DEU',
    });
  });

  it('sends nothing more: no street, phone, birth date, gender or items', () => {
    const hash = decodeURIComponent(new URL(benefitsPortalFrameUrl(portalUrl, shop, order, user)).hash);
    for (const kept of ['Hauptstraße', '12a', 'Hamburg', '+49', '1988-07-14', '1201', '40211']) {
      expect(hash).not.toContain(kept);
    }
  });

  it('leaves out what the customer has not given, and a value in a currency without cents', () => {
    const url = new URL(
      benefitsPortalFrameUrl(
        portalUrl,
        { currencyFractionDigits: 0 },
        { ...order, vouchers: [], cost: { ...order.cost, withoutTax: 250_000, appliedFees: [] } },
        { email: 'jan@example.cz' },
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      orderId: '100200300400',
      orderValue: '250000',
      currency: 'EUR',
      email: 'jan@example.cz',
    });
  });
});
