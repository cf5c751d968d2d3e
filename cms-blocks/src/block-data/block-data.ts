import {
  hasRoute,
  type FaceMeasurement,
  type Product,
  type PupilDistance,
  type ProductTile,
  type ProductTileImage,
  type RpcPayload,
  type RpcResponse,
  type ShopIdentity,
  type SubscriptionInterval,
  type Variant,
} from '@lumen/domain';
import type { ComponentProps, ReactNode } from 'react';
import type { OnMissingBlockData } from './missing-block-data.ts';
import { isSameListing, type CategoryListingRequest, type ProductReference } from './product-reference.ts';

/**
 * The products of a category listing the storefront fetched for a page's blocks, as the tiles
 * getProductsByCategory answers: enough for a card, not for the basket.
 */
export type CategoryListing = Pick<CategoryListingRequest, 'categoryId' | 'sort'> & {
  readonly products: readonly ProductTile[];
};

/** What a block asks the storefront to put in the basket. */
export type BlockBasketRequest = {
  readonly product: Product;
  readonly variant: Variant;
  readonly quantity: number;
  /** Contact lenses on the saving subscription (§1), delivered every `intervalMonths`. */
  readonly subscription?: { readonly intervalMonths: SubscriptionInterval };
};

/** How the storefront's add-to-basket went; it shows its own basket feedback besides. */
export type BlockBasketOutcome = { readonly status: 'added' } | { readonly status: 'failed' };

/** Puts a product in the basket (the storefront calls addItemToBasket). */
export type AddToBasket = (request: BlockBasketRequest) => Promise<BlockBasketOutcome>;

/**
 * Signs an address up for the newsletter (the storefront calls subscribeNewsletter: double
 * opt-in). A rejected promise is a failure the block announces.
 */
export type SubscribeNewsletter = (
  payload: RpcPayload<'subscribeNewsletter'>,
) => Promise<RpcResponse<'subscribeNewsletter'>>;

/**
 * Measures the face in a frame of the camera on the shopper's device (the storefront runs the
 * face-landmark model; nothing is sent): undefined when the frame shows no face.
 */
export type MeasureFace = (video: HTMLVideoElement) => Promise<FaceMeasurement | undefined>;

/** Keeps a measured PD for the prescription configurator, in the browser; false when it cannot. */
export type KeepPupilDistance = (pd: PupilDistance) => boolean;

/**
 * Where product images come from: the image endpoint or a CDN in front of it (`/api/images` when
 * not given), or a function per image (Storybook draws them).
 */
export type ImageBaseUrl = string | ((image: ProductTileImage, product: ProductTile) => string);

/** What the shop offers that blocks promote (§3 Shop feature flags). */
export type BlockFeatures = {
  /** §6: without the online shop there is no sign-in, basket or account. */
  readonly onlineShop: boolean;
  /** The contact-lens saving subscription (§1, §2: not in the Italian shops). */
  readonly subscription: boolean;
};

/** What the page gives its blocks; `BlockDataProvider` takes it as props. */
export type BlockDataInput = {
  /** The shop: its locale and currency format prices, its language picks the blocks' texts. */
  shop: ShopIdentity;
  /** Every product the page's blocks name, as getProductsByIds answered (found by id and reference key). */
  products?: readonly Product[];
  /** The category listings the page's blocks show, as getProductsByCategory answered. */
  categoryListings?: readonly CategoryListing[];
  /**
   * The visual editor's preview (§6): a block missing data shows a notice naming what is missing.
   * Off, it renders nothing in its place.
   */
  preview?: boolean;
  /** The shop's feature flags; by default the online shop is on and the subscription follows §2. */
  features?: Partial<BlockFeatures>;
  /** A signed-in customer: blocks that promote creating an account stay away. */
  signedIn?: boolean;
  imageBaseUrl?: ImageBaseUrl;
  /** Renders product links with the app's router; it receives the anchor's props. */
  renderLink?: (props: ComponentProps<'a'>) => ReactNode;
  onAddToBasket?: AddToBasket;
  onSubscribeNewsletter?: SubscribeNewsletter;
  /** The face scan measures with it where given; without it the shopper fits the guides by hand. */
  onMeasureFace?: MeasureFace;
  onKeepPupilDistance?: KeepPupilDistance;
  /** Told about every block that renders without data it needs (a product no longer in the shop…). */
  onMissingData?: OnMissingBlockData;
};

/** The page's block data, indexed for look-ups: what blocks read through `useBlockData`. */
export type BlockData = {
  readonly shop: ShopIdentity;
  readonly preview: boolean;
  readonly productsById: ReadonlyMap<number, Product>;
  readonly productsByReferenceKey: ReadonlyMap<string, Product>;
  readonly categoryListings: readonly CategoryListing[];
  readonly features: BlockFeatures;
  readonly signedIn: boolean;
  readonly imageBaseUrl: ImageBaseUrl | undefined;
  readonly renderLink: ((props: ComponentProps<'a'>) => ReactNode) | undefined;
  readonly addToBasket: AddToBasket | undefined;
  readonly subscribeNewsletter: SubscribeNewsletter | undefined;
  readonly measureFace: MeasureFace | undefined;
  readonly keepPupilDistance: KeepPupilDistance | undefined;
  readonly onMissingData: OnMissingBlockData | undefined;
};

/** Indexes the page's data once, so that every block's look-up is a map read. */
export function createBlockData(input: BlockDataInput): BlockData {
  const products = input.products ?? [];
  return {
    shop: input.shop,
    preview: input.preview ?? false,
    productsById: new Map(products.map((product) => [product.id, product])),
    productsByReferenceKey: new Map(products.map((product) => [product.referenceKey, product])),
    categoryListings: input.categoryListings ?? [],
    features: {
      onlineShop: input.features?.onlineShop ?? true,
      // The shops with the saving subscription are the shops with its cancellation page (§2).
      subscription: input.features?.subscription ?? hasRoute(input.shop, 'subscription-cancellation'),
    },
    signedIn: input.signedIn ?? false,
    imageBaseUrl: input.imageBaseUrl,
    renderLink: input.renderLink,
    addToBasket: input.onAddToBasket,
    subscribeNewsletter: input.onSubscribeNewsletter,
    measureFace: input.onMeasureFace,
    keepPupilDistance: input.onKeepPupilDistance,
    onMissingData: input.onMissingData,
  };
}

/** The products found for some references, in the references' order, and the references not found. */
export type FoundProducts = {
  readonly products: readonly Product[];
  readonly missing: readonly ProductReference[];
};

/** Looks products up by id or reference key; a product named twice is listed once. */
export function findProducts(data: BlockData, references: readonly ProductReference[]): FoundProducts {
  const products: Product[] = [];
  const missing: ProductReference[] = [];
  for (const reference of references) {
    const product =
      reference.kind === 'id'
        ? data.productsById.get(reference.id)
        : data.productsByReferenceKey.get(reference.referenceKey);
    if (product === undefined) missing.push(reference);
    else if (!products.includes(product)) products.push(product);
  }
  return { products, missing };
}

/**
 * The products of a category listing, at most `limit`, or `undefined` when the storefront did not
 * fetch the listing.
 */
export function findCategoryProducts(
  data: BlockData,
  request: CategoryListingRequest,
): readonly ProductTile[] | undefined {
  const listing = data.categoryListings.find((candidate) => isSameListing(candidate, request));
  return listing?.products.slice(0, request.limit);
}
