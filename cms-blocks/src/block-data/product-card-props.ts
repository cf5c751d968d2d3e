import type { ProductCardColour, ProductCardImage, ProductCardProps } from '@lumen/design-system';
import {
  attributeLabel,
  attributeValues,
  frameColors,
  imageBackgrounds,
  imageHashPattern,
  listingImage,
  productBadges,
  productImageUrl,
  productSlug,
  routePath,
  type ImageBackground,
  type ImageModifiers,
  type ProductTile,
  type ProductTileAttributes,
  type ProductTileImage,
  type ShopIdentity,
} from '@lumen/domain';
import type { ImageBaseUrl } from './block-data.ts';
import type { UnusableProductReason } from './missing-block-data.ts';
import type { ProductCardTexts } from './product-card-texts.ts';

/** A product's or a tile's name (§3 `attributes.name`), trimmed; `undefined` when it has none. */
export function productName(product: ProductTile): string | undefined {
  return attributeLabel(product.attributes, 'name')?.trim() || undefined;
}

/**
 * The product page of a product (§2 `/p/{slug}/`): its name and frame colour slugified, its id
 * last, as the search resolution builds it.
 */
export function productPath(shop: ShopIdentity, product: ProductTile, name: string): string {
  const slug = productSlug({
    name,
    colour: attributeLabel(product.attributes, 'frameColor'),
    productId: product.id,
  });
  return routePath(shop, 'product', { slug });
}

function imageTypeOf(image: ProductTileImage): string | undefined {
  return attributeValues(image.attributes, 'imageType')[0];
}

function backgroundOf(image: ProductTileImage, product: ProductTile): ImageBackground | undefined {
  const [value] = [
    ...attributeValues(image.attributes, 'imageBackground'),
    ...attributeValues(product.attributes, 'imageBackground'),
  ];
  return imageBackgrounds.find((background) => background === value);
}

/**
 * The images the image endpoint can serve: those whose hash is md5 or sha256 hex (§9). Of a
 * product's, or of the tile's (which holds only such images, `productTileOf`).
 */
export function servableImages(product: ProductTile): ProductTileImage[] {
  return product.images.filter((image) => imageHashPattern.test(image.hash));
}

/**
 * The address of the picture a small product line shows (the basket popover, the search flyout):
 * the listing image of the first position (§9), sized by `modifiers`; none without a servable image.
 */
export function productShotUrl(product: ProductTile, modifiers: ImageModifiers): string | undefined {
  const shown = listingImage(servableImages(product), 0, imageTypeOf);
  return shown && productImageUrl(shown.hash, modifiers);
}

/** One product image as the design system's `ProductImage` takes it. */
export function cardImage(
  image: ProductTileImage,
  product: ProductTile,
  alt: string,
  imageBaseUrl: ImageBaseUrl | undefined,
): ProductCardImage {
  const background = backgroundOf(image, product);
  const baseUrl = typeof imageBaseUrl === 'function' ? imageBaseUrl(image, product) : imageBaseUrl;
  return {
    hash: image.hash,
    alt,
    ...(background && { background }),
    // Photographs of the frame worn fill their box; packshots show whole.
    ...(imageTypeOf(image) !== undefined && { fit: 'cover' as const }),
    ...(baseUrl !== undefined && { baseUrl }),
  };
}

/**
 * The price a reduction is measured against (§3 `reductionsRelativeTo`): the price before the
 * sale, or the lowest price of the last 30 days; `null` when the price is not reduced.
 */
function referenceCents(product: ProductTile): number | null {
  const min = product.priceRange?.min;
  switch (min?.reductionsRelativeTo ?? null) {
    case 'beforeSaleWithTax':
      return min?.beforeSaleWithTax ?? null;
    case 'lowestPriorPrice.withTax':
      return product.lowestPriorPrice?.withTax ?? null;
    case null:
      return null;
  }
}

function colourOf(product: {
  attributes?: ProductTileAttributes | undefined;
}): ProductCardColour | undefined {
  const [key] = attributeValues(product.attributes, 'frameColor');
  const name = attributeLabel(product.attributes, 'frameColor');
  if (key === undefined || name === undefined) return undefined;
  const hex: string | undefined = Object.hasOwn(frameColors, key)
    ? frameColors[key as keyof typeof frameColors]
    : undefined;
  // A colour the vocabulary does not know shows a neutral swatch.
  return { name, hex: hex ?? '' };
}

/** The model's colours: this product's first, then its active siblings' (§3 siblings). */
function coloursOf(product: ProductTile): ProductCardColour[] {
  const own = colourOf(product);
  if (own === undefined) return [];
  const siblings = (product.siblings ?? [])
    .filter((sibling) => sibling.isActive && sibling.id !== product.id)
    .map(colourOf)
    .filter((colour) => colour !== undefined);
  return [{ ...own, current: true }, ...siblings];
}

export type ProductCardPropsOptions = {
  shop: ShopIdentity;
  texts: ProductCardTexts;
  /** The card's place in its list, from 0: every fifth card shows the frame worn (§9). */
  position?: number;
  imageBaseUrl?: ImageBaseUrl | undefined;
};

export type ProductCardPropsResult =
  | { readonly ok: true; readonly props: ProductCardProps }
  | {
      readonly ok: false;
      readonly reason: Extract<UnusableProductReason, 'no-name' | 'no-image' | 'no-price'>;
    };

/**
 * A product (as getProductsByIds answers it) or a product tile (as the listings and the search
 * answer it) as the design system's `ProductCard` shows it: name and brand, the listing image of
 * its position (§9) and the frame worn on hover, §4 badges, the price range with a reduction
 * against its reference price and the Omnibus line, the model's colours. A product without a
 * name, a servable image or a price cannot be shown; the result says which it lacks.
 */
export function productCardProps(
  product: ProductTile,
  options: ProductCardPropsOptions,
): ProductCardPropsResult {
  const { shop, texts, position = 0, imageBaseUrl } = options;
  const name = productName(product);
  if (name === undefined) return { ok: false, reason: 'no-name' };
  const images = servableImages(product);
  const shown = listingImage(images, position, imageTypeOf);
  if (shown === undefined) return { ok: false, reason: 'no-image' };
  const range = product.priceRange;
  if (range === undefined) return { ok: false, reason: 'no-price' };

  // On hover the frame worn, when the card shows a packshot and the product has such a photograph.
  const worn =
    imageTypeOf(shown) === undefined ? images.find((image) => imageTypeOf(image) !== undefined) : undefined;
  const original = referenceCents(product);
  const reduced = original !== null && original > range.min.withTax;
  const colours = coloursOf(product);
  const brand = attributeLabel(product.attributes, 'brand');

  return {
    ok: true,
    props: {
      href: productPath(shop, product, name),
      name,
      ...(brand && { brand }),
      image: cardImage(shown, product, name, imageBaseUrl),
      ...(worn && { hoverImage: cardImage(worn, product, '', imageBaseUrl) }),
      badges: productBadges(product),
      badgeLabels: texts.badgeLabels,
      price: {
        cents: range.min.withTax,
        maxCents: range.max.withTax,
        shop,
        fromLabel: texts.fromLabel,
        originalCents: reduced ? original : null,
        originalLabel: texts.originalLabel,
        currentLabel: texts.currentLabel,
        // EU Omnibus: a reduced price names the lowest price of the 30 days before.
        lowestPriorCents: reduced ? (product.lowestPriorPrice?.withTax ?? null) : null,
        lowestPriorLabel: texts.lowestPriorLabel,
      },
      // One swatch says nothing a name does not; the colours show when the model has several.
      ...(colours.length > 1 && {
        colours,
        coloursLabel: texts.coloursLabel,
        moreColoursLabel: texts.moreColoursLabel,
      }),
    },
  };
}
