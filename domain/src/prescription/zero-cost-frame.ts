import { isAttributeTrue } from '../catalog/product-attributes.ts';
import type { ProductAttributes } from '../catalog/product-attributes.ts';

/** The attribute that puts a frame into the zero tariff (the chain's "Nulltarif" collection). */
export const zeroTariffAttribute = 'zeroTariff';

/** A frame of the zero tariff (§5 boolean attribute values). */
export function isZeroTariffFrame(product: { attributes?: ProductAttributes | null | undefined }): boolean {
  return isAttributeTrue(product.attributes, zeroTariffAttribute);
}

/**
 * §3 `zeroCostFrames`: in a shop that enables it, a zero-tariff frame costs nothing when it is
 * made into prescription glasses (`withLenses`: glasses to the shopper's values, §5 not a
 * frame-only order): the shopper pays the lenses. On its own it costs its price, and it is never
 * sent for a home try-on (§5). The spec names only the switch; the rule is ours.
 */
export function isZeroCostFrame(input: {
  shopEnables: boolean;
  product: { attributes?: ProductAttributes | null | undefined };
  withLenses: boolean;
}): boolean {
  return input.shopEnables && input.withLenses && isZeroTariffFrame(input.product);
}
