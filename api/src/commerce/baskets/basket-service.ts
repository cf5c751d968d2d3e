import { randomUUID } from 'node:crypto';
import { isHomeTryOnItem, isSameBasketItem, isVariantOrderable } from '@lumen/domain';
import type { Basket, ItemGroup, Promotion, ShopIdentity } from '@lumen/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { findShopSettings } from '../../shops/shop-settings-repository.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import type { CommerceResult } from '../commerce-failure.ts';
import { defaultBasketLimits } from './basket-limits.ts';
import type { BasketLimits } from './basket-limits.ts';
import { basketAnswer, priceBasket } from './basket-pricing.ts';
import type { BasketLine, PricedBasket, VariantStock } from './basket-pricing.ts';
import { promotionFitsVariant } from './basket-promotions.ts';
import {
  basketLines,
  basketLinesWithStock,
  basketVoucherCode,
  clearBasket,
  deleteBasketLine,
  ensureBasket,
  findBasketId,
  insertBasketLine,
  lockBasket,
  removeBasketVoucher,
  setBasketVoucher,
  takeBasketForAdd,
  touchBasket,
  updateBasketLine,
} from './basket-repository.ts';
import type { AddBasketItemBody, BulkPromotionsBody, UpdateBasketItemBody } from './basket-request.ts';
import type { CatalogPriceOptions, CatalogReader, SellableVariant } from './catalog-reader.ts';
import type { ItemInclude } from './item-with.ts';
import { customerOfBasket } from '../orders/customer-repository.ts';
import { activePromotions, findVoucherCode, voucherUses } from './promotion-repository.ts';
import { variantStocks } from './variant-stock.ts';
import { checkVoucher, checkVoucherUses, normaliseVoucherCode } from './voucher-check.ts';

export interface BasketDeps {
  db: Db;
  catalog: CatalogReader;
  /** The clock (tests fix it); promotions, vouchers and delivery windows depend on it. */
  now?: () => Date;
  limits?: BasketLimits;
}

/** Options every basket request may carry (§7). */
export interface BasketRequestOptions extends CatalogPriceOptions {
  include: ItemInclude;
  /** SCAYLE's skipAvailabilityCheck: take stock as the catalogue reports it and refuse nothing for it. */
  skipAvailabilityCheck?: boolean | undefined;
}

/** The refusals a basket answers with itself: the SDK reads their answers as a basket too. */
type BasketRefusal = Extract<
  CommerceResult,
  'not_found' | 'conflict' | 'precondition_failed' | 'limit_exceeded'
>;

export type BasketResult = Extract<CommerceResult, 'done' | 'created' | 'reduced'> | BasketRefusal;

/** How a basket request went, and the basket after it. */
export interface BasketOutcome {
  result: BasketResult;
  basket: Basket;
}

/** The catalogue's view of the given variants. Never called inside a transaction (see CatalogReader). */
export async function readCatalog(
  catalog: CatalogReader,
  shop: ShopIdentity,
  variantIds: readonly number[],
  options: CatalogPriceOptions,
): Promise<Map<number, SellableVariant>> {
  const ids = [...new Set(variantIds)];
  const found = await Promise.all(ids.map(async (id) => catalog.variant(shop, id, options)));
  return new Map(ids.flatMap((id, index) => (found[index] ? [[id, found[index]] as const] : [])));
}

/** Stock as the catalogue reported it, for requests that skip the availability check. */
function reportedStocks(catalog: ReadonlyMap<number, SellableVariant>): Map<number, VariantStock> {
  return new Map(
    [...catalog].map(([id, sellable]) => [
      id,
      { stock: sellable.stock, sellableWithoutStock: sellable.sellableWithoutStock },
    ]),
  );
}

/** What a change read in its transaction, so the answer after it need not read it again. */
interface ReadInChange {
  /** The stock of every line's variant, as the change found it. */
  stocks: ReadonlyMap<number, VariantStock>;
  voucherCode: string | undefined;
  /** The promotions running in the shop, where the change had to read them. */
  promotions?: readonly Promotion[] | undefined;
}

/**
 * Prices a stored basket with everything the database says now (stock, promotions, the voucher);
 * `q` is the transaction when an order prices the basket it is about to take. `read`: what a
 * change has just read of it (its stock and voucher), taken instead of reading it again.
 */
export async function priceStoredBasket(
  q: Queryable,
  context: {
    shop: ShopIdentity;
    key: string;
    basketId: number;
    lines: readonly BasketLine[];
    catalog: ReadonlyMap<number, SellableVariant>;
    now: Date;
    limits: BasketLimits;
    skipAvailabilityCheck?: boolean | undefined;
  },
  read?: ReadInChange,
): Promise<PricedBasket> {
  const { shop, lines, catalog, now } = context;
  const stocks = context.skipAvailabilityCheck
    ? reportedStocks(catalog)
    : (read?.stocks ??
      (await variantStocks(
        q,
        lines.map((line) => line.variantId),
      )));
  const promotions = lines.some((line) => line.promotionId !== null)
    ? (read?.promotions ?? (await activePromotions(q, shop, now)))
    : [];
  const code = read ? read.voucherCode : await basketVoucherCode(q, context.basketId);
  const voucher = code === undefined ? undefined : { code, row: await findVoucherCode(q, code) };
  // Only glasses (a group's frame) can be a zero-cost frame, only a frame alone can be lent for
  // home try-on: other baskets need not ask for the shop's settings.
  const settings = lines.some((line) => line.itemGroup?.isMainItem || isHomeTryOnItem(line))
    ? (await findShopSettings(q, shop.shopId))?.customData
    : undefined;
  return priceBasket({
    ...context,
    stocks,
    promotions,
    voucher,
    zeroCostFrames: settings?.zeroCostFrames.enabled ?? false,
    homeTryOn: settings?.homeTryOn,
  });
}

function mergeable(line: Pick<BasketLine, 'key' | 'quantity' | 'variantId' | 'itemGroup'>) {
  return {
    key: line.key,
    quantity: line.quantity,
    variant: { id: line.variantId },
    itemGroup: line.itemGroup,
  };
}

/** The promotion a request names: `promotions[0].id` (the SDK's successor) or `promotionId`. */
function requestedPromotion(body: {
  promotionId?: string | null | undefined;
  promotions?: { id: string }[] | undefined;
}): string | null | undefined {
  if (body.promotions !== undefined) return body.promotions[0]?.id ?? null;
  return body.promotionId;
}

/**
 * The promotion code a request names beside the promotion (`promotions[0].code`, or the
 * deprecated `promotionCode` of an update), upper-cased as codes are kept.
 */
function requestedCode(body: {
  promotionCode?: string | null | undefined;
  promotions?: { id: string; code?: string | null | undefined }[] | undefined;
}): string | undefined {
  const code = body.promotions?.[0]?.code ?? body.promotionCode;
  return code ? code.trim().toUpperCase() : undefined;
}

/** A promotion with a code (§3 Promotion `code`) takes part only where the request names its code. */
function codeAccepted(promotion: Pick<Promotion, 'code'>, code: string | undefined): boolean {
  return promotion.code === undefined || promotion.code === code;
}

/** §4 sellable with the stock the database holds, and the product still active. */
function sellableWith(sellable: SellableVariant, stock: VariantStock): boolean {
  return isVariantOrderable(sellable.product, {
    stock: { quantity: stock.stock, isSellableWithoutStock: stock.sellableWithoutStock },
  });
}

/** An add the basket refuses (§8): thrown to roll its transaction back. */
class RefusedAdd extends Error {
  readonly refusal: Exclude<BasketRefusal, 'not_found'>;

  constructor(refusal: Exclude<BasketRefusal, 'not_found'>) {
    super(`The basket refused the add (${refusal})`);
    this.refusal = refusal;
  }
}

export function createBasketService(deps: BasketDeps) {
  const { db, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? defaultBasketLimits;

  async function priced(
    shop: ShopIdentity,
    key: string,
    options: BasketRequestOptions,
  ): Promise<PricedBasket> {
    const basketId = await ensureBasket(db, shop.shopId, key);
    const lines = await basketLines(db, basketId);
    const known = await readCatalog(
      catalog,
      shop,
      lines.map((line) => line.variantId),
      options,
    );
    return priceStoredBasket(db, {
      shop,
      key,
      basketId,
      lines,
      catalog: known,
      now: now(),
      limits,
      skipAvailabilityCheck: options.skipAvailabilityCheck,
    });
  }

  async function answer(
    shop: ShopIdentity,
    key: string,
    options: BasketRequestOptions,
    result: BasketResult = 'done',
  ): Promise<BasketOutcome> {
    // Reading a basket nobody has made yet answers it empty without making it: a read writes nothing.
    if ((await findBasketId(db, shop.shopId, key)) === undefined) {
      return unmadeBasketAnswer(shop, key, options, result);
    }
    return { result, basket: basketAnswer(await priced(shop, key, options), options.include) };
  }

  /** The answer about a basket nobody has made yet: empty, and still not made. */
  function unmadeBasketAnswer(
    shop: ShopIdentity,
    key: string,
    options: BasketRequestOptions,
    result: BasketResult,
  ): BasketOutcome {
    const empty = priceBasket({
      shop,
      key,
      now: now(),
      lines: [],
      catalog: new Map(),
      stocks: new Map(),
      promotions: [],
      voucher: undefined,
      limits,
    });
    return { result, basket: basketAnswer(empty, options.include) };
  }

  /**
   * Whether a promotion may be named for this variant now: it runs in the shop, for a gift it
   * offers the variant, and a promotion with a code is named with its code.
   */
  async function promotionAllowed(
    shop: ShopIdentity,
    promotionId: string,
    variantId: number,
    code: string | undefined,
  ): Promise<boolean> {
    const promotion = (await activePromotions(db, shop, now())).find(
      (candidate) => candidate.id === promotionId,
    );
    return (
      promotion !== undefined &&
      promotionFitsVariant(promotion.effect, variantId) &&
      codeAccepted(promotion, code)
    );
  }

  return {
    priced,

    /** §7 GET baskets/{basketKey}: the basket, created empty on first read. */
    get: (shop: ShopIdentity, key: string, options: BasketRequestOptions) => answer(shop, key, options),

    /**
     * §7/§8 POST baskets/{basketKey}/items, as SCAYLE answers it: the same variant in the same item
     * group already in the basket is a conflict (409 "variant already present"), whatever its custom
     * data; a client merges with PATCH or DELETE and POST (the SDK's `addOrUpdateItems`). Unknown
     * variant: item_data_missing; not sellable: precondition_failed; too many lines or pieces:
     * limit_exceeded; more than the stock: reduced, to the quantity the stock allows.
     */
    async addItem(
      shop: ShopIdentity,
      key: string,
      body: AddBasketItemBody,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      const sellable = await catalog.variant(shop, body.variantId, options);
      if (!sellable) {
        throw new CommerceFailure(
          'item_data_missing',
          `Could not find item data for variant ${body.variantId}`,
        );
      }
      const promotionId = requestedPromotion(body) ?? null;
      let promotions: Promotion[] | undefined;
      if (promotionId !== null) {
        promotions = await activePromotions(db, shop, now());
        const promotion = promotions.find((candidate) => candidate.id === promotionId);
        if (
          !promotion ||
          !promotionFitsVariant(promotion.effect, body.variantId) ||
          !codeAccepted(promotion, requestedCode(body))
        ) {
          return answer(shop, key, options, 'precondition_failed');
        }
      }
      const itemGroup: ItemGroup | null = body.itemGroup ?? null;
      const customData = body.customData ?? {};
      // Two statements for a new basket (take it with the variant's stock, write the line), one
      // more for a basket with lines; the answer is priced from what they read, not read again.
      const change = await db
        .transaction(async (tx) => {
          const basket = await takeBasketForAdd(tx, { shopId: shop.shopId, key, now: now() }, body.variantId);
          const { stock } = basket;
          if (!stock) {
            throw new CommerceFailure(
              'item_data_missing',
              `Could not find item data for variant ${body.variantId}`,
            );
          }
          const checked = !options.skipAvailabilityCheck;
          if (checked && !sellableWith(sellable, stock)) throw new RefusedAdd('precondition_failed');
          const found = basket.made
            ? { lines: [], stocks: new Map<number, VariantStock>() }
            : await basketLinesWithStock(tx, basket.id);
          const incoming = mergeable({
            key: '',
            quantity: body.quantity,
            variantId: body.variantId,
            itemGroup,
          });
          if (found.lines.some((line) => isSameBasketItem(mergeable(line), incoming))) {
            throw new RefusedAdd('conflict');
          }
          if (found.lines.length >= limits.maxLines) throw new RefusedAdd('limit_exceeded');
          if (body.quantity > limits.maxQuantityPerLine) throw new RefusedAdd('limit_exceeded');
          const reduced = checked && !stock.sellableWithoutStock && body.quantity > stock.stock;
          const line: BasketLine = {
            key: randomUUID(),
            variantId: body.variantId,
            quantity: reduced ? stock.stock : body.quantity,
            itemGroup,
            customData,
            displayData: body.displayData ?? {},
            promotionId,
          };
          await insertBasketLine(tx, basket.id, line);
          return {
            result: reduced ? ('reduced' as const) : ('created' as const),
            basketId: basket.id,
            lines: [...found.lines, line],
            read: {
              stocks: new Map(found.stocks).set(body.variantId, stock),
              voucherCode: basket.voucherCode,
              promotions,
            },
          };
        })
        .catch((error: unknown) => {
          // Refused: rolled back, so the refusal wrote nothing (not even a new empty basket).
          if (error instanceof RefusedAdd) return error.refusal;
          throw error;
        });
      if (typeof change === 'string') return answer(shop, key, options, change);
      const known = await readCatalog(
        catalog,
        shop,
        change.lines.map((line) => line.variantId).filter((id) => id !== body.variantId),
        options,
      );
      known.set(body.variantId, sellable);
      const basket = await priceStoredBasket(
        db,
        {
          shop,
          key,
          basketId: change.basketId,
          lines: change.lines,
          catalog: known,
          now: now(),
          limits,
          skipAvailabilityCheck: options.skipAvailabilityCheck,
        },
        change.read,
      );
      return { result: change.result, basket: basketAnswer(basket, options.include) };
    },

    /**
     * §7/§8 PATCH baskets/{basketKey}/items/{itemKey}: sets the quantity (and data). Unknown item
     * not_found, not sellable precondition_failed, more pieces than a line holds limit_exceeded,
     * more than the stock reduced to what it allows; each answers the basket, as the SDK expects.
     */
    async updateItem(
      shop: ShopIdentity,
      key: string,
      itemKey: string,
      body: UpdateBasketItemBody,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      // A basket not made yet holds no such item; the refusal must not make it (a refusal writes nothing).
      const basketId = await findBasketId(db, shop.shopId, key);
      if (basketId === undefined) return unmadeBasketAnswer(shop, key, options, 'not_found');
      const before = (await basketLines(db, basketId)).find((line) => line.key === itemKey);
      if (!before) return answer(shop, key, options, 'not_found');
      const sellable = await catalog.variant(shop, before.variantId, options);
      if (!sellable) return answer(shop, key, options, 'precondition_failed');
      const promotionId = requestedPromotion(body);
      if (
        typeof promotionId === 'string' &&
        !(await promotionAllowed(shop, promotionId, before.variantId, requestedCode(body)))
      ) {
        return answer(shop, key, options, 'precondition_failed');
      }
      const result = await db.transaction(async (tx): Promise<BasketResult> => {
        await lockBasket(tx, shop.shopId, key);
        const lines = await basketLines(tx, basketId);
        const line = lines.find((candidate) => candidate.key === itemKey);
        if (!line) return 'not_found';
        if (body.quantity > limits.maxQuantityPerLine) return 'limit_exceeded';
        const itemGroup = body.itemGroup === undefined ? line.itemGroup : body.itemGroup;
        const moved = { ...mergeable(line), itemGroup };
        if (lines.some((other) => other.key !== line.key && isSameBasketItem(mergeable(other), moved))) {
          throw new CommerceFailure(
            'conflict',
            `Variant ${line.variantId} is already in item group ${itemGroup?.id ?? '(none)'}`,
          );
        }
        const stock = (await variantStocks(tx, [line.variantId])).get(line.variantId);
        const checked = !options.skipAvailabilityCheck;
        if (checked && (!stock || !sellableWith(sellable, stock))) return 'precondition_failed';
        const reduced = checked && !!stock && !stock.sellableWithoutStock && body.quantity > stock.stock;
        await updateBasketLine(tx, basketId, {
          ...line,
          quantity: reduced && stock ? stock.stock : body.quantity,
          itemGroup,
          customData: body.customData ?? line.customData,
          displayData: body.displayData ?? line.displayData,
          promotionId: promotionId === undefined ? line.promotionId : promotionId,
        });
        await touchBasket(tx, basketId, now());
        return reduced ? 'reduced' : 'done';
      });
      return answer(shop, key, options, result);
    },

    /** §7 DELETE baskets/{basketKey}/items/{itemKey}; an unknown item is not_found (§8). */
    async removeItem(
      shop: ShopIdentity,
      key: string,
      itemKey: string,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      // A refusal writes nothing, not even a lock: look before taking the basket's lock.
      const existing = await findBasketId(db, shop.shopId, key);
      const present =
        existing !== undefined && (await basketLines(db, existing)).some((line) => line.key === itemKey);
      if (!present) throw new CommerceFailure('not_found', `Could not find basket item ${itemKey}`);
      await db.transaction(async (tx) => {
        const basketId = await lockBasket(tx, shop.shopId, key);
        const line = (await basketLines(tx, basketId)).find((candidate) => candidate.key === itemKey);
        // Thrown inside: the refusal rolls back, and leaves no empty basket behind.
        if (!line) throw new CommerceFailure('not_found', `Could not find basket item ${itemKey}`);
        await deleteBasketLine(tx, basketId, line.key);
        await touchBasket(tx, basketId, now());
      });
      return answer(shop, key, options);
    },

    /**
     * SCAYLE's PUT baskets/{basketKey}/promotions (the SDK's bulkUpdatePromotions): sets the
     * promotion of every item named, all of them or none. An unknown item is not_found; a promotion
     * that does not run in the shop, or a gift that does not give the item's variant, fails its precondition.
     * A promotion with a code takes part only where the item names its code beside its id.
     */
    async setPromotions(
      shop: ShopIdentity,
      key: string,
      items: BulkPromotionsBody,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      const basketId = await ensureBasket(db, shop.shopId, key);
      const before = await basketLines(db, basketId);
      const wanted: { itemId: string; promotionId: string | null }[] = [];
      for (const item of items) {
        const line = before.find((candidate) => candidate.key === item.itemId);
        if (!line) throw new CommerceFailure('not_found', `Could not find basket item ${item.itemId}`);
        const promotionId = requestedPromotion(item) ?? null;
        if (
          promotionId !== null &&
          !(await promotionAllowed(shop, promotionId, line.variantId, requestedCode(item)))
        ) {
          throw new CommerceFailure(
            'precondition_failed',
            `Promotion ${promotionId} does not apply to basket item ${item.itemId}`,
          );
        }
        wanted.push({ itemId: item.itemId, promotionId });
      }
      await db.transaction(async (tx) => {
        await lockBasket(tx, shop.shopId, key);
        const lines = await basketLines(tx, basketId);
        for (const { itemId, promotionId } of wanted) {
          const line = lines.find((candidate) => candidate.key === itemId);
          // Removed meanwhile: the list no longer fits the basket, so nothing of it is written.
          if (!line) throw new CommerceFailure('not_found', `Could not find basket item ${itemId}`);
          await updateBasketLine(tx, basketId, { ...line, promotionId });
        }
        await touchBasket(tx, basketId, now());
      });
      return answer(shop, key, options);
    },

    /** Empties the basket (the shop's clearBasket; an order empties its basket the same way). */
    async clear(shop: ShopIdentity, key: string, options: BasketRequestOptions): Promise<BasketOutcome> {
      await db.transaction(async (tx) => {
        const basketId = await lockBasket(tx, shop.shopId, key);
        await clearBasket(tx, basketId);
        await touchBasket(tx, basketId, now());
      });
      return answer(shop, key, options);
    },

    /**
     * Applies a voucher code (SCAYLE's POST baskets/{basketKey}/promotion-code): checked against
     * the basket as it is now (dates, shop, currency, minimum order value) and against its uses in
     * all, and for a customer's own basket against that customer's uses. Unknown code 404; a code that
     * does not hold for this basket, or is used up, 412 naming why. The order checks the limits
     * again under a lock (order-service.ts): an apply is no reservation.
     */
    async applyVoucher(
      shop: ShopIdentity,
      key: string,
      rawCode: string,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      const code = normaliseVoucherCode(rawCode);
      // A basket not made yet is empty; a refused code must not make it (a refusal writes nothing).
      const exists = (await findBasketId(db, shop.shopId, key)) !== undefined;
      const itemsTotal = exists ? (await priced(shop, key, options)).itemsTotal : 0;
      const check = checkVoucher(code, await findVoucherCode(db, code), {
        shop,
        itemsTotal,
        now: now(),
      });
      if (!check.ok) {
        throw new CommerceFailure(
          check.reason === 'not_found' ? 'not_found' : 'precondition_failed',
          check.message,
        );
      }
      // A customer's own basket names them, so a code they used up is refused here already; a
      // visitor's basket is nobody's yet, and the order checks the limit per customer again.
      const owner = await customerOfBasket(db, shop.shopId, key);
      const uses = checkVoucherUses(check.voucher, await voucherUses(db, check.voucher.code, owner));
      if (!uses.ok) throw new CommerceFailure('precondition_failed', uses.message);
      await db.transaction(async (tx) => {
        const basketId = await lockBasket(tx, shop.shopId, key);
        await setBasketVoucher(tx, basketId, check.voucher.code, now());
        await touchBasket(tx, basketId, now());
      });
      return answer(shop, key, options);
    },

    async removeVoucher(
      shop: ShopIdentity,
      key: string,
      rawCode: string,
      options: BasketRequestOptions,
    ): Promise<BasketOutcome> {
      const code = normaliseVoucherCode(rawCode);
      await db.transaction(async (tx) => {
        const basketId = await lockBasket(tx, shop.shopId, key);
        // Thrown inside: the refusal rolls back, and leaves no empty basket behind.
        if (!(await removeBasketVoucher(tx, basketId, code))) {
          throw new CommerceFailure('not_found', `Voucher code ${code} is not applied to this basket`);
        }
      });
      return answer(shop, key, options);
    },
  };
}
