/** What the count reads of a basket item (SCAYLE `BasketItem` field names). */
export interface CountableBasketItem {
  quantity: number;
  product: { isSoldOut: boolean };
  itemGroup?: { isMainItem: boolean } | null | undefined;
}

/** Whether an item counts: an ungrouped item or a group's main item, and not sold out. */
export function countsInBasket(item: CountableBasketItem): boolean {
  const isSubItem = item.itemGroup ? !item.itemGroup.isMainItem : false;
  return !isSubItem && !item.product.isSoldOut;
}

/**
 * §9 the number on the basket icon: the pieces in the basket, without a group's sub-items (lenses
 * and services count as part of their frame) and without sold-out items (they cannot be ordered).
 */
export function basketCount(items: readonly CountableBasketItem[]): number {
  return items.filter(countsInBasket).reduce((sum, item) => sum + item.quantity, 0);
}
