import { describe, expect, it } from 'vitest';
import { maxRequestedQuantity } from '../entities/basket.ts';
import { maxPageNumber } from '../entities/pagination.ts';
import { textProblemMessages } from '../validation/storable-text.ts';
import { rpcContract } from './rpc-contract.ts';
import type { RpcName } from './rpc-contract.ts';

// What the backend cannot hold is refused by the contract, naming the field, so it never reaches a
// handler, where it would answer 500: numbers past what a basket line or a listing can be, and text
// the database cannot store.

function issuesOf(name: RpcName, payload: unknown) {
  const parsed = rpcContract[name].payload.safeParse(payload);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const address = {
  firstName: 'Zoë',
  lastName: 'Dvořák-Müller',
  street: 'Hauptstraße',
  houseNumber: '12a',
  zipCode: '80331',
  city: 'München',
};

describe('numbers past what the backend can hold are refused, naming the field', () => {
  it.each([
    ['addItemToBasket', { variantId: 12, quantity: maxRequestedQuantity + 1 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: 5_000_000 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: 2 ** 31 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: 2 ** 53 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: 1e300 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: Infinity }, 'quantity'],
    [
      'addItemsToBasket',
      { items: [{ variantId: 12 }, { variantId: 13, quantity: 5_000_000 }] },
      'items.1.quantity',
    ],
    ['getProductsByCategory', { category: 7, page: maxPageNumber + 1 }, 'page'],
    ['getProductsByCategory', { category: 7, page: 10_000_000 }, 'page'],
    ['getProductsByCategory', { category: 7, page: 2 ** 31 }, 'page'],
    ['getProductsByTerm', { term: 'brille', page: 10_000_000 }, 'page'],
    ['getOrders', { page: 10_000_000 }, 'page'],
    ['getSitemapEntries', { kind: 'products', page: 10_000_000 }, 'page'],
  ] as const)('%s refuses %j at %s', (name, payload, field) => {
    expect(new Set(issuesOf(name, payload).map((issue) => issue.path))).toEqual(new Set([field]));
  });

  // §8: more pieces than a line holds is the backend's 413, which the basket page explains.
  it.each([100, 1000, maxRequestedQuantity])('addItemToBasket takes %i pieces to the backend', (quantity) => {
    expect(issuesOf('addItemToBasket', { variantId: 12, quantity })).toEqual([]);
  });

  it('takes the last page a listing may have', () => {
    expect(issuesOf('getProductsByCategory', { category: 7, page: maxPageNumber })).toEqual([]);
    expect(issuesOf('getProductsByTerm', { term: 'brille', page: maxPageNumber })).toEqual([]);
  });
});

describe('text past what the backend takes in its paths, queries and bodies is refused, naming the field', () => {
  it.each([
    // An item key goes into the backend's path as it is: `/`, `%`, `?` and whitespace would mean something there.
    ['removeItemFromBasket', { itemKey: '../../etc/passwd' }, 'itemKey'],
    ['updateBasketItem', { itemKey: 'a b', quantity: 2 }, 'itemKey'],
    ['removeItemFromWishlist', { itemKey: '%00' }, 'itemKey'],
    ['addItemToBasket', { variantId: 12, promotionId: 'p'.repeat(101) }, 'promotionId'],
    ['getCategoriesByPath', { path: ['brillen', 'x'.repeat(201)] }, 'path.1'],
    ['getBranches', { citySlug: 'x'.repeat(101) }, 'citySlug'],
    ['getProductsByCategory', { category: 7, brand: ['x'.repeat(41)] }, 'brand.0'],
    [
      'getProductsByCategory',
      { category: 7, color: Array.from({ length: 21 }, (_, index) => `c${index}`) },
      'color',
    ],
    ['getProductsByCategory', { category: 7, minPrice: 5000, maxPrice: 1000 }, 'minPrice'],
    // §2 the search page takes the listing's query, bounded the same way.
    ['getProductsByTerm', { term: 'brille', minPrice: 5000, maxPrice: 1000 }, 'minPrice'],
    ['getProductsByTerm', { term: 'brille', brand: ['x'.repeat(41)] }, 'brand.0'],
    ['getProductsByTerm', { term: 'brille', size: 101 }, 'size'],
    [
      'placeOrder',
      {
        idempotencyKey: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a',
        billingAddress: { ...address, lastName: 'x'.repeat(100_000) },
        deliveryMethod: 'DHL',
        paymentMethod: 'paypal_instant',
        acceptedTerms: true,
      },
      'billingAddress.lastName',
    ],
  ] as const)('%s refuses %j at %s', (name, payload, field) => {
    expect(new Set(issuesOf(name, payload).map((issue) => issue.path))).toEqual(new Set([field]));
  });

  it.each([
    ['removeItemFromBasket', { itemKey: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a' }],
    ['removeItemFromWishlist', { itemKey: 'a1B2_c3-d4' }],
    ['getProductsByCategory', { category: 7, minPrice: 1000, maxPrice: 1000 }],
    [
      'getProductsByTerm',
      {
        term: 'brille',
        brand: ['7'],
        minPrice: 1000,
        maxPrice: 1000,
        sort: { by: 'price', direction: 'desc' },
        filters: { polarized: true, frameShape: ['round'] },
        page: 2,
        size: 48,
      },
    ],
    ['getCategoriesByPath', { path: ['brillen', 'x'.repeat(200)] }],
  ] as const)('%s takes %j', (name, payload) => {
    expect(issuesOf(name, payload)).toEqual([]);
  });
});

describe('text the database cannot hold is refused in every field, naming it', () => {
  const cases: [RpcName, Record<string, unknown>, string][] = [
    ['getSearchSuggestions', { term: 'son\u0000ne' }, 'term'],
    ['resolveSearch', { term: '\ud800' }, 'term'],
    ['getProductsByTerm', { term: 'brille \udc00' }, 'term'],
    ['logMessage', { level: 'error', message: 'boom\u0000' }, 'message'],
    ['logMessage', { level: 'error', message: '\ud800' }, 'message'],
    ['logMessage', { level: 'warn', message: 'x', path: '/checkout/\u0000' }, 'path'],
    ['logMessage', { level: 'info', message: 'x', context: { step: '\udfff' } }, 'context.step'],
    ['logMessage', { level: 'info', message: 'x', context: { ['\u0000']: 1 } }, 'context'],
    [
      'placeOrder',
      {
        idempotencyKey: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a',
        billingAddress: { ...address, street: 'Haupt\u0000straße' },
        deliveryMethod: 'DHL',
        paymentMethod: 'paypal_instant',
        acceptedTerms: true,
      },
      'billingAddress.street',
    ],
    [
      'updateUser',
      { firstName: 'Anna', lastName: 'Muster', shippingAddress: { ...address, addition: 'c/o \ud800' } },
      'shippingAddress.addition',
    ],
    ['addItemToBasket', { variantId: 12, customData: { origin: 'pdp\u0000' } }, 'customData.origin'],
    [
      'addItemToBasket',
      { variantId: 12, customData: { campaign: { source: '\ud800' } } },
      'customData.campaign.source',
    ],
    [
      'addItemToBasket',
      { variantId: 12, itemGroup: { id: '\u0000', isMainItem: true, isRequired: true } },
      'itemGroup.id',
    ],
    [
      'addItemToBasket',
      { variantId: 12, displayData: { meta: { key: 'k', label: 'l', value: '\udc00' } } },
      'displayData.meta.value',
    ],
    [
      'requestSubscriptionCancellation',
      { email: 'anna@example.de', subscriptionId: 'sub\u0000' },
      'subscriptionId',
    ],
    ['cancelAppointment', { appointmentId: '\ud800' }, 'appointmentId'],
    ['addItemToBasket', { variantId: 12, promotionId: 'promo\u0000' }, 'promotionId'],
  ];

  it.each(cases)('%s refuses %j at %s', (name, payload, field) => {
    const [issue, ...others] = issuesOf(name, payload);
    expect(others).toEqual([]);
    expect(issue?.path).toBe(field);
    expect(Object.values(textProblemMessages).some((message) => issue?.message.endsWith(message))).toBe(true);
  });

  it.each(cases)('%s takes the same payload with plain text (%j)', (name, payload) => {
    const plain: unknown = JSON.parse(
      JSON.stringify(payload).replaceAll(/\\u(0000|d[89a-f][0-9a-f]{2})/g, 'x'),
    );
    expect(issuesOf(name, plain)).toEqual([]);
  });
});
