import type { ProductAttributes } from '../catalog/product-attributes.ts';
import { variantChoiceKey, variantChoiceLabel } from '../catalog/product-variants.ts';
import type { VariantChoiceKey } from '../catalog/product-variants.ts';
import { isVariantOrderable } from '../catalog/sales-status.ts';
import type { VariantStock } from '../catalog/variant-availability.ts';

interface WishlistVariant extends VariantStock {
  id: number;
  attributes?: ProductAttributes | null | undefined;
}

/** What the rule reads of a wishlist item: the product with its variants, and the chosen variant. */
export interface WishlistItemForBasket<V extends WishlistVariant> {
  variantId: number | null;
  product: {
    isActive: boolean;
    attributes?: ProductAttributes | null | undefined;
    variants?: readonly V[] | null | undefined;
  };
}

/** One variant the shopper may choose before the item goes into the basket. */
export interface WishlistVariantOption<V> {
  variant: V;
  /** What the option says ("52-18-140", "30 Stück"). */
  label: string;
}

export type WishlistToBasket<V> =
  /** The item names an orderable variant, or the product has exactly one: it can go as it is. */
  | { kind: 'ready'; variant: V }
  /** Several variants can be ordered: the shopper chooses one of `options` first. */
  | { kind: 'choose'; key: VariantChoiceKey; options: WishlistVariantOption<V>[] }
  /** Nothing of the product can be ordered now (§4: not published, inactive, no stock). */
  | { kind: 'sold-out' };

/**
 * §2/§4 moving a wishlist item into the basket: the chosen variant when it can be ordered; the only
 * orderable variant where the choice is no choice; else the orderable variants to choose from,
 * named by the attribute that tells them apart. A chosen variant that sold out offers the others.
 */
export function wishlistItemToBasket<V extends WishlistVariant>(
  item: WishlistItemForBasket<V>,
): WishlistToBasket<V> {
  const variants = item.product.variants ?? [];
  const orderable = variants.filter((variant) => isVariantOrderable(item.product, variant));
  const chosen = orderable.find((variant) => variant.id === item.variantId);
  if (chosen) return { kind: 'ready', variant: chosen };
  const [only] = orderable;
  if (only === undefined) return { kind: 'sold-out' };
  if (orderable.length === 1) return { kind: 'ready', variant: only };
  const key = variantChoiceKey(variants);
  if (key === undefined) return { kind: 'ready', variant: only };
  return {
    kind: 'choose',
    key,
    options: orderable.map((variant) => ({
      variant,
      label: variantChoiceLabel(variant, key) ?? String(variant.id),
    })),
  };
}
