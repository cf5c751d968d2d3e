import { isSameWishlistEntry } from '@lumen/domain';
import type { Wishlist, WishlistItem } from '@lumen/domain';
import { FetchError } from '@scayle/storefront-api';
import type { StorefrontAPIClient } from '@scayle/storefront-api';
import type { Logger } from 'pino';
import { commerceCall, commerceFailure } from '../commerce-client/commerce-call.ts';
import type { CollectionMergeOutcome, MergeDeps } from './basket-merge.ts';
import { wishlistWith } from './collection-includes.ts';
import { readWishlist } from './collection-answers.ts';
import { getWishlist } from './wishlist-reads.ts';
import { mergeUnits } from './merge-rules.ts';

/** Adds one entry; the wishlist after it, or the status that refused it. 409 (already there) is no refusal. */
async function addEntry(
  commerce: StorefrontAPIClient,
  wishlistKey: string,
  item: WishlistItem,
): Promise<Wishlist | number> {
  const id = item.variantId === null ? { productId: item.productId } : { variantId: item.variantId };
  try {
    const answer = await commerce.wishlist.addItem(wishlistKey, id, {
      with: wishlistWith,
      customData: item.customData,
      ...(item.itemGroup ? { itemGroup: item.itemGroup } : {}),
    });
    return answer.type === 'success' || answer.statusCode === 409
      ? readWishlist(answer.wishlist)
      : answer.statusCode;
  } catch (error) {
    if (error instanceof FetchError && error.response.status < 500) return error.response.status;
    throw commerceFailure(error);
  }
}

async function removeGroup(
  commerce: StorefrontAPIClient,
  wishlistKey: string,
  wishlist: Wishlist,
  groupId: string,
) {
  for (const entry of wishlist.items.filter((candidate) => candidate.itemGroup?.id === groupId)) {
    await commerceCall(() => commerce.wishlist.deleteItem(wishlistKey, entry.key, { with: wishlistWith }));
  }
}

/**
 * Moves the anonymous wishlist's entries into the customer's, like the basket (basket-merge.ts):
 * an entry the customer's wishlist holds already (same product and variant) is not added twice,
 * a group moves whole, and a refused entry (412 no longer sold, 413 full) stays behind and is
 * logged; a wishlist entry has no place in a basket answer.
 */
export async function mergeWishlistInto(
  deps: MergeDeps & { logger: Logger },
  from: { wishlistKey: string; movedItemKeys: ReadonlySet<string> },
  intoKey: string,
): Promise<CollectionMergeOutcome> {
  const source = await getWishlist(deps.commerce, from.wishlistKey);
  let target = await getWishlist(deps.commerce, intoKey);
  let complete = true;
  const waiting = source.items.filter((item) => !from.movedItemKeys.has(item.key));
  for (const unit of mergeUnits(waiting)) {
    let refused: number | undefined;
    for (const member of unit.members) {
      if (target.items.some((entry) => isSameWishlistEntry(entry, member))) continue;
      const answer = await addEntry(deps.commerce, intoKey, member);
      if (typeof answer === 'number') {
        refused = answer;
        deps.logger.warn(
          { productId: member.productId, variantId: member.variantId, status: answer },
          'a wishlist entry could not move to the customer’s wishlist; it stays for the next merge',
        );
        break;
      }
      target = answer;
    }
    if (refused === undefined) {
      await deps.markMoved(unit.members.map((member) => member.key));
      continue;
    }
    complete = false;
    if (unit.groupId !== undefined) {
      await removeGroup(deps.commerce, intoKey, target, unit.groupId);
      target = await getWishlist(deps.commerce, intoKey);
    }
  }
  return { complete, sourceHadItems: source.items.length > 0, itemErrors: [] };
}
