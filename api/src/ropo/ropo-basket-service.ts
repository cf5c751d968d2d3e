import {
  addToRopoBasket,
  emptyRopoBasket,
  isInRopoCategory,
  isVariantSellable,
  removeFromRopoBasket,
} from '@lumen/domain';
import type { RopoArticle, RopoBasket, RopoConfig, RopoItem, RpcResponse } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { fetchProduct, resolveSlots, withoutGone } from './ropo-articles.ts';
import type { ProductCache } from './ropo-articles.ts';
import { lockRopoSlots, readRopoSlots, writeRopoSlots } from './ropo-basket-repository.ts';
import type { RopoBasketKey } from './ropo-basket-repository.ts';
import { isRopoOffered, ropoConfigOf } from './ropo-settings.ts';

export type RopoBasketState = RpcResponse<'getRopoBasket'>;

const stateOf = (items: RopoBasket<RopoItem>, config: RopoConfig): RopoBasketState => ({
  slots: [...items],
  maxNumberOfArticles: config.maxNumberOfArticles,
});

/** The shop's ROPO settings; a shop that does not offer ROPO refuses every change (§4). */
export async function offeredRopoConfig(ctx: RpcContext): Promise<RopoConfig> {
  const config = await ropoConfigOf(ctx.db, ctx.shop);
  if (!isRopoOffered(config)) {
    throw new AppError('FORBIDDEN', 'This shop does not offer reserving frames for pickup in a branch');
  }
  return config;
}

function assertSlotExists(slot: number, config: RopoConfig): void {
  if (slot < config.maxNumberOfArticles) return;
  const message = `The ROPO basket has ${config.maxNumberOfArticles} slots, numbered from 0`;
  throw new AppError('VALIDATION_FAILED', message, { details: [{ field: 'payload.slot', message }] });
}

const keyOf = (ctx: RpcContext, basketKey: string): RopoBasketKey => ({
  shopId: ctx.shop.shopId,
  basketKey,
});

/**
 * Changes the stored basket under its row lock: articles found gone just before are freed first,
 * then `change` decides on the slots (and may write more in the same transaction, or throw to
 * leave everything as it was). Answers the change's result and the basket after it, resolved.
 */
export async function changeRopoBasket<R extends { basket: RopoBasket<RopoArticle> }>(
  ctx: RpcContext,
  config: RopoConfig,
  basketKey: string,
  change: (slots: RopoBasket<RopoArticle>, tx: Queryable) => R | Promise<R>,
  cache: ProductCache = new Map(),
): Promise<{ result: R; state: RopoBasketState }> {
  const key = keyOf(ctx, basketKey);
  const before = await resolveSlots(ctx, await readRopoSlots(ctx.db, key, config.maxNumberOfArticles), cache);
  const result = await ctx.db.transaction(async (tx) => {
    const slots = withoutGone(await lockRopoSlots(tx, key, config.maxNumberOfArticles), before.gone);
    const changed = await change(slots, tx);
    await writeRopoSlots(tx, key, changed.basket);
    return changed;
  });
  const after = await resolveSlots(ctx, result.basket, cache);
  return { result, state: stateOf(after.items, config) };
}

/** The session's ROPO basket; a visitor without a session, or a shop without ROPO, has an empty one. */
export async function getRopoBasket(ctx: RpcContext): Promise<RopoBasketState> {
  const config = await ropoConfigOf(ctx.db, ctx.shop);
  if (!isRopoOffered(config)) return { slots: [], maxNumberOfArticles: 0 };
  const session = await ctx.session.find();
  if (!session) return stateOf(emptyRopoBasket(config.maxNumberOfArticles), config);
  const slots = await readRopoSlots(ctx.db, keyOf(ctx, session.basketKey), config.maxNumberOfArticles);
  return stateOf((await resolveSlots(ctx, slots, new Map())).items, config);
}

/**
 * §4 adds a frame: it must be a product of the shop's ROPO category in a variant sellable now; a
 * duplicate or a full basket is an answer (ok: false) for the page to react to (§8).
 */
export async function addToRopo(
  input: RpcInput<'addToRopoBasket'>,
  ctx: RpcContext,
): Promise<RpcResponse<'addToRopoBasket'>> {
  const config = await offeredRopoConfig(ctx);
  if (input.slot !== undefined) assertSlotExists(input.slot, config);
  const product = await fetchProduct(ctx, input.productId);
  if (!product) throw new AppError('NOT_FOUND', `Product ${input.productId} not found`);
  const variant = product.variants?.find((candidate) => candidate.id === input.variantId);
  if (!variant) {
    const message = `Product ${input.productId} has no variant ${input.variantId}`;
    throw new AppError('NOT_FOUND', message, { details: [{ field: 'payload.variantId', message }] });
  }
  if (!isInRopoCategory(product, config.categoryPath)) {
    const message = 'Only frames can be reserved for pickup in a branch';
    throw new AppError('UNPROCESSABLE', message, { details: [{ field: 'payload.productId', message }] });
  }
  if (!isVariantSellable(product, variant)) {
    const message = 'This frame is not available at the moment';
    throw new AppError('PRECONDITION_FAILED', message, {
      details: [{ field: 'payload.variantId', message }],
    });
  }
  const session = await ctx.session.get();
  const article: RopoArticle = { product: { id: product.id }, variant: { id: variant.id } };
  const { result, state } = await changeRopoBasket(
    ctx,
    config,
    session.basketKey,
    (slots) => {
      const added = addToRopoBasket(slots, article, input.slot);
      return added.ok
        ? { basket: added.basket, refusal: undefined }
        : { basket: slots, refusal: added.reason };
    },
    new Map([[product.id, product]]),
  );
  return result.refusal === undefined
    ? { ok: true, basket: state }
    : { ok: false, reason: result.refusal, basket: state };
}

/** §4: removal empties the slot; the other frames keep theirs. */
export async function removeFromRopo(
  input: RpcInput<'removeFromRopoBasket'>,
  ctx: RpcContext,
): Promise<RopoBasketState> {
  const config = await offeredRopoConfig(ctx);
  assertSlotExists(input.slot, config);
  const session = await ctx.session.find();
  if (!session) return stateOf(emptyRopoBasket(config.maxNumberOfArticles), config);
  const { state } = await changeRopoBasket(ctx, config, session.basketKey, (slots) => ({
    basket: removeFromRopoBasket(slots, input.slot),
  }));
  return state;
}
