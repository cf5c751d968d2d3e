import { isSameBasketItem } from '@lumen/domain';
import type {
  Basket,
  BasketItem,
  BasketItemCustomData,
  BasketItemDisplayData,
  BasketItemError,
  ExistingItemHandling,
  ItemGroup,
} from '@lumen/domain';
import type { AddOrUpdateItemError, StorefrontAPIClient } from '@scayle/storefront-api';
import type { Logger } from 'pino';
import { commerceCall } from '../commerce-client/commerce-call.ts';
import { AppError } from '../rpc/app-error.ts';
import {
  basketItemError,
  basketItemErrorOf,
  basketItemNotFoundMessage,
  isRefusal,
} from './basket-failures.ts';
import { basketWith } from './collection-includes.ts';
import { readBasket } from './collection-answers.ts';
import { itemKeysToRemove } from './group-removal.ts';

/** One item to put into a basket, as the shopper chose it (never with a price). */
export interface ItemToAdd {
  variantId: number;
  quantity: number;
  promotionId?: string | undefined;
  displayData?: BasketItemDisplayData | undefined;
  customData?: BasketItemCustomData | undefined;
  itemGroup?: ItemGroup | undefined;
}

/** A basket after a change, with what did not happen as asked (§8), item by item. */
export interface BasketChangeResult {
  basket: Basket;
  itemErrors: BasketItemError[];
}

/** The SDK's per-item parameters: only what is set, and always the basket's `with`. */
export function addParams(item: Omit<ItemToAdd, 'variantId' | 'quantity'>) {
  return {
    with: basketWith,
    ...(item.customData === undefined ? {} : { customData: item.customData }),
    ...(item.displayData === undefined ? {} : { displayData: item.displayData }),
    ...(item.itemGroup === undefined ? {} : { itemGroup: item.itemGroup }),
    ...(item.promotionId === undefined ? {} : { promotionId: item.promotionId }),
  };
}

export async function getBasket(commerce: StorefrontAPIClient, basketKey: string): Promise<Basket> {
  const answer = await commerceCall(() => commerce.basket.get(basketKey, { with: basketWith }));
  return readBasket(answer.basket, basketKey);
}

const sameLine = (item: ItemToAdd) => (line: BasketItem) =>
  isSameBasketItem(line, {
    key: '',
    quantity: item.quantity,
    variant: { id: item.variantId },
    itemGroup: item.itemGroup,
  });

/**
 * The SDK's replace modes delete the existing line before adding the new one; when the add is then
 * refused (413: more pieces than a line holds), the shopper's line would be gone. Such a line is
 * put back as it was, so a refused change leaves the basket as it found it.
 */
async function restoreReplacedLines(
  commerce: StorefrontAPIClient,
  basketKey: string,
  before: Basket,
  after: Basket,
  refused: readonly ItemToAdd[],
  logger: Logger,
): Promise<Basket> {
  let basket = after;
  for (const item of refused) {
    const lost = before.items.find(sameLine(item));
    if (!lost || basket.items.some(sameLine(item))) continue;
    const answer = await commerceCall(() =>
      commerce.basket.addItem(basketKey, lost.variant.id, lost.quantity, addParams(lost)),
    );
    if (answer.type === 'failure' && answer.statusCode !== 206) {
      logger.error(
        { variantId: lost.variant.id, status: answer.statusCode },
        'restoring a replaced basket line failed',
      );
    }
    basket = readBasket(answer.basket, basketKey);
  }
  return basket;
}

const replacing: ReadonlySet<ExistingItemHandling> = new Set([
  'ReplaceExisting',
  'ReplaceExistingWithCombinedQuantity',
]);

/**
 * Adds items with one of the §4 merge modes. KeepExisting is the backend's own answer to an add
 * (SCAYLE answers 409 for a variant already present, same item group), so each item is one POST
 * and an item already there comes back as §8 "variant already present" (the SDK's
 * `addOrUpdateItems` would skip it without a word). The other modes go through the SDK's
 * `addOrUpdateItems` (GET, then PATCH, or DELETE and POST), which goes on after a refused item and
 * collects every refusal (§8 multi-item add). Answers the last basket.
 */
export async function addItems(
  commerce: StorefrontAPIClient,
  basketKey: string,
  items: readonly ItemToAdd[],
  existingItemHandling: ExistingItemHandling,
  logger: Logger,
): Promise<BasketChangeResult> {
  if (existingItemHandling === 'KeepExisting') return postItems(commerce, basketKey, items, logger);
  // Only a replace mode can lose a line; only then is the basket before needed to put it back.
  const before = replacing.has(existingItemHandling) ? await getBasket(commerce, basketKey) : undefined;
  const answer = await commerceCall(() =>
    commerce.basket.addOrUpdateItems(
      basketKey,
      items.map((item) => ({ variantId: item.variantId, quantity: item.quantity, params: addParams(item) })),
      { with: basketWith },
      { existingItemHandling },
    ),
  );
  const basket = readBasket(answer.basket, basketKey);
  if (answer.type === 'success') return { basket, itemErrors: [] };
  logger.info({ errors: answer.errors }, 'the commerce backend refused basket items');
  const itemErrors = answer.errors.map(basketItemErrorOf);
  if (!before) return { basket, itemErrors };
  const refusedVariants = new Set(itemErrors.filter(isRefusal).map((error) => error.variantId));
  const refused = items.filter((item) => refusedVariants.has(item.variantId));
  return {
    basket: await restoreReplacedLines(commerce, basketKey, before, basket, refused, logger),
    itemErrors,
  };
}

type AddItemAnswer = Awaited<ReturnType<StorefrontAPIClient['basket']['addItem']>>;

/**
 * Adds each item with one POST, in order, as it comes: the backend refuses a variant already
 * present (409), so nothing in the basket changes but what is added. What the SDK's
 * `addOrUpdateItems` collects as an item error, a refused or thrown add, is collected the same
 * way. The basket is read only where no answer carried it (a thrown add, the backend's 424 that
 * names only the failure), as the SDK had read it before.
 */
async function postItems(
  commerce: StorefrontAPIClient,
  basketKey: string,
  items: readonly ItemToAdd[],
  logger: Logger,
): Promise<BasketChangeResult> {
  const errors: AddOrUpdateItemError[] = [];
  let basket: Basket | undefined;
  for (const item of items) {
    let answer: AddItemAnswer;
    try {
      answer = await commerce.basket.addItem(basketKey, item.variantId, item.quantity, addParams(item));
    } catch (error) {
      errors.push({
        operation: 'add',
        kind: 'Unknown',
        statusCode: -1,
        variantId: item.variantId,
        message: String(error),
      });
      basket = undefined;
      continue;
    }
    if (answer.type === 'failure') {
      errors.push({
        operation: 'add',
        kind: answer.kind,
        statusCode: answer.statusCode,
        variantId: item.variantId,
      });
    }
    const answered = (answer.basket as { key?: unknown } | undefined)?.key === basketKey;
    basket = answered ? readBasket(answer.basket, basketKey) : undefined;
  }
  if (errors.length > 0) logger.info({ errors }, 'the commerce backend refused basket items');
  return {
    basket: basket ?? (await getBasket(commerce, basketKey)),
    itemErrors: errors.map(basketItemErrorOf),
  };
}

/**
 * Adds one item to a basket nobody has used yet (a new visitor's first add) with one backend call,
 * where `addItems` makes up to three: the basket before (replace modes), the SDK's own read of it,
 * and the add. In an empty basket every §4 merge mode is a plain add and no line can be lost.
 */
export async function addToEmptyBasket(
  commerce: StorefrontAPIClient,
  basketKey: string,
  item: ItemToAdd,
  logger: Logger,
): Promise<BasketChangeResult> {
  return postItems(commerce, basketKey, [item], logger);
}

/** §8 update: the quantity of one item; 206 is the basket with a note, every other refusal an error. */
export async function updateItemQuantity(
  commerce: StorefrontAPIClient,
  basketKey: string,
  itemKey: string,
  quantity: number,
): Promise<BasketChangeResult> {
  const answer = await commerceCall(() =>
    commerce.basket.updateItem(basketKey, itemKey, quantity, { with: basketWith }),
  );
  const basket = readBasket(answer.basket, basketKey);
  if (answer.type === 'success') return { basket, itemErrors: [] };
  const variantId = basket.items.find((item) => item.key === itemKey)?.variant.id;
  return { basket, itemErrors: [basketItemError('update', answer.statusCode, { itemKey, variantId })] };
}

/**
 * Removes one item, or its whole group where the item holds the group together (group-removal.ts).
 * A member someone else removed meanwhile counts as removed.
 */
export async function removeItem(
  commerce: StorefrontAPIClient,
  basketKey: string,
  itemKey: string,
): Promise<Basket> {
  let basket = await getBasket(commerce, basketKey);
  const keys = itemKeysToRemove(basket.items, itemKey);
  if (!keys) {
    throw new AppError('NOT_FOUND', basketItemNotFoundMessage, {
      details: [{ field: 'payload.itemKey', message: basketItemNotFoundMessage }],
    });
  }
  let stale = false;
  for (const key of keys) {
    const answer = await commerceCall(
      () => commerce.basket.deleteItem(basketKey, key, { with: basketWith }),
      {
        notFound: basketItemNotFoundMessage,
      },
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    if (answer === undefined) {
      stale = true;
      continue;
    }
    if ('code' in answer) {
      throw new AppError('INTERNAL', 'Removing the basket item failed', {
        cause: new Error(`The commerce backend answered ${answer.code}: ${answer.message}`),
      });
    }
    basket = readBasket(answer, basketKey);
    stale = false;
  }
  // The last delete found its item gone: the basket in hand may still show it.
  return stale ? getBasket(commerce, basketKey) : basket;
}

/** Deletes one line; one that is gone already counts as deleted. */
async function deleteLine(commerce: StorefrontAPIClient, basketKey: string, itemKey: string): Promise<void> {
  await commerceCall(() => commerce.basket.deleteItem(basketKey, itemKey, { with: basketWith }), {
    notFound: basketItemNotFoundMessage,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
}

export const noSuchGroupMessage = 'The basket holds no such item group';

/**
 * An edited item group in place of the basket's (the shop's prescription edit; SCAYLE has no
 * call for it): the old group's lines go, the new ones come in under the same group id. Where the
 * backend refuses one of them, the new lines go again and the old ones come back as they were, so
 * a refused edit leaves the group as the shopper had it; the answer names what was refused.
 */
export async function replaceItemGroup(
  commerce: StorefrontAPIClient,
  basketKey: string,
  groupId: string,
  items: readonly ItemToAdd[],
  logger: Logger,
): Promise<BasketChangeResult> {
  const before = await getBasket(commerce, basketKey);
  const old = before.items.filter((item) => item.itemGroup?.id === groupId);
  if (old.length === 0) {
    throw new AppError('NOT_FOUND', noSuchGroupMessage, {
      details: [{ field: 'payload.itemGroupId', message: noSuchGroupMessage }],
    });
  }
  for (const item of old) await deleteLine(commerce, basketKey, item.key);
  const added = await postItems(commerce, basketKey, items, logger);
  if (!added.itemErrors.some(isRefusal)) return added;
  for (const item of added.basket.items.filter((line) => line.itemGroup?.id === groupId)) {
    await deleteLine(commerce, basketKey, item.key);
  }
  const restored = await postItems(
    commerce,
    basketKey,
    old.map((item) => ({
      variantId: item.variant.id,
      quantity: item.quantity,
      customData: item.customData,
      displayData: item.displayData,
      ...(item.itemGroup && { itemGroup: item.itemGroup }),
      ...(item.promotionId !== undefined && { promotionId: item.promotionId }),
    })),
    logger,
  );
  if (restored.itemErrors.length > 0) {
    logger.error({ errors: restored.itemErrors, groupId }, 'restoring an edited item group failed');
  }
  return { basket: restored.basket, itemErrors: added.itemErrors };
}
