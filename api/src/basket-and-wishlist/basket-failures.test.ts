import type { AddOrUpdateItemError } from '@scayle/storefront-api';
import { describe, expect, it } from 'vitest';
import {
  addFailureKind,
  basketItemError,
  basketItemErrorOf,
  isRefusal,
  refusalError,
  rpcCodeOf,
  statusInMessage,
  updateFailureKind,
} from './basket-failures.ts';

describe('§8 basket-add failures by status', () => {
  it.each([
    [409, 'VariantAlreadyPresent'],
    [412, 'ItemUnavailable'],
    [413, 'MaximumItemCountReached'],
    [424, 'ItemDataNotFound'],
    [206, 'ItemAddedWithReducedQuantity'],
    [404, 'Unknown'],
    [500, 'Unknown'],
    [null, 'Unknown'],
  ] as const)('%s is %s', (status, kind) => {
    expect(addFailureKind(status)).toBe(kind);
  });
});

describe('§8 basket-update failures by status', () => {
  it.each([
    [206, 'ItemAddedWithReducedQuantity'],
    [404, 'BasketItemNotFound'],
    [412, 'ItemUnavailable'],
    [413, 'MaximumItemCountReached'],
    [409, 'Unknown'],
    [424, 'Unknown'],
    [null, 'Unknown'],
  ] as const)('%s is %s', (status, kind) => {
    expect(updateFailureKind(status)).toBe(kind);
  });
});

describe('§8 refused items as RPC errors', () => {
  it.each([
    ['add', 409, 'CONFLICT'],
    ['add', 412, 'PRECONDITION_FAILED'],
    ['add', 413, 'PAYLOAD_TOO_LARGE'],
    ['add', 424, 'UNPROCESSABLE'],
    ['update', 404, 'NOT_FOUND'],
    ['update', 412, 'PRECONDITION_FAILED'],
    ['delete', 404, 'NOT_FOUND'],
    ['delete', 409, 'INTERNAL'],
    ['add', 400, 'INTERNAL'],
    ['add', 503, 'UNAVAILABLE'],
    ['add', null, 'UNAVAILABLE'],
  ] as const)('%s answered %s is %s', (operation, status, code) => {
    expect(rpcCodeOf(basketItemError(operation, status, { variantId: 7 }))).toBe(code);
  });

  it('an item added with fewer pieces (206) is in the basket: no refusal, and no error code', () => {
    const reduced = basketItemError('add', 206, { variantId: 7 });
    expect(isRefusal(reduced)).toBe(false);
    expect(() => rpcCodeOf(reduced)).toThrow(RangeError);
    expect(isRefusal(basketItemError('add', 412, { variantId: 7 }))).toBe(true);
  });

  it('names the field and says §8’s words for a missing item', () => {
    const error = refusalError(basketItemError('update', 404, { itemKey: 'k1' }), 'payload.itemKey');
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Could not find basket item by variant-id',
      details: [{ field: 'payload.itemKey', message: 'Could not find basket item by variant-id' }],
    });
  });
});

describe('§8 the SDK’s collected multi-item errors', () => {
  it.each([
    ['Failed to fetch https://localhost:3443/v1/baskets/k/items?shopId=1001. 424 Failed Dependency', 424],
    ['FetchError: Failed to fetch https://h.example/v1/baskets/a.b/items. 503 Service Unavailable', 503],
    ['Failed to fetch https://h.example/v1/baskets/k/items. 500 ', 500],
    ['TypeError: fetch failed', null],
    [undefined, null],
  ] as const)('reads the status of %j as %s', (message, status) => {
    expect(statusInMessage(message)).toBe(status);
  });

  it.each<[AddOrUpdateItemError, object]>([
    [
      { operation: 'add', variantId: 5, statusCode: 412, kind: 'ItemUnavailable' },
      { operation: 'add', kind: 'ItemUnavailable', status: 412, variantId: 5 },
    ],
    [
      {
        operation: 'add',
        variantId: 5,
        statusCode: -1,
        kind: 'Unknown',
        message: 'FetchError: Failed to fetch https://x/v1/baskets/k/items?shopId=1. 424 Failed Dependency',
      },
      { operation: 'add', kind: 'ItemDataNotFound', status: 424, variantId: 5 },
    ],
    [
      {
        operation: 'update',
        basketItemKey: 'k1',
        variantId: 5,
        statusCode: 206,
        kind: 'ItemAddedWithReducedQuantity',
      },
      { operation: 'update', kind: 'ItemAddedWithReducedQuantity', status: 206, variantId: 5, itemKey: 'k1' },
    ],
    [
      {
        operation: 'delete',
        basketItemKey: 'k1',
        variantId: 5,
        message: 'FetchError: Failed to fetch https://x/v1/baskets/k/items/k1. 404 Not Found',
      },
      { operation: 'delete', kind: 'BasketItemNotFound', status: 404, variantId: 5, itemKey: 'k1' },
    ],
  ])('%j becomes %j, with the api’s own message', (error, expected) => {
    const converted = basketItemErrorOf(error);
    expect(converted).toMatchObject(expected);
    expect(converted.message).not.toMatch(/https?:|baskets\//);
  });
});
