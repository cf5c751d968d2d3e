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
