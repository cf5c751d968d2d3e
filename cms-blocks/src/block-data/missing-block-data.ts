import type { ShopCode } from '@lumen/domain';
import {
  describeCategoryListing,
  describeProductReference,
  type CategoryListingRequest,
  type ProductReference,
} from './product-reference.ts';

/** Why a product the provider has cannot be shown by a block. */
export type UnusableProductReason =
  'no-name' | 'no-image' | 'no-price' | 'not-subscribable' | 'no-available-variant';

/** One thing a block needs and the page's block data does not give it. */
export type MissingBlockDataItem =
  /** The page renders blocks that need data without a `BlockDataProvider`. */
  | { readonly kind: 'no-provider' }
  /** The provider has no product by this id or reference key (not in the shop, offline, not fetched). */
  | { readonly kind: 'product'; readonly reference: ProductReference }
  /** The provider has no products for this category listing. */
  | { readonly kind: 'category'; readonly listing: Pick<CategoryListingRequest, 'categoryId' | 'sort'> }
  /** The product is there but lacks what the block shows (a name, an image, a price…). */
  | { readonly kind: 'unusable-product'; readonly productId: number; readonly reason: UnusableProductReason }
  /** The shop does not offer what the block promotes (the saving subscription in Italy, §2). */
  | {
      readonly kind: 'not-offered';
      readonly feature: 'subscription' | 'online-shop';
      readonly shop: ShopCode;
    };

/** What one block could not find, reported through the provider's `onMissingData`. */
export type MissingBlockData = {
  /** The CMS component name of the block. */
  readonly component: string;
  readonly items: readonly MissingBlockDataItem[];
};

/** Receives every block that renders without data it needs; the storefront passes its logger. */
export type OnMissingBlockData = (report: MissingBlockData) => void;

const unusableReasons = {
  'no-name': 'has no name',
  'no-image': 'has no image',
  'no-price': 'has no price in this shop',
  'not-subscribable': 'cannot be delivered on the saving subscription',
  'no-available-variant': 'has no variant in stock',
} as const satisfies Record<UnusableProductReason, string>;

const features = { subscription: 'the saving subscription', 'online-shop': 'the online shop' } as const;

/*
 * Editor-facing diagnostics, like the block notice's: shoppers never read them, because production
 * renders nothing in place of data a block does not have.
 */

/** One missing thing in a few words, naming ids so the editor can look them up. */
export function describeMissingBlockDataItem(item: MissingBlockDataItem): string {
  switch (item.kind) {
    case 'no-provider':
      return 'the page gives blocks no product data (no BlockDataProvider)';
    case 'product':
      return `${describeProductReference(item.reference)} is not available in this shop`;
    case 'category':
      return `${describeCategoryListing(item.listing)} has no products in this shop`;
    case 'unusable-product':
      return `product ${item.productId} ${unusableReasons[item.reason]}`;
    case 'not-offered':
      return `shop ${item.shop} does not offer ${features[item.feature]}`;
  }
}

/** The notice's title, naming the block. */
export function missingBlockDataTitle(report: Pick<MissingBlockData, 'component'>): string {
  return `Block "${report.component}" names data the shop does not have; shoppers do not see it.`;
}

/** One line for logs: the title and every missing thing. */
export function describeMissingBlockData(report: MissingBlockData): string {
  return `${missingBlockDataTitle(report)} ${report.items.map(describeMissingBlockDataItem).join('; ')}.`;
}
