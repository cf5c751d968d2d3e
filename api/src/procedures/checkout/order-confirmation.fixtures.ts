/**
 * A confirmed order as the commerce backend answers it for its success page, for the order
 * confirmation's texts in every shop. Test support.
 */
import { paymentMethodsByCountry, paysOnDelivery } from '@lumen/domain';
import type { Attributes, Order, OrderItem, ShopIdentity, User } from '@lumen/domain';
import type { ConfirmedOrder } from './order-confirmation-mail.ts';

export const confirmedOrderId = 202_612_040_001;

function attributes(values: Record<string, string>): Attributes {
  return Object.fromEntries(
    Object.entries(values).map(([key, label]) => [
      key,
      { id: null, key, label: key, type: null, multiSelect: false as const, values: { label } },
    ]),
  );
}

function pieces(count: number, item: Omit<OrderItem, 'id'>, firstId: number): OrderItem[] {
  return Array.from({ length: count }, (_, index) => ({ ...item, id: firstId + index }));
}

/** The method paid later that the shop's market offers: invoice, or cash on delivery. */
export function paidLaterMethod(shop: ShopIdentity) {
  return paymentMethodsByCountry[shop.country].find(paysOnDelivery)!;
}

/**
 * Two sunglasses, three boxes of contact lenses (two right, one left) with their values, a voucher
 * of 10.00, delivery 4.95 and, for cash on delivery, its fee of 9.00; delivered to Lea Meier, ordered
 * by the customer (an account unless `guest`), confirmed on 4 December 2026.
 */
export function confirmedOrderOf(
  shop: ShopIdentity,
  firstName: string | null,
  options: { guest?: boolean } = {},
): ConfirmedOrder {
  const method = paidLaterMethod(shop);
  const glasses: Omit<OrderItem, 'id'> = {
    status: 'available',
    packageId: 1,
    product: {
      id: 101,
      attributes: attributes({ name: 'Sonnenbrille Aviator', brand: 'Solaris', frameColor: 'Schwarz' }),
      images: [],
    },
    variant: { id: 1011, attributes: attributes({ size: '58-14-140' }) },
    price: { withTax: 8950, withoutTax: 7521 },
  };
  const lenses: Omit<OrderItem, 'id'> = {
    status: 'available',
    packageId: 1,
    product: { id: 202, attributes: attributes({ name: 'Monatslinse Aqua' }), images: [] },
    variant: { id: 2021, attributes: attributes({ packingTypeDescription: '6 Stück' }) },
    price: { withTax: 2500, withoutTax: 2101 },
    customData: {
      quantity: { right: 2, left: 1 },
      prescriptionValues: {
        right: { sphere: -2.5, baseCurve: 8.6, diameter: 14.2 },
        left: { sphere: -1.75, cylinder: -0.75, axis: 90, baseCurve: 8.6, diameter: 14.2 },
      },
    },
  };
  const items = [...pieces(2, glasses, 1), ...pieces(3, lenses, 3)];
  const itemsCents = items.reduce((sum, item) => sum + item.price.withTax, 0);
  const fees: Order['cost']['appliedFees'] = [
    { category: 'delivery', key: 'DHL', amount: { withTax: 495, withoutTax: 416 } },
    ...(method === 'cash_on_delivery'
      ? [{ category: 'payment' as const, key: method, amount: { withTax: 900, withoutTax: 756 } }]
      : []),
  ];
  const withTax = fees.reduce((sum, fee) => sum + fee.amount.withTax, itemsCents);
  const order: Order = {
    id: confirmedOrderId,
    currencyCode: shop.currency,
    confirmedAt: '2026-12-04T09:30:00.000Z',
    customer: { id: 7 },
    cost: {
      withTax,
      withoutTax: Math.round(withTax / 1.19),
      tax: { vat: { amount: withTax - Math.round(withTax / 1.19), rate: 0.19 } },
      appliedFees: fees,
    },
    payment: [{ key: method }],
    vouchers: [{ type: 'absolute', code: 'SOMMER10', value: 1000, applicableItems: [1, 2, 3, 4, 5] }],
    packages: [
      {
        id: 1,
        deliveryStatus: 'open',
        deliveryDate: { min: '2026-12-08', max: '2026-12-11' },
        carrierKey: 'DHL',
        tracking: null,
      },
    ],
    items,
  };
  const customer: User = {
    id: 7,
    status: { isGuestCustomer: options.guest ?? false, isActive: true },
    info: { verified: true },
    ...(firstName ? { firstName } : {}),
    lastName: 'Schmidt',
    email: 'kundin@example.com',
    address: {
      shipping: {
        firstName: 'Lea',
        lastName: 'Meier',
        street: 'Marktplatz',
        houseNumber: '1',
        zipCode: '10115',
        city: 'Musterstadt',
      },
    },
  };
  return { order, customer, confirmedAt: order.confirmedAt! };
}
