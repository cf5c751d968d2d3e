import type { AttributeGroupValue, Attributes } from '../entities/attributes.ts';
import type { Price } from '../entities/price.ts';
import type { Product, ProductImage } from '../entities/product.ts';
import type {
  ProductTile,
  ProductTileAttributes,
  ProductTileImage,
  ProductTilePrice,
} from '../entities/product-tile.ts';
import { imageHashPattern } from '../images/image-url.ts';
import { listingImage, modelImageInterval } from '../images/listing-image.ts';
import { badgeAttributeKeys } from './badges.ts';
import { bestVariant } from './best-variant.ts';
import { attributeValues } from './product-attributes.ts';
import { salesStatusAttributeKey, salesStatusOf } from './sales-status.ts';

/**
 * The product attributes a tile carries: what a card shows (name, brand, the frame colour's swatch
 * and label, the picture's background), the §4 badges SCAYLE has no field for, and the §4 sales
 * status, without which the sales rules would read any tile as published.
 */
export const productTileAttributeKeys = [
  'name',
  'brand',
  'frameColor',
  'imageBackground',
  salesStatusAttributeKey,
  ...Object.values(badgeAttributeKeys),
] as const;

/** An image's attributes a tile reads: its §9 type (model, bust) and its background. */
export const productTileImageAttributeKeys = ['imageType', 'imageBackground'] as const;

/** A sibling's attributes a tile reads: its colour, the swatch of the card's colour row. */
export const productTileSiblingAttributeKeys = ['frameColor'] as const;

/** Attributes a card shows only the label of: the machine value (a brand's slug) is the filters' business. */
const labelOnlyKeys: ReadonlySet<string> = new Set(['name', 'brand']);

/**
 * The groups of `keys` a product has, each reduced to its values: the label, and the machine value
 * where it is read (a colour's swatch, a background, the §5 true words) and differs from the label.
 */
function tileAttributes(
  attributes: Attributes | undefined,
  keys: readonly string[],
): ProductTileAttributes | undefined {
  if (attributes === undefined) return undefined;
  const kept: ProductTileAttributes = {};
  for (const key of keys) {
    const group = attributes[key];
    if (group === undefined) continue;
    const tileValue = ({ label, value }: AttributeGroupValue): AttributeGroupValue =>
      value === undefined || value === label || labelOnlyKeys.has(key) ? { label } : { label, value };
    kept[key] = {
      values: Array.isArray(group.values) ? group.values.map(tileValue) : tileValue(group.values),
    };
  }
  return kept;
}

const imageTypeOf = (image: ProductImage) => attributeValues(image.attributes, 'imageType')[0];

/**
 * The images a tile may show (§9): the product shot that tiles show, the model image that every
 * fifth tile shows instead, and the frame worn that the others show on hover (the model image, else
 * a bust image); of those the image host can serve (md5 or sha256 hashes), in the product's order.
 * An image's background is kept where it is not the product's, which a card falls back to.
 */
function tileImages(
  images: readonly ProductImage[],
  productBackground: string | undefined,
): ProductTileImage[] {
  const servable = images.filter((image) => imageHashPattern.test(image.hash));
  const worn =
    servable.find((image) => imageTypeOf(image) === 'model') ??
    servable.find((image) => imageTypeOf(image) === 'bust');
  const shown = new Set([
    listingImage(servable, 0, imageTypeOf),
    listingImage(servable, modelImageInterval - 1, imageTypeOf),
    worn,
  ]);
  return servable
    .filter((image) => shown.has(image))
    .map((image) => {
      const background = attributeValues(image.attributes, 'imageBackground')[0];
      const keys = productTileImageAttributeKeys.filter(
        (key) => key !== 'imageBackground' || background !== productBackground,
      );
      const attributes = tileAttributes(image.attributes, keys);
      return {
        hash: image.hash,
        ...(attributes && Object.keys(attributes).length > 0 && { attributes }),
      };
    });
}

/** A tile's price: what is not null of the price and its reference. */
function tilePrice({ withTax, beforeSaleWithTax, reductionsRelativeTo }: Price): ProductTilePrice {
  return {
    withTax,
    ...(beforeSaleWithTax !== null && { beforeSaleWithTax }),
    ...(reductionsRelativeTo !== null && { reductionsRelativeTo }),
  };
}

/**
 * A product as a listing answers it (§2 listing and search, §7 getProductsByCategory and
 * getProductsByTerm): what its card shows and decides by, and nothing else, so that a page of 24
 * tiles stays a few kilobytes where whole products were a quarter of a megabyte. Of the variants
 * only the §4 best one, whose stock the card's availability line and delivery estimate read. The
 * result is a `ProductTile`; every function that reads a tile reads the whole product the same way.
 */
export function productTileOf(product: Product): ProductTile {
  // What a tile would say by leaving a field out is left out: a published status (§4: a missing
  // status counts as published), an image background the product has too, a missing lowest prior price.
  const keys = productTileAttributeKeys.filter(
    (key) => key !== salesStatusAttributeKey || salesStatusOf(product) !== 'published',
  );
  const attributes = tileAttributes(product.attributes, keys);
  const { priceRange, lowestPriorPrice, siblings, categories } = product;
  // §4 the card's availability is its best variant's: the others' stock is the product page's.
  const best = bestVariant(product.variants);
  const background = attributeValues(product.attributes, 'imageBackground')[0];
  return {
    id: product.id,
    isActive: product.isActive,
    isNew: product.isNew,
    isSoldOut: product.isSoldOut,
    ...(attributes && { attributes }),
    images: tileImages(product.images, background),
    ...(priceRange && {
      priceRange: { min: tilePrice(priceRange.min), max: { withTax: priceRange.max.withTax } },
    }),
    ...(lowestPriorPrice &&
      lowestPriorPrice.withTax !== null && {
        lowestPriorPrice: { withTax: lowestPriorPrice.withTax },
      }),
    ...(best && {
      bestVariant: {
        id: best.id,
        stock: { quantity: best.stock.quantity, isSellableWithoutStock: best.stock.isSellableWithoutStock },
      },
    }),
    ...(siblings && {
      siblings: siblings.map((sibling) => {
        const colour = tileAttributes(sibling.attributes, productTileSiblingAttributeKeys);
        return { id: sibling.id, isActive: sibling.isActive, ...(colour && { attributes: colour }) };
      }),
    }),
    // Only a listing that asked for them has them (`with.categories`): a link needs no more.
    ...(categories && {
      categories: categories.map((path) =>
        path.map(({ categoryId, categoryName, categoryUrl }) => ({ categoryId, categoryName, categoryUrl })),
      ),
    }),
  };
}
