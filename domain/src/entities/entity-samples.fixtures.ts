/**
 * Realistic samples of the entities the shop designs itself (no API defines them), typed with the
 * schemas' own input types. Test support only.
 */
import type { z } from 'zod';
import type { AppointmentSchema } from './appointment.ts';
import type { ConfigurationItemSchema } from './configuration-item.ts';
import type { LensDataSchema } from './lens-data.ts';
import type { NavigationItemSchema } from './navigation.ts';
import type { OrderSchema } from './order.ts';
import type { UserSchema } from './user.ts';
import { sdkProduct } from './wire-samples.fixtures.ts';

export const order: z.input<typeof OrderSchema> = {
  id: 100200300400,
  currencyCode: 'EUR',
  confirmedAt: '2025-03-10T11:42:00+01:00',
  customer: { id: 55012 },
  cost: {
    withTax: 13390,
    withoutTax: 11252,
    tax: { vat: { amount: 2138, rate: 0.19 } },
    appliedFees: [{ category: 'delivery', key: 'standard', amount: { withTax: 490, withoutTax: 412 } }],
  },
  payment: [{ key: 'paypal_instant' }],
  vouchers: [{ type: 'absolute', code: 'WELCOME10', value: 1000, applicableItems: [900001] }],
  packages: [
    {
      id: 7001,
      deliveryStatus: 'shipment_completed',
      deliveryDate: { min: '2025-03-12', max: '2025-03-14' },
      carrierKey: 'DHL',
      tracking: { id: '00340434161094042557', url: 'https://www.dhl.de/track?id=00340434161094042557' },
    },
  ],
  items: [
    {
      id: 900001,
      status: 'available',
      packageId: 7001,
      product: {
        id: 1201,
        attributes: sdkProduct.attributes,
        images: [{ hash: 'images/4b5f.jpg', name: 'front.jpg' }],
      },
      variant: { id: 40211 },
      price: { withTax: 12900, withoutTax: 10840 },
      customData: { productType: 'glasses-pdp', frameOrder: true },
    },
  ],
};

export const user: z.input<typeof UserSchema> = {
  id: 55012,
  status: { isGuestCustomer: false, isActive: true },
  info: { verified: true },
  firstName: 'Anna',
  lastName: "O'Neill-Berger",
  email: 'anna.berger@example.com',
  phone: '+49 40 1234567',
  gender: 'f',
  birthDate: '1988-07-14',
  address: {
    billing: {
      street: 'Hauptstraße',
      houseNumber: '12a',
      zipCode: '20095',
      city: 'Hamburg',
      countryCode: 'DEU',
    },
    shipping: { street: 'Hauptstraße', houseNumber: '12a', zipCode: '20095', city: 'Hamburg' },
  },
};

export const appointment: z.input<typeof AppointmentSchema> = {
  id: 'apt-2025-0412',
  dateTime: '2025-04-12T10:30:00+02:00',
  service: { productCategory: 'GL', serviceName: 'GL_CR' },
  branch: { id: '1042' },
};

export const lensData: z.input<typeof LensDataSchema> = {
  rxLensTypes: [{ ...sdkProduct, id: 7100, masterKey: 'rx_lens_types', referenceKey: 'LO-SINGLE-VISION' }],
  rxLensQualityIndex: [
    { ...sdkProduct, id: 7001, masterKey: 'rx_lens_quality_index', referenceKey: 'LO-INDEX-160' },
  ],
  rxTintingTypes: [{ ...sdkProduct, id: 7200, masterKey: 'rx_tinting_types', referenceKey: 'LO-TINT-CLEAR' }],
  rxFreeServiceProduct: {
    ...sdkProduct,
    id: 7300,
    masterKey: 'rx_services',
    referenceKey: 'LO-SERVICE-FREE',
  },
};

export const configurationItem: z.input<typeof ConfigurationItemSchema> = {
  id: 'rx_lens_types',
  name: 'Glasart',
  value: 'Einstärkenglas',
  editable: true,
  masterKey: 'rx_lens_types',
  referenceKey: 'LO-SINGLE-VISION',
  product: { id: 7100, name: 'Einstärkenglas' },
  variant: { id: 71001 },
  price: { withTax: 0, currencyCode: 'EUR' },
};

export const navigationItem: z.input<typeof NavigationItemSchema> = {
  label: 'Brillen',
  slug: '/brillen',
  depth: 0,
  visibleFrom: null,
  visibleTo: null,
  children: [
    {
      label: 'Sonnenbrillen',
      slug: '/brillen/sonnenbrillen',
      depth: 1,
      visibleFrom: '2025-03-01T00:00:00+01:00',
      visibleTo: '2025-09-30T23:59:59+02:00',
      children: [],
    },
  ],
};
