import { attributeLabel, type ProductAttributes } from './product-attributes.ts';
import { isVariantAvailable, type VariantStock } from './variant-availability.ts';

/**
 * The variant attributes a product page offers as the choice between variants (§3 attribute-2
 * size, packing type), in the order they name a variant: the frame's measurements or a reader's
 * strength (`size`), the pack (`packingTypeDescription`), the lenses in it (`numberOfLenses`).
 */
export const variantChoiceKeys = ['size', 'packingTypeDescription', 'numberOfLenses'] as const;
export type VariantChoiceKey = (typeof variantChoiceKeys)[number];

interface ChoosableVariant extends VariantStock {
  id: number;
  attributes?: ProductAttributes | null | undefined;
}

/** Which attribute tells a product's variants apart: the first of `variantChoiceKeys` every variant has. */
export function variantChoiceKey(variants: readonly ChoosableVariant[]): VariantChoiceKey | undefined {
  if (variants.length === 0) return undefined;
  return variantChoiceKeys.find((key) =>
    variants.every((variant) => (attributeLabel(variant.attributes, key)?.trim() ?? '') !== ''),
  );
}

/** What a variant's option says ("57-18-135", "30 Stück"); undefined where the variant has no such attribute. */
export function variantChoiceLabel(variant: ChoosableVariant, key: VariantChoiceKey): string | undefined {
  return attributeLabel(variant.attributes, key)?.trim() || undefined;
}

/**
 * The variant a product page shows: the one the address names (`?variant=`) if the product has it,
 * else the first that can be ordered (§4), else the first. None for a product without variants.
 */
export function chosenVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  requestedId?: number,
): V | undefined {
  return (
    (requestedId === undefined ? undefined : variants.find((variant) => variant.id === requestedId)) ??
    variants.find(isVariantAvailable) ??
    variants[0]
  );
}
