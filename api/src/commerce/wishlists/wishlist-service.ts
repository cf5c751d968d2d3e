import { randomUUID } from 'node:crypto';
import { findWishlistItem, isBuyableSalesStatus, salesStatusOf } from '@lumen/domain';
import type { Product, ShopIdentity, Variant, Wishlist, WishlistItem } from '@lumen/domain';
import type { Db } from '../../db/db.ts';
import type { CatalogPriceOptions, CatalogReader } from '../baskets/catalog-reader.ts';
import { shapeProduct, shapeVariant } from '../baskets/item-with.ts';
import type { ItemInclude } from '../baskets/item-with.ts';
import { CommerceFailure, isRefusal } from '../commerce-failure.ts';
import type { CommerceResult } from '../commerce-failure.ts';
import {
  clearWishlist,
  deleteWishlistEntry,
  ensureWishlist,
  findWishlist,
  insertWishlistEntry,
  lockWishlist,
  wishlistEntries,
} from './wishlist-repository.ts';
import type { AddWishlistItemBody } from './wishlist-request.ts';

export interface WishlistDeps {
  db: Db;
  catalog: CatalogReader;
  /** Entries one wishlist holds; more exceeds its limit (§8). */
  maxItems?: number;
}

export const defaultMaxWishlistItems = 100;

export interface WishlistRequestOptions extends CatalogPriceOptions {
  include: ItemInclude;
}

/**
 * How a wishlist request went, and the wishlist after it. Refusals too answer the wishlist: the SDK
 * reads their answers as a wishlist.
 */
export interface WishlistOutcome {
  result: Extract<CommerceResult, 'done' | 'created' | 'conflict' | 'precondition_failed' | 'limit_exceeded'>;
  wishlist: Wishlist;
}

/**
 * Whether a product may go on the wishlist: the shop sells it and may sell it again (§4 buyable
 * sales statuses, active). A sold-out product may: shoppers keep it to buy when it is back.
 */
function wishable(product: Product): boolean {
  return product.isActive && isBuyableSalesStatus(salesStatusOf(product));
}

export function createWishlistService(deps: WishlistDeps) {
  const { db, catalog } = deps;
  const maxItems = deps.maxItems ?? defaultMaxWishlistItems;

  async function answer(
    shop: ShopIdentity,
    key: string,
    options: WishlistRequestOptions,
    result: WishlistOutcome['result'] = 'done',
  ): Promise<WishlistOutcome> {
    // A refusal answers the wishlist as it is and writes nothing, not even an empty wishlist.
    const wishlistId = isRefusal(result)
      ? await findWishlist(db, shop.shopId, key)
      : await ensureWishlist(db, shop.shopId, key);
    const entries = wishlistId === undefined ? [] : await wishlistEntries(db, wishlistId);
    const products = new Map<number, Product | undefined>();
    await Promise.all(
      [...new Set(entries.map((entry) => entry.productId))].map(async (productId) => {
        products.set(productId, await catalog.product(shop, productId, options));
      }),
    );
    // An entry the shop no longer sells is kept but not answered: it has no product data.
    const items = entries.flatMap((entry): WishlistItem[] => {
      const product = products.get(entry.productId);
      if (!product) return [];
      const variant: Variant | undefined =
        entry.variantId === null
          ? undefined
          : product.variants?.find((candidate) => candidate.id === entry.variantId);
      return [
        {
          key: entry.key,
          productId: entry.productId,
          product: shapeProduct(product, options.include.product),
          variantId: entry.variantId,
          ...(variant ? { variant: shapeVariant(variant, options.include.variant) } : {}),
          customData: entry.customData,
          ...(entry.itemGroup ? { itemGroup: entry.itemGroup } : {}),
        },
      ];
    });
    return { result, wishlist: { key, items } };
  }

  return {
    /** §7 GET wishlists/{wishlistKey}: created empty on first read. */
    get: (shop: ShopIdentity, key: string, options: WishlistRequestOptions) => answer(shop, key, options),

    /**
     * §7/§8 POST wishlists/{wishlistKey}/items: exactly one of variantId and productId (invalid:
     * 'Only one parameter must be set'); an entry already there is a conflict; a product the shop
     * does not sell fails the precondition; a full wishlist exceeds its limit.
     */
    async addItem(
      shop: ShopIdentity,
      key: string,
      body: AddWishlistItemBody,
      options: WishlistRequestOptions,
    ): Promise<WishlistOutcome> {
      if ((body.variantId === undefined) === (body.productId === undefined)) {
        throw new CommerceFailure('invalid', 'Only one parameter must be set: variantId or productId', [
          { parameter: 'variantId', message: 'Set either variantId or productId' },
          { parameter: 'productId', message: 'Set either variantId or productId' },
        ]);
      }
      const product =
        body.variantId === undefined
          ? await catalog.product(shop, body.productId!, options)
          : (await catalog.variant(shop, body.variantId, options))?.product;
      if (!product || !wishable(product)) return answer(shop, key, options, 'precondition_failed');
      const entry = {
        key: randomUUID(),
        productId: product.id,
        variantId: body.variantId ?? null,
        itemGroup: body.itemGroup ?? null,
        customData: body.customData ?? {},
      };
      const result = await db.transaction(async (tx): Promise<WishlistOutcome['result']> => {
        const wishlistId = await lockWishlist(tx, shop.shopId, key);
        const entries = await wishlistEntries(tx, wishlistId);
        if (findWishlistItem(entries, entry)) return 'conflict';
        if (entries.length >= maxItems) return 'limit_exceeded';
        return (await insertWishlistEntry(tx, wishlistId, entry)) ? 'created' : 'conflict';
      });
      return answer(shop, key, options, result);
    },

    /** §7/§8 DELETE wishlists/{wishlistKey}/items/{itemKey}; an unknown item is not_found 'Could not find wishlist item'. */
    async removeItem(
      shop: ShopIdentity,
      key: string,
      itemKey: string,
      options: WishlistRequestOptions,
    ): Promise<WishlistOutcome> {
      await db.transaction(async (tx) => {
        const wishlistId = await lockWishlist(tx, shop.shopId, key);
        const entry = (await wishlistEntries(tx, wishlistId)).find((candidate) => candidate.key === itemKey);
        // Thrown inside: the refusal rolls back, and leaves no empty wishlist behind.
        if (!entry) throw new CommerceFailure('not_found', `Could not find wishlist item ${itemKey}`);
        await deleteWishlistEntry(tx, wishlistId, entry.key);
      });
      return answer(shop, key, options);
    },

    /** Empties the wishlist (the shop's clearWishlist). */
    async clear(shop: ShopIdentity, key: string, options: WishlistRequestOptions): Promise<WishlistOutcome> {
      await db.transaction(async (tx) => clearWishlist(tx, await lockWishlist(tx, shop.shopId, key)));
      return answer(shop, key, options);
    },
  };
}
