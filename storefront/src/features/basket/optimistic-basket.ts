import type { Basket, BasketItem, Product, Variant } from '@lumen/domain';

/** The key of an item the page shows before the api has answered. */
const provisionalItemKey = (variantId: number) => `provisional-${variantId}`;

/**
 * The basket as it will be once `quantity` pieces of `variant` are in it, for the moment until the
 * api answers (optimistic): the variant's ungrouped item gets the pieces added (the call's default
 * `ReplaceExistingWithCombinedQuantity`), or a provisional item with the page's product and the
 * variant's price is appended. The api's answer replaces it; an error puts the basket back.
 */
export function withProvisionalItem(
  basket: Basket,
  product: Product,
  variant: Variant,
  quantity: number,
): Basket {
  const existing = basket.items.find(
    (item) => item.variant.id === variant.id && item.itemGroup === undefined,
  );
  if (existing) {
    return {
      ...basket,
      items: basket.items.map((item) =>
        item === existing ? { ...item, quantity: item.quantity + quantity } : item,
      ),
    };
  }
  const { tax: _tax, ...unit } = variant.price;
  const provisional: BasketItem = {
    key: provisionalItemKey(variant.id),
    quantity,
    status: 'available',
    packageId: 0,
    product,
    variant,
    price: {
      unit,
      total: { ...unit, withTax: unit.withTax * quantity, withoutTax: unit.withoutTax * quantity },
    },
    lowestPriorPrice: variant.lowestPriorPrice ?? { withTax: null, relativeDifferenceToPrice: null },
    customData: {},
    displayData: {},
  };
  return { ...basket, items: [...basket.items, provisional] };
}

/**
 * The basket with one line's quantity changed (the basket page's stepper) until the api answers:
 * its line total follows its unit price; the api's answer brings the reductions back.
 */
export function withQuantity(basket: Basket, itemKey: string, quantity: number): Basket {
  return {
    ...basket,
    items: basket.items.map((item) =>
      item.key === itemKey
        ? {
            ...item,
            quantity,
            price: {
              ...item.price,
              total: { ...item.price.total, withTax: item.price.unit.withTax * quantity },
            },
          }
        : item,
    ),
  };
}

/** The basket without the given items (a main item and its sub-items, §3 item group) until the api answers. */
export function withoutItems(basket: Basket, itemKeys: readonly string[]): Basket {
  return { ...basket, items: basket.items.filter((item) => !itemKeys.includes(item.key)) };
}
