import express from 'express';
import type { Response, Router } from 'express';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { statusOf } from '../http/failure-status.ts';
import {
  AddBasketItemBodySchema,
  BasketItemPathSchema,
  BasketPathSchema,
  BasketQuerySchema,
  BasketVoucherPathSchema,
  BulkPromotionsBodySchema,
  PromotionCodeBodySchema,
  UpdateBasketItemBodySchema,
  VoucherBodySchema,
} from './basket-request.ts';
import type { BasketQuery } from './basket-request.ts';
import { createBasketService } from './basket-service.ts';
import type { BasketDeps, BasketOutcome, BasketRequestOptions } from './basket-service.ts';
import { parseItemWith } from './item-with.ts';

function optionsOf(query: BasketQuery): BasketRequestOptions {
  return {
    include: parseItemWith(query.with),
    campaignKey: query.campaignKey,
    skipAvailabilityCheck: query.skipAvailabilityCheck,
  };
}

function send(res: Response, outcome: BasketOutcome): void {
  res.status(statusOf(outcome.result)).json(outcome.basket);
}

/**
 * The SCAYLE Storefront API v1 basket endpoints (§7), mounted under `/v1` after the shop
 * middleware. Besides SCAYLE's own: DELETE baskets/{key} empties a basket, and vouchers/{code}
 * applies and removes a voucher by name (the shop's applyVoucher and removeVoucher).
 */
export function createBasketRouter(deps: BasketDeps): Router {
  const service = createBasketService(deps);
  const router = express.Router();

  router.get('/baskets/:basketKey', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    send(res, await service.get(shopOf(res), basketKey, optionsOf(query)));
  });

  router.delete('/baskets/:basketKey', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    send(res, await service.clear(shopOf(res), basketKey, optionsOf(query)));
  });

  router.post('/baskets/:basketKey/items', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    const body = parseRequestPart(AddBasketItemBodySchema, req.body, 'body');
    send(res, await service.addItem(shopOf(res), basketKey, body, optionsOf(query)));
  });

  router.patch('/baskets/:basketKey/items/:itemKey', async (req, res) => {
    const { basketKey, itemKey } = parseRequestPart(BasketItemPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    const body = parseRequestPart(UpdateBasketItemBodySchema, req.body, 'body');
    send(res, await service.updateItem(shopOf(res), basketKey, itemKey, body, optionsOf(query)));
  });

  router.delete('/baskets/:basketKey/items/:itemKey', async (req, res) => {
    const { basketKey, itemKey } = parseRequestPart(BasketItemPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    send(res, await service.removeItem(shopOf(res), basketKey, itemKey, optionsOf(query)));
  });

  router.post('/baskets/:basketKey/promotion-code', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    const { promotionCode } = parseRequestPart(PromotionCodeBodySchema, req.body, 'body');
    send(res, await service.applyVoucher(shopOf(res), basketKey, promotionCode, optionsOf(query)));
  });

  router.put('/baskets/:basketKey/promotions', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    const items = parseRequestPart(BulkPromotionsBodySchema, req.body, 'body');
    send(res, await service.setPromotions(shopOf(res), basketKey, items, optionsOf(query)));
  });

  router.post('/baskets/:basketKey/vouchers', async (req, res) => {
    const { basketKey } = parseRequestPart(BasketPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    const { code } = parseRequestPart(VoucherBodySchema, req.body, 'body');
    send(res, await service.applyVoucher(shopOf(res), basketKey, code, optionsOf(query)));
  });

  router.delete('/baskets/:basketKey/vouchers/:code', async (req, res) => {
    const { basketKey, code } = parseRequestPart(BasketVoucherPathSchema, req.params, 'path');
    const query = parseRequestPart(BasketQuerySchema, req.query, 'query');
    send(res, await service.removeVoucher(shopOf(res), basketKey, code, optionsOf(query)));
  });

  return router;
}
