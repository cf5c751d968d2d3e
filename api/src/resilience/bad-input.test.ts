import { RpcErrorBodySchema, getShopByCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentApi, testContentTokens } from '../content/content-api.fixtures.ts';
import type { ContentApiServer } from '../content/content-api.fixtures.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';

/*
 * Bad input must not answer 500: numbers no basket line or listing can be and text the database
 * cannot hold (NUL, lone surrogates) would reach the handlers, the commerce backend and PostgreSQL,
 * and come back as 500s. Each is a 400 naming the field, wherever the api reads input.
 */

let procedures: CommerceProcedures;
let contentApi: ContentApiServer;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true, content: true });
  contentApi = await startContentApi(procedures.db);
}, 120_000);
afterAll(async () => {
  await contentApi?.close();
  await procedures?.close();
});

const shop = getShopByCode('de-de');
const variantId = () => procedures.expected.sellableVariants(shop)[0]!.id;
const sunglasses = () => procedures.expected.categoryByMasterPath('Eyewear|Sunglasses').id;

describe('RPC calls answer 400 naming the field', () => {
  const cases: { case: string; name: string; payload: () => unknown; field: string }[] = [
    {
      case: '5,000,000 pieces',
      name: 'addItemToBasket',
      payload: () => ({ variantId: variantId(), quantity: 5_000_000 }),
      field: 'payload.quantity',
    },
    {
      case: '2^31 pieces (past an int4 column)',
      name: 'addItemToBasket',
      payload: () => ({ variantId: variantId(), quantity: 2 ** 31 }),
      field: 'payload.quantity',
    },
    {
      case: '5,000,000 pieces of one item of several',
      name: 'addItemsToBasket',
      payload: () => ({ items: [{ variantId: variantId(), quantity: 5_000_000 }] }),
      field: 'payload.items.0.quantity',
    },
    {
      case: 'page 10,000,000 of a category',
      name: 'getProductsByCategory',
      payload: () => ({ category: sunglasses(), page: 10_000_000 }),
      field: 'payload.page',
    },
    {
      case: 'page 10,001 of a category',
      name: 'getProductsByCategory',
      payload: () => ({ category: sunglasses(), page: 10_001 }),
      field: 'payload.page',
    },
    {
      case: 'page 10,000,000 of a search',
      name: 'getProductsByTerm',
      payload: () => ({ term: 'brille', page: 10_000_000 }),
      field: 'payload.page',
    },
    {
      case: 'a NUL in a log message',
      name: 'logMessage',
      payload: () => ({ level: 'error', message: 'Checkout failed\u0000' }),
      field: 'payload.message',
    },
    {
      case: 'a lone surrogate in a log message',
      name: 'logMessage',
      payload: () => ({ level: 'error', message: 'Checkout failed \ud800' }),
      field: 'payload.message',
    },
    {
      case: 'a NUL in a log message’s path',
      name: 'logMessage',
      payload: () => ({ level: 'warn', message: 'x', path: '/checkout/\u0000' }),
      field: 'payload.path',
    },
    {
      case: 'a lone surrogate in a log message’s context',
      name: 'logMessage',
      payload: () => ({ level: 'info', message: 'x', context: { step: '\udc00' } }),
      field: 'payload.context.step',
    },
    {
      case: 'a NUL in a log message’s context field name',
      name: 'logMessage',
      payload: () => ({ level: 'info', message: 'x', context: { ['st\u0000ep']: 1 } }),
      field: 'payload.context',
    },
    {
      case: 'a lone surrogate in a search term (suggestions)',
      name: 'getSearchSuggestions',
      payload: () => ({ term: 'sonne\ud800' }),
      field: 'payload.term',
    },
    {
      case: 'a lone surrogate in a search term (submit)',
      name: 'resolveSearch',
      payload: () => ({ term: '\udc00' }),
      field: 'payload.term',
    },
    {
      case: 'a lone surrogate in a search term (result list)',
      name: 'getProductsByTerm',
      payload: () => ({ term: 'brille \udbff' }),
      field: 'payload.term',
    },
    {
      case: 'a NUL in a basket item’s custom data',
      name: 'addItemToBasket',
      payload: () => ({ variantId: variantId(), customData: { origin: 'pdp\u0000' } }),
      field: 'payload.customData.origin',
    },
    {
      case: 'a lone surrogate in a basket item’s group id',
      name: 'addItemToBasket',
      payload: () => ({
        variantId: variantId(),
        itemGroup: { id: '\ud800', isMainItem: true, isRequired: true },
      }),
      field: 'payload.itemGroup.id',
    },
    // Found by the fuzz run's sweep: input the commerce backend refuses, or whose path or address it breaks.
    {
      case: 'an item key that walks out of the item’s path',
      name: 'updateBasketItem',
      payload: () => ({ itemKey: '../../etc/passwd', quantity: 2 }),
      field: 'payload.itemKey',
    },
    {
      case: 'a promotion id longer than the backend takes',
      name: 'addItemToBasket',
      payload: () => ({ variantId: variantId(), promotionId: 'p'.repeat(101) }),
      field: 'payload.promotionId',
    },
    {
      case: 'a category slug longer than the backend takes',
      name: 'getCategoriesByPath',
      payload: () => ({ path: ['9'.repeat(400)] }),
      field: 'payload.path.0',
    },
    {
      case: 'a brand id longer than a filter value',
      name: 'getProductsByCategory',
      payload: () => ({ category: sunglasses(), brand: ['x'.repeat(20_000)] }),
      field: 'payload.brand.0',
    },
    {
      case: 'a minimum price above the maximum',
      name: 'getProductsByCategory',
      payload: () => ({ category: sunglasses(), minPrice: 50_000, maxPrice: 1000 }),
      field: 'payload.minPrice',
    },
    {
      case: 'a name longer than the backend’s body limit lets through',
      name: 'placeOrder',
      payload: () => ({
        idempotencyKey: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a',
        billingAddress: {
          firstName: 'Anna',
          lastName: 'x'.repeat(90_000),
          street: 'Hauptstraße',
          houseNumber: '12a',
          zipCode: '10115',
          city: 'Berlin',
        },
        deliveryMethod: 'DHL',
        paymentMethod: 'paypal_instant',
        acceptedTerms: true,
      }),
      field: 'payload.billingAddress.lastName',
    },
    {
      case: 'a city slug longer than an address carries',
      name: 'getBranches',
      payload: () => ({ citySlug: 'x'.repeat(20_000) }),
      field: 'payload.citySlug',
    },
  ];

  it.each(cases)('$name with $case', async ({ name, payload, field }) => {
    const response = await procedures.visitor('de-de').send(name, payload());
    expect(response.status).toBe(400);
    const { error } = RpcErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(new Set(error.details?.map((detail) => detail.field))).toEqual(new Set([field]));
    expect(error.message).toContain(field);
  });

  // §8: more pieces than a line holds is the backend's answer, which the basket page explains.
  it('leaves an ordinary quantity over the line limit to the backend: 413', async () => {
    const failure = await procedures
      .visitor('de-de')
      .fail('addItemToBasket', { variantId: variantId(), quantity: 100 });
    expect(failure.status).toBe(413);
    expect(failure.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the analytics beacon answers 400 naming the field', () => {
  const report = {
    baseUrl: 'https://www.lumen-optik.de',
    path: '/brillen/sonnenbrillen/',
    language: 'de',
    country: 'DE',
    pageType: 'category',
    pageTitle: 'Sonnenbrillen | Lumen Optik',
    isBotTraffic: false,
    ua: 'Mozilla/5.0',
    uamb: false,
  };

  it.each([
    { field: 'pageTitle', problem: 'a NUL', value: 'Sonnenbrillen\u0000' },
    { field: 'path', problem: 'a NUL', value: '/brillen/\u0000/' },
    { field: 'ua', problem: 'a lone surrogate', value: 'Mozilla/5.0 \ud800' },
  ])('$field holding $problem', async ({ field, value }) => {
    const response = await fetch(`${procedures.api.baseUrl}/api/dt/report`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...report, [field]: value }),
    });
    expect(response.status).toBe(400);
    const { error } = RpcErrorBodySchema.parse(await response.json());
    expect(error.details?.map((detail) => detail.field)).toEqual([`body.${field}`]);
  });
});

describe('the content API answers 400 naming the query parameter (404 for a path)', () => {
  const get = (path: string) => fetch(`${contentApi.endpoint}${path}`);

  // A query string is UTF-8 bytes: a lone surrogate cannot be sent in one, NUL can (`%00`).
  it.each([
    ['starts_with', 'starts_with=service%00'],
    ['filter_query[component][in]', 'filter_query[component][in]=page%00'],
  ])('%s in %s', async (parameter, query) => {
    const response = await get(`/cdn/stories?token=${testContentTokens.public}&${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(parameter);
  });

  it('finds no story at a path holding a NUL', async () => {
    const response = await get(`/cdn/stories/de-de/ho%00me?token=${testContentTokens.public}`);
    expect(response.status).toBe(404);
  });
});

describe('the commerce backend answers 400 naming the parameter', () => {
  it.each([
    { path: '/v1/baskets/k1/vouchers', body: { code: 'SOMMER\u0000' }, parameter: 'code' },
    { path: '/v1/baskets/k1/promotion-code', body: { promotionCode: '\u0000' }, parameter: 'promotionCode' },
    {
      path: '/v1/baskets/k1/items',
      body: { variantId: 500_001, quantity: 1, customData: { origin: 'pdp\u0000' } },
      parameter: 'customData[origin]',
    },
    {
      path: '/v1/baskets/k1/items',
      body: { variantId: 500_001, quantity: 1, customData: { origin: '\ud800' } },
      parameter: 'customData[origin]',
    },
  ])('POST $path with $parameter', async ({ path, body, parameter }) => {
    const response = await fetch(`${procedures.commerce.host}${path}?shopId=${shop.shopId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { parameter: string }[] };
    expect(answer.errors.map((error) => error.parameter)).toEqual([parameter]);
  });
});
