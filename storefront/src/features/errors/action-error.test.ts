import { describe, expect, it } from 'vitest';
import { RpcError } from '@lumen/domain';
import { actionErrorMessageKey } from './action-error.ts';

const refused = (status: number, code: ConstructorParameters<typeof RpcError>[0]['code'] = 'BAD_REQUEST') =>
  new RpcError({ code, status, message: 'refused' });

describe('§8 refusals of a shopper’s action, told as alerts', () => {
  it.each([
    ['basketAdd', refused(409, 'CONFLICT'), 'actionErrors.basketAdd.alreadyPresent'],
    ['basketAdd', refused(412, 'PRECONDITION_FAILED'), 'actionErrors.basketAdd.unavailable'],
    ['basketAdd', refused(413, 'PAYLOAD_TOO_LARGE'), 'actionErrors.basketAdd.maximumReached'],
    ['basketAdd', refused(422, 'UNPROCESSABLE'), 'actionErrors.basketAdd.itemDataNotFound'],
    ['basketAdd', refused(429, 'RATE_LIMITED'), 'actionErrors.basketAdd.tooManyRequests'],
    ['basketAdd', refused(500, 'INTERNAL'), 'actionErrors.basketAdd.unknown'],
    ['basketUpdate', refused(404, 'NOT_FOUND'), 'actionErrors.basketUpdate.notFound'],
    ['basketUpdate', refused(412, 'PRECONDITION_FAILED'), 'actionErrors.basketUpdate.unavailable'],
    ['basketUpdate', refused(409, 'CONFLICT'), 'actionErrors.basketUpdate.unknown'],
    ['basketRemove', refused(404, 'NOT_FOUND'), 'actionErrors.basketRemove.notFound'],
    ['basketRemove', new TypeError('Failed to fetch'), 'actionErrors.basketRemove.unknown'],
    ['voucherApply', refused(404, 'NOT_FOUND'), 'actionErrors.voucherApply.notFound'],
    ['voucherApply', refused(400, 'BAD_REQUEST'), 'actionErrors.voucherApply.notFound'],
    ['voucherApply', refused(412, 'PRECONDITION_FAILED'), 'actionErrors.voucherApply.unavailable'],
    ['voucherApply', refused(429, 'RATE_LIMITED'), 'actionErrors.voucherApply.tooManyRequests'],
    ['voucherRemove', refused(404, 'NOT_FOUND'), 'actionErrors.voucherRemove.notFound'],
    ['wishlistAdd', refused(409, 'CONFLICT'), 'actionErrors.wishlistAdd.alreadyPresent'],
    ['wishlistAdd', refused(412, 'PRECONDITION_FAILED'), 'actionErrors.wishlistAdd.unavailable'],
    ['wishlistAdd', refused(413, 'PAYLOAD_TOO_LARGE'), 'actionErrors.wishlistAdd.maximumReached'],
    ['wishlistAdd', refused(422, 'UNPROCESSABLE'), 'actionErrors.wishlistAdd.unknown'],
    ['wishlistRemove', refused(404, 'NOT_FOUND'), 'actionErrors.wishlistRemove.notFound'],
    ['wishlistRemove', new TypeError('Failed to fetch'), 'actionErrors.wishlistRemove.unknown'],
    // §8 ROPO: a missing product is its own alert; duplicate and full are answers, not errors.
    ['ropoAdd', refused(404, 'NOT_FOUND'), 'actionErrors.ropoAdd.notFound'],
    ['ropoAdd', refused(412, 'PRECONDITION_FAILED'), 'actionErrors.ropoAdd.unavailable'],
    ['ropoAdd', refused(422, 'UNPROCESSABLE'), 'actionErrors.ropoAdd.unknown'],
  ] as const)('%s refused with %o → %s', (action, error, key) => {
    expect(actionErrorMessageKey(action, error)).toBe(key);
  });
});
