import type { Attributes, Product, Variant } from '@lumen/domain';

/** Which optional parts of an item's product or variant the request asked for. */
export interface PartInclude {
  all: boolean;
  parts: ReadonlySet<string>;
  /** `attributes:key(brand|name)`: only these attribute groups; undefined means every group. */
  attributeKeys: ReadonlySet<string> | undefined;
}

/** What a basket or wishlist answer carries, from the SCAYLE `with` parameter. */
export interface ItemInclude {
  product: PartInclude;
  variant: PartInclude;
  /** `items.promotion`: each item's promotion with its validity. */
  promotion: boolean;
  /** `applicablePromotions`: the basket's promotions by item. */
  applicablePromotions: boolean;
}

const everything: PartInclude = { all: true, parts: new Set(), attributeKeys: undefined };

/** No `with` at all answers everything, so a caller without the SDK's with-builder loses nothing. */
export const includeEverything: ItemInclude = {
  product: everything,
  variant: everything,
  promotion: true,
  applicablePromotions: true,
};

function partInclude(tokens: readonly string[]): PartInclude {
  const parts = new Set<string>();
  let attributeKeys: Set<string> | undefined;
  for (const token of tokens) {
    const [name = ''] = token.split(/[.:]/, 1);
    parts.add(name);
    const keys = /^attributes:key\(([^)]*)\)/.exec(token)?.[1];
    if (keys !== undefined) attributeKeys = new Set([...(attributeKeys ?? []), ...keys.split('|')]);
    // Any other attributes token (`attributes`, `attributes:type(...)`) asks for every group.
    else if (name === 'attributes') attributeKeys = undefined;
  }
  return { all: false, parts, attributeKeys };
}

/**
 * Reads `with` as the SDK writes it for baskets and wishlists
 * (`items.product.attributes:key(brand|name),items.variant.lowestPriorPrice,items.promotion`).
 * Unknown tokens are ignored, as the Storefront API does.
 */
export function parseItemWith(value: string | undefined): ItemInclude {
  if (value === undefined) return includeEverything;
  const tokens = value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const under = (prefix: string) =>
    tokens.filter((token) => token.startsWith(prefix)).map((token) => token.slice(prefix.length));
  return {
    product: partInclude(under('items.product.')),
    variant: partInclude(under('items.variant.')),
    promotion: tokens.includes('items.promotion'),
    applicablePromotions: tokens.includes('applicablePromotions'),
  };
}

function pickAttributes(attributes: Attributes, keys: ReadonlySet<string> | undefined): Attributes {
  if (!keys) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => keys.has(key)));
}

const optionalProductParts = [
  'variants',
  'attributes',
  'advancedAttributes',
  'categories',
  'priceRange',
  'lowestPriorPrice',
  'siblings',
] as const;

/** The product with only the optional parts asked for; the base fields are always there. */
export function shapeProduct(product: Product, include: PartInclude): Product {
  if (include.all) return product;
  const shaped: Product = { ...product };
  for (const part of optionalProductParts) if (!include.parts.has(part)) delete shaped[part];
  if (shaped.attributes) shaped.attributes = pickAttributes(shaped.attributes, include.attributeKeys);
  return shaped;
}

const optionalVariantParts = ['attributes', 'advancedAttributes', 'lowestPriorPrice'] as const;

/** The variant with only the optional parts asked for; price and stock are always there. */
export function shapeVariant(variant: Variant, include: PartInclude): Variant {
  if (include.all) return variant;
  const shaped: Variant = { ...variant };
  for (const part of optionalVariantParts) if (!include.parts.has(part)) delete shaped[part];
  if (shaped.attributes) shaped.attributes = pickAttributes(shaped.attributes, include.attributeKeys);
  return shaped;
}
