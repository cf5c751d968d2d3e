import type { ProductWith } from '@scayle/storefront-api';

/**
 * The product attributes a tile shows or decides by (name, brand, badges, sales status, the frame's
 * shape, colour and sizes). Not the description and the other page-only texts: they made a listing
 * of 24 products half a megabyte (api/BENCHMARKS.md).
 */
export const tileAttributeKeys = [
  'name',
  'brand',
  'category',
  'productType',
  'salesStatus',
  'imageBackground',
  'gender',
  'premium',
  'rimType',
  'shopSize',
  'faceShape',
  'headWidth',
  'lensWidth',
  'frameColor',
  'frameShape',
  'frameWidth',
  'bridgeWidth',
  'colorDetail',
  'templeLength',
];

/** A tile shows the other colours of the model as swatches: a sibling's colour is all it needs. */
const siblingAttributeKeys = ['name', 'frameColor', 'colorDetail', 'salesStatus'];

/**
 * What a product tile (listing, search, wishlist) reads: its attributes, variants with prices and
 * the §3 lowest prior price, images with their type attributes, the price range, and the other
 * colours.
 */
export const productTileWith = {
  attributes: { withKey: tileAttributeKeys },
  variants: { attributes: 'all', lowestPriorPrice: true },
  images: 'all',
  siblings: { attributes: { withKey: siblingAttributeKeys }, images: 'all' },
  priceRange: true,
  lowestPriorPrice: true,
} as const satisfies ProductWith;

/** What a product page reads: every attribute (the description too) and the category paths. */
export const productPageWith = {
  ...productTileWith,
  attributes: 'all',
  siblings: { attributes: 'all', images: 'all' },
  categories: 'all',
} as const satisfies ProductWith;
