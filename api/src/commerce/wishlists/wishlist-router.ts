import express from 'express';
import type { Response, Router } from 'express';
import { parseItemWith } from '../baskets/item-with.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { statusOf } from '../http/failure-status.ts';
import {
  AddWishlistItemBodySchema,
  WishlistItemPathSchema,
  WishlistPathSchema,
  WishlistQuerySchema,
} from './wishlist-request.ts';
import type { WishlistQuery } from './wishlist-request.ts';
import { createWishlistService } from './wishlist-service.ts';
import type { WishlistDeps, WishlistOutcome, WishlistRequestOptions } from './wishlist-service.ts';

function optionsOf(query: WishlistQuery): WishlistRequestOptions {
  return { include: parseItemWith(query.with), campaignKey: query.campaignKey };
}

function send(res: Response, outcome: WishlistOutcome): void {
  res.status(statusOf(outcome.result)).json(outcome.wishlist);
}

/**
 * The SCAYLE Storefront API v1 wishlist endpoints (§7), mounted under `/v1` after the shop
 * middleware: GET wishlists/{key} and wishlists/{key}/items, POST and DELETE items; DELETE
 * wishlists/{key} empties a wishlist (the shop's clearWishlist).
 */
export function createWishlistRouter(deps: WishlistDeps): Router {
  const service = createWishlistService(deps);
  const router = express.Router();

  router.get('/wishlists/:wishlistKey', async (req, res) => {
    const { wishlistKey } = parseRequestPart(WishlistPathSchema, req.params, 'path');
    const query = parseRequestPart(WishlistQuerySchema, req.query, 'query');
    send(res, await service.get(shopOf(res), wishlistKey, optionsOf(query)));
  });

  // §7 GET wishlists/{wishlistKey}/items: the wishlist with its items, as GET wishlists/{wishlistKey}.
  router.get('/wishlists/:wishlistKey/items', async (req, res) => {
    const { wishlistKey } = parseRequestPart(WishlistPathSchema, req.params, 'path');
    const query = parseRequestPart(WishlistQuerySchema, req.query, 'query');
    send(res, await service.get(shopOf(res), wishlistKey, optionsOf(query)));
  });

  router.delete('/wishlists/:wishlistKey', async (req, res) => {
    const { wishlistKey } = parseRequestPart(WishlistPathSchema, req.params, 'path');
    const query = parseRequestPart(WishlistQuerySchema, req.query, 'query');
    send(res, await service.clear(shopOf(res), wishlistKey, optionsOf(query)));
  });

  router.post('/wishlists/:wishlistKey/items', async (req, res) => {
    const { wishlistKey } = parseRequestPart(WishlistPathSchema, req.params, 'path');
    const query = parseRequestPart(WishlistQuerySchema, req.query, 'query');
    const body = parseRequestPart(AddWishlistItemBodySchema, req.body, 'body');
    send(res, await service.addItem(shopOf(res), wishlistKey, body, optionsOf(query)));
  });

  router.delete('/wishlists/:wishlistKey/items/:itemKey', async (req, res) => {
    const { wishlistKey, itemKey } = parseRequestPart(WishlistItemPathSchema, req.params, 'path');
    const query = parseRequestPart(WishlistQuerySchema, req.query, 'query');
    send(res, await service.removeItem(shopOf(res), wishlistKey, itemKey, optionsOf(query)));
  });

  return router;
}
