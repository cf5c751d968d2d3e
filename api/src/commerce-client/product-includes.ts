import {
  productTileAttributeKeys,
  productTileImageAttributeKeys,
  productTileSiblingAttributeKeys,
} from '@lumen/domain';
import type { ProductWith } from '@scayle/storefront-api';

/**
 * The product attributes the products a page shows whole read (getProductsByIds, the basket, the
 * wishlist, ROPO, the search suggestions): a tile's (`productTileAttributeKeys`: name, brand,
 * colour, background, sales status and every §4 badge) and what they decide by besides (the
 * category path ROPO reads, the frame's shape and sizes). Not the description and the other
 * page-only texts: they made a listing of 24 products half a megabyte (api/BENCHMARKS.md).
 */
const tileAttributeKeys: string[] = [
  ...productTileAttributeKeys,
  'category',
  'productType',
  'gender',
  'rimType',
  'shopSize',
  'faceShape',
  'headWidth',
  'lensWidth',
  'frameShape',
  'frameWidth',
  'bridgeWidth',
  'colorDetail',
  'templeLength',
];

/** A tile shows the other colours of the model as swatches: a sibling's colour is all it needs. */
const siblingAttributeKeys = ['name', 'frameColor', 'colorDetail', 'salesStatus'];

/**
 * What the calls that answer whole products for a card or a line read (products by id, wishlist,
 * basket, ROPO, search suggestions): their attributes, variants with prices and the §3 lowest
 * prior price, images with their type attributes, the price range, and the other colours. The
 * listings answer tiles and ask for less (`productListingWith`).
 */
export const productTileWith = {
  attributes: { withKey: tileAttributeKeys },
  variants: { attributes: 'all', lowestPriorPrice: true },
  images: 'all',
  siblings: { attributes: { withKey: siblingAttributeKeys }, images: 'all' },
  priceRange: true,
  lowestPriorPrice: true,
} as const satisfies ProductWith;

/** The images' attributes a listing tile reads (their §9 type and background). */
const tileImagesWith = { attributes: { withKey: [...productTileImageAttributeKeys] } };

/**
 * What a listing or search page asks for: no more than `productTileOf` reads of a product (the
 * tile's attributes, the images' type and background, the siblings' colour, the variants' stock
 * without their attributes, of which the tile keeps the §4 best variant's, the price range and the
 * lowest prior price). The SDK cannot leave the siblings' images out, so they come with the same two
 * attributes. Not `productTileWith`: the basket, ROPO and the product lists by id answer whole
 * products, and ROPO reads `category`.
 */
export const productListingWith = {
  attributes: { withKey: [...productTileAttributeKeys] },
  variants: {},
  images: tileImagesWith,
  siblings: { attributes: { withKey: [...productTileSiblingAttributeKeys] }, images: tileImagesWith },
  priceRange: true,
  lowestPriorPrice: true,
} satisfies ProductWith;

/** A listing that asked for its tiles' category paths (getProductsByCategory `with.categories`). */
export const productListingWithCategories = {
  ...productListingWith,
  categories: 'all',
} as const satisfies ProductWith;

/**
 * What a product page reads: every attribute of the product (the description too) and the category
 * paths. Of the other colours, what their swatches show and link by (name, colour, sales status):
 * every attribute of each sibling would make a third of the answer (api/BENCHMARKS.md).
 */
export const productPageWith = {
  ...productTileWith,
  attributes: 'all',
  siblings: { attributes: { withKey: siblingAttributeKeys }, images: tileImagesWith },
  categories: 'all',
} as const satisfies ProductWith;
