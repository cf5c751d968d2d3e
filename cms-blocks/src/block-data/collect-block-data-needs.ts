import type { ListingSort, RpcPayload } from '@lumen/domain';
import { ProductSliderContentSchema } from '../product-slider/product-slider.schema.ts';
import { ProductSubscriptionContentSchema } from '../product-subscription/product-subscription.schema.ts';
import { ProductContentSchema } from '../product/product.schema.ts';
import { isSameListing, type CategoryListingRequest, type ProductReference } from './product-reference.ts';

/** What a page's blocks need from the catalogue, each once: the calls to make before rendering. */
export type BlockDataNeeds = {
  /** Product ids, ascending (getProductsByIds). */
  readonly productIds: readonly number[];
  /** Reference keys, sorted (the commerce API's products?referenceKey=). */
  readonly referenceKeys: readonly string[];
  /** Category listings, each with the largest limit a block asks for (getProductsByCategory). */
  readonly categoryListings: readonly CategoryListingRequest[];
};

type Need = { references: readonly ProductReference[]; listing?: CategoryListingRequest };

/*
 * The blocks that show catalogue data, by CMS component name, and what each needs. Content a
 * schema refuses needs nothing: the renderer shows it as broken instead.
 */
const needsOf: Readonly<Record<string, (content: unknown) => Need | undefined>> = {
  product: (content) => {
    const parsed = ProductContentSchema.safeParse(content);
    return parsed.success ? { references: [parsed.data.product] } : undefined;
  },
  product_slider: (content) => {
    const parsed = ProductSliderContentSchema.safeParse(content);
    if (!parsed.success) return undefined;
    const { source } = parsed.data;
    switch (source.kind) {
      case 'products':
        return { references: source.references };
      case 'category': {
        const { categoryId, sort, limit } = source;
        return { references: [], listing: { categoryId, limit, ...(sort && { sort }) } };
      }
    }
  },
  product_subscription: (content) => {
    const parsed = ProductSubscriptionContentSchema.safeParse(content);
    return parsed.success ? { references: [parsed.data.product] } : undefined;
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Walks raw CMS content (a story's `body`, a whole story content, one block) and lists the
 * products and category listings its blocks name, nested blocks included, so the storefront can
 * fetch them on the server and hand them to `BlockDataProvider` before the page renders. Pure:
 * it reads JSON only, and anything that is not a block is passed over.
 */
export function collectBlockDataNeeds(content: unknown): BlockDataNeeds {
  const productIds = new Set<number>();
  const referenceKeys = new Set<string>();
  const listings: CategoryListingRequest[] = [];
  const seen = new WeakSet<object>();

  const visit = (node: unknown): void => {
    if (!isRecord(node) || seen.has(node)) return;
    seen.add(node);
    const component = node['component'];
    const need =
      typeof component === 'string' && Object.hasOwn(needsOf, component)
        ? needsOf[component]?.(node)
        : undefined;
    for (const reference of need?.references ?? []) {
      if (reference.kind === 'id') productIds.add(reference.id);
      else referenceKeys.add(reference.referenceKey);
    }
    if (need?.listing) {
      const { listing } = need;
      const index = listings.findIndex((known) => isSameListing(known, listing));
      const known = listings[index];
      if (known === undefined) listings.push(listing);
      else if (known.limit < listing.limit) listings[index] = { ...known, limit: listing.limit };
    }
    for (const value of Array.isArray(node) ? node : Object.values(node)) visit(value);
  };
  visit(content);

  return {
    productIds: [...productIds].sort((a, b) => a - b),
    referenceKeys: [...referenceKeys].sort(),
    categoryListings: listings,
  };
}

/** getProductsByIds takes at most this many ids per call. */
export const productIdsPerCall = 100;

/** The RPC payloads that fetch what the blocks need (reference keys have no RPC yet). */
export type BlockDataCalls = {
  readonly getProductsByIds: readonly RpcPayload<'getProductsByIds'>[];
  readonly getProductsByCategory: readonly RpcPayload<'getProductsByCategory'>[];
};

/** The calls for some needs: ids in batches the call accepts, one listing call per category listing. */
export function blockDataCalls(needs: BlockDataNeeds): BlockDataCalls {
  const batches: RpcPayload<'getProductsByIds'>[] = [];
  for (let start = 0; start < needs.productIds.length; start += productIdsPerCall) {
    batches.push({ ids: needs.productIds.slice(start, start + productIdsPerCall) });
  }
  return {
    getProductsByIds: batches,
    getProductsByCategory: needs.categoryListings.map(({ categoryId, sort, limit }) => ({
      category: categoryId,
      perPage: limit,
      ...(sort && { sort: { by: sort.by, direction: sort.direction } satisfies ListingSort }),
    })),
  };
}
