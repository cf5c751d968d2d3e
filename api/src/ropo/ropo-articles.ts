import { ProductSchema, isSameRopoArticle } from '@lumen/domain';
import type { Product, RopoArticle, RopoBasket, RopoItem } from '@lumen/domain';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../commerce-client/commerce-call.ts';
import { productTileWith } from '../commerce-client/product-includes.ts';
import type { RpcContext } from '../rpc/define-procedure.ts';

/** Products already fetched during one call, by id. */
export type ProductCache = Map<number, Product>;

/** The product of the shop, or undefined when the shop does not offer it (any more). */
export async function fetchProduct(ctx: RpcContext, productId: number): Promise<Product | undefined> {
  const products = await fetchProducts(ctx, [productId], new Map());
  return products.get(productId);
}

/** Fetches the products of `ids` not in the cache (one request) and adds them; answers the cache. */
async function fetchProducts(
  ctx: RpcContext,
  ids: readonly number[],
  cache: ProductCache,
): Promise<ProductCache> {
  const missing = [...new Set(ids)].filter((id) => !cache.has(id));
  if (missing.length === 0) return cache;
  const answer = await commerceCall(() => ctx.commerce.products.getByIds(missing, { with: productTileWith }));
  for (const product of readAnswer(z.array(ProductSchema), answer)) cache.set(product.id, product);
  return cache;
}

/** A slot's article with its product and variant as the shop offers them now. */
function itemOf(article: RopoArticle, cache: ProductCache): RopoItem | undefined {
  const product = cache.get(article.product.id);
  const variant = product?.variants?.find((candidate) => candidate.id === article.variant.id);
  return product && variant && { product, variant };
}

export interface ResolvedSlots {
  items: RopoBasket<RopoItem>;
  /** Articles the shop no longer offers: their slots read as empty and are freed on the next change. */
  gone: RopoArticle[];
}

/** The slots with their products and variants; one backend request for all products not cached. */
export async function resolveSlots(
  ctx: RpcContext,
  slots: RopoBasket<RopoArticle>,
  cache: ProductCache,
): Promise<ResolvedSlots> {
  const held = slots.filter((slot) => slot !== null);
  await fetchProducts(
    ctx,
    held.map((slot) => slot.product.id),
    cache,
  );
  const gone = held.filter((slot) => itemOf(slot, cache) === undefined);
  return { items: slots.map((slot) => (slot ? (itemOf(slot, cache) ?? null) : null)), gone };
}

/** The slots without the articles that are gone. */
export function withoutGone(
  slots: RopoBasket<RopoArticle>,
  gone: readonly RopoArticle[],
): RopoBasket<RopoArticle> {
  return slots.map((slot) =>
    slot && gone.some((article) => isSameRopoArticle(article, slot)) ? null : slot,
  );
}
