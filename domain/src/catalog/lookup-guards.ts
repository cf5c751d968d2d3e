/**
 * §5 guards around catalog look-ups. A caller that asks for nothing, or a backend that answers
 * against its contract, is a bug: those throw. A product that is not found or an item without a
 * chosen variant are ordinary outcomes: those are results.
 */

/** A list of ids with at least one id. */
export type NonEmptyIds = readonly [number, ...number[]];

function requireIds(ids: readonly number[], entity: 'products' | 'variants'): NonEmptyIds {
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error(`Cannot fetch ${entity} by ids: the list of ids is empty`);
  return [first, ...rest];
}

/** §5: fetching products by ids fails when the list is empty ("Cannot fetch products by ids: the list of ids is empty"). */
export function requireProductIds(ids: readonly number[]): NonEmptyIds {
  return requireIds(ids, 'products');
}

/** §5: fetching variants by ids fails when the list is empty ("Cannot fetch variants by ids: the list of ids is empty"). */
export function requireVariantIds(ids: readonly number[]): NonEmptyIds {
  return requireIds(ids, 'variants');
}

/**
 * §5: fetching a product by referenceKey fails when the key is empty or blank
 * ("Cannot fetch a product by referenceKey: the key is empty"). Returns the key trimmed.
 */
export function requireReferenceKey(referenceKey: string): string {
  const trimmed = referenceKey.trim();
  if (trimmed === '') throw new Error('Cannot fetch a product by referenceKey: the key is empty');
  return trimmed;
}

export type ProductByReferenceKey<P> = { ok: true; product: P } | { ok: false; reason: 'not_found' };

/**
 * §5: the answer to a referenceKey look-up. None is "not found"; more than one is an error
 * (`referenceKey "{key}" matched {n} products, expected at most one`).
 */
export function productByReferenceKey<P>(
  referenceKey: string,
  products: readonly P[],
): ProductByReferenceKey<P> {
  if (products.length > 1) {
    throw new Error(
      `referenceKey "${referenceKey}" matched ${products.length} products, expected at most one`,
    );
  }
  const [product] = products;
  return product === undefined ? { ok: false, reason: 'not_found' } : { ok: true, product };
}

/**
 * §5: a category-by-slug answer must be an object (not null, not an array, not a scalar),
 * else `Category response for slug "{slug}" is not an object`. The caller parses it further.
 */
export function requireCategoryObject(slug: string, response: unknown): Record<string, unknown> {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    throw new Error(`Category response for slug "${slug}" is not an object`);
  }
  return response as Record<string, unknown>;
}

export type VariantForBasket<V> = { ok: true; variant: V } | { ok: false; reason: 'variant_missing' };

/** §5: an item needs a variant to enter the basket (a product page before a size or colour is chosen has none). */
export function variantForBasket<V extends { id: number }>(selection: {
  variant?: V | null | undefined;
}): VariantForBasket<V> {
  return selection.variant
    ? { ok: true, variant: selection.variant }
    : { ok: false, reason: 'variant_missing' };
}
