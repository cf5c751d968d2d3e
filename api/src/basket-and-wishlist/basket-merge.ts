import type { Basket, BasketItem, BasketItemError } from '@lumen/domain';
import { FetchError } from '@scayle/storefront-api';
import type { StorefrontAPIClient } from '@scayle/storefront-api';
import { commerceFailure } from '../commerce-client/commerce-call.ts';
import { addParams, getBasket } from './basket-changes.ts';
import { basketItemError } from './basket-failures.ts';
import { basketWith } from './collection-includes.ts';
import { readBasket } from './collection-answers.ts';
import { combinedQuantity, mergeUnits } from './merge-rules.ts';
import type { MergeUnit } from './merge-rules.ts';

/** How one merge reaches the backend and records progress (pending-merges.ts). */
export interface MergeDeps {
  commerce: StorefrontAPIClient;
  /** Records items as being in the customer's basket or wishlist now, before anything else happens. */
  markMoved(itemKeys: readonly string[]): Promise<void>;
}

/** What merging one anonymous collection into the customer's did. */
export interface CollectionMergeOutcome {
  /** Every item of the anonymous collection is in the customer's now (or was already). */
  complete: boolean;
  /** The anonymous collection held items, so it is to be emptied once complete. */
  sourceHadItems: boolean;
  itemErrors: BasketItemError[];
}

interface Step {
  basket: Basket;
  /** Null when the item is in the customer's basket (a 206 note aside). */
  error: BasketItemError | null;
  note?: BasketItemError;
}

/**
 * Adds one anonymous line to the customer's basket with all it carries. A refusal is an outcome
 * (412, 413, 424 as the backend says); a promotion that no longer runs is no reason to lose the
 * item, so a 412 for a line in a promotion is tried once more without it. The backend failing
 * throws: the merge stops and is taken up again later.
 */
async function addLine(commerce: StorefrontAPIClient, basketKey: string, item: BasketItem): Promise<Step> {
  const attempt = async (promotionId: string | undefined) => {
    try {
      return await commerce.basket.addItem(
        basketKey,
        item.variant.id,
        item.quantity,
        addParams({ ...item, promotionId }),
      );
    } catch (error) {
      // 424 is the one refusal the SDK's add does not accept as an answer.
      if (error instanceof FetchError && error.response.status < 500) return error.response.status;
      throw commerceFailure(error);
    }
  };
  let answer = await attempt(item.promotionId);
  if (typeof answer !== 'number' && answer.statusCode === 412 && item.promotionId !== undefined) {
    answer = await attempt(undefined);
  }
  if (typeof answer === 'number') {
    return {
      basket: await getBasket(commerce, basketKey),
      error: basketItemError('add', answer, { variantId: item.variant.id }),
    };
  }
  const basket = readBasket(answer.basket, basketKey);
  if (answer.type === 'success') return { basket, error: null };
  const problem = basketItemError('add', answer.statusCode, { variantId: item.variant.id });
  return answer.statusCode === 206 ? { basket, error: null, note: problem } : { basket, error: problem };
}

/**
 * An ungrouped anonymous item: the same variant already ungrouped in the customer's basket takes
 * the combined quantity within its limits (merge-rules.ts), anything else comes in as a line.
 */
async function moveItem(
  commerce: StorefrontAPIClient,
  basketKey: string,
  target: Basket,
  item: BasketItem,
): Promise<Step> {
  const existing = target.items.find((line) => line.variant.id === item.variant.id && !line.itemGroup);
  if (!existing) return addLine(commerce, basketKey, item);
  const quantity = combinedQuantity(existing, item.quantity);
  // Capped at what the line may hold: the shopper is told, as §8 tells a reduced add (206).
  const capped =
    quantity < existing.quantity + item.quantity
      ? { note: basketItemError('update', 206, { variantId: item.variant.id, itemKey: existing.key }) }
      : {};
  if (quantity === existing.quantity) return { basket: target, error: null, ...capped };
  const answer = await commerce.basket
    .updateItem(basketKey, existing.key, quantity, { with: basketWith })
    .catch((error: unknown) => {
      throw commerceFailure(error);
    });
  const basket = readBasket(answer.basket, basketKey);
  if (answer.type === 'success') return { basket, error: null, ...capped };
  // The customer's line went meanwhile (another device): the item comes in as a line of its own.
  if (answer.statusCode === 404) return addLine(commerce, basketKey, item);
  const problem = basketItemError('update', answer.statusCode, {
    variantId: item.variant.id,
    itemKey: existing.key,
  });
  return answer.statusCode === 206 ? { basket, error: null, note: problem } : { basket, error: problem };
}

async function removeGroup(
  commerce: StorefrontAPIClient,
  basketKey: string,
  basket: Basket,
  groupId: string,
): Promise<Basket> {
  let current = basket;
  for (const line of basket.items.filter((candidate) => candidate.itemGroup?.id === groupId)) {
    const answer = await commerce.basket
      .deleteItem(basketKey, line.key, { with: basketWith })
      .catch((error: unknown) => {
        throw commerceFailure(error);
      });
    if ('code' in answer) throw new Error(`Rolling back item group ${groupId} failed: ${answer.message}`);
    current = readBasket(answer, basketKey);
  }
  return current;
}

/**
 * §3 an item group moves whole or not at all. Members the customer's basket already holds in the
 * same group (a merge cut short before) are not added twice, so the group is never duplicated; if
 * a member is refused, the group leaves the customer's basket again and stays whole in the
 * anonymous one. A rollback that fails throws, and the group is completed or rolled back next time.
 */
async function moveGroup(
  commerce: StorefrontAPIClient,
  basketKey: string,
  target: Basket,
  unit: MergeUnit<BasketItem> & { groupId: string },
): Promise<Step> {
  let basket = target;
  let note: BasketItemError | undefined;
  for (const member of unit.members) {
    const present = basket.items.some(
      (line) => line.itemGroup?.id === unit.groupId && line.variant.id === member.variant.id,
    );
    if (present) continue;
    const step = await addLine(commerce, basketKey, member);
    if (step.error) {
      return { basket: await removeGroup(commerce, basketKey, step.basket, unit.groupId), error: step.error };
    }
    basket = step.basket;
    note ??= step.note;
  }
  return note ? { basket, error: null, note } : { basket, error: null };
}

/**
 * Moves the anonymous basket's items (those not moved before) into the customer's, unit by unit
 * (merge-rules.ts): nothing is doubled, since each unit is recorded as moved as soon as it is in,
 * and nothing is lost, since a refused unit stays in the anonymous basket for the next attempt.
 * The anonymous basket itself is left as it is; emptying it is the caller's last step.
 */
export async function mergeBasketInto(
  deps: MergeDeps,
  from: { basketKey: string; movedItemKeys: ReadonlySet<string> },
  intoKey: string,
): Promise<CollectionMergeOutcome> {
  const source = await getBasket(deps.commerce, from.basketKey);
  let target = await getBasket(deps.commerce, intoKey);
  const itemErrors: BasketItemError[] = [];
  let complete = true;
  const waiting = source.items.filter((item) => !from.movedItemKeys.has(item.key));
  for (const unit of mergeUnits(waiting)) {
    const step =
      unit.groupId === undefined
        ? await moveItem(deps.commerce, intoKey, target, unit.members[0])
        : await moveGroup(deps.commerce, intoKey, target, { ...unit, groupId: unit.groupId });
    target = step.basket;
    if (step.note) itemErrors.push(step.note);
    if (step.error) {
      itemErrors.push(step.error);
      complete = false;
    } else {
      await deps.markMoved(unit.members.map((member) => member.key));
    }
  }
  return { complete, sourceHadItems: source.items.length > 0, itemErrors };
}
