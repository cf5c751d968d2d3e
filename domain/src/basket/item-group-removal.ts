import { attributeLabel } from '../catalog/product-attributes.ts';
import type { ProductAttributes } from '../catalog/product-attributes.ts';
import { isRxBundleComplete, needsRxBundle } from './prescription.ts';
import type { PrescriptionBasketItem } from './prescription.ts';

/** What the removal rule reads of a basket item (SCAYLE `BasketItem` names; the name is `attributes.name`). */
export interface GroupedBasketItem extends PrescriptionBasketItem {
  quantity: number;
  /** How many pieces the backend can still deliver; missing when it did not say. */
  availableQuantity?: number | null | undefined;
  product: { masterKey: string; attributes?: ProductAttributes | null | undefined };
}

/** One item group to take out of the basket, with what the §8 alert shows. */
export type ItemGroupRemoval =
  | { groupId: string; reason: 'incomplete'; itemKeys: string[]; productName: string }
  | {
      groupId: string;
      reason: 'insufficient_quantity';
      itemKeys: string[];
      productName: string;
      availableQuantity: number;
    };

/** The product name the alert shows; empty when the product data has none. */
function productNameOf(item: GroupedBasketItem): string {
  return attributeLabel(item.product.attributes, 'name') ?? '';
}

function isShort<T extends GroupedBasketItem>(item: T): item is T & { availableQuantity: number } {
  return typeof item.availableQuantity === 'number' && item.availableQuantity < item.quantity;
}

function removalOf<T extends GroupedBasketItem>(
  groupId: string,
  members: readonly [T, ...T[]],
  items: readonly T[],
): ItemGroupRemoval | undefined {
  const itemKeys = members.map((member) => member.key);
  const main = members.find((member) => member.itemGroup?.isMainItem);
  if (main === undefined) {
    // The frame, the one member every group requires, is gone: the lenses alone cannot be ordered.
    return { groupId, reason: 'incomplete', itemKeys, productName: productNameOf(members[0]) };
  }
  if (needsRxBundle(main, items) && !isRxBundleComplete(main, items)) {
    return { groupId, reason: 'incomplete', itemKeys, productName: productNameOf(main) };
  }
  const short = members.find(isShort);
  if (short === undefined) return undefined;
  return {
    groupId,
    reason: 'insufficient_quantity',
    itemKeys,
    productName: productNameOf(short),
    availableQuantity: short.availableQuantity,
  };
}

/**
 * §4/§8 the prescription item groups to remove from the basket, in basket order, each with the
 * product name and (when stock is the cause) the available quantity the alert names.
 * A group is incomplete when a required member is missing: it has no main item, or its main item
 * is prescription glasses (type_ei, not frame-only) without the four rx sub-items (§5). Otherwise
 * it goes when any member's available quantity is below its quantity; the first such member is
 * the one named. Ungrouped items are never removed here. Incompleteness is reported first, as
 * restocking would not save the group.
 */
export function itemGroupsToRemove<T extends GroupedBasketItem>(items: readonly T[]): ItemGroupRemoval[] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const item of items) {
    const groupId = item.itemGroup?.id;
    if (groupId === undefined) continue;
    const members = groups.get(groupId);
    if (members) members.push(item);
    else groups.set(groupId, [item]);
  }
  return [...groups].flatMap(([groupId, members]) => removalOf(groupId, members, items) ?? []);
}
