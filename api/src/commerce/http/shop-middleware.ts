import { findShopById } from '@lumen/domain';
import type { RequestHandler } from 'express';
import { CommerceError } from './commerce-error.ts';

const shopIdPattern = /^[1-9]\d{0,9}$/;

/**
 * §7: the shop comes from the `shopId` query parameter or the `X-Shop-Id` header (the SDK sends
 * the parameter). A missing, malformed or unknown shop is a 400 naming where it looked.
 */
export const resolveShop: RequestHandler = (req, res, next) => {
  const fromQuery = req.query['shopId'];
  const fromHeader = req.get('x-shop-id');
  const parameter = fromQuery === undefined ? 'X-Shop-Id' : 'shopId';
  const raw = fromQuery ?? fromHeader;
  if (raw === undefined) {
    throw new CommerceError(400, 'Missing shop: send the shopId query parameter or the X-Shop-Id header', [
      { parameter: 'shopId', message: 'is required' },
    ]);
  }
  if (typeof raw !== 'string' || !shopIdPattern.test(raw)) {
    throw new CommerceError(400, `Invalid ${parameter}: must be a shop id`, [
      { parameter, message: 'must be a shop id' },
    ]);
  }
  const shop = findShopById(Number(raw));
  if (!shop) {
    throw new CommerceError(400, `Invalid ${parameter}: no shop has the id ${raw}`, [
      { parameter, message: `no shop has the id ${raw}` },
    ]);
  }
  res.locals['shop'] = shop;
  next();
};
