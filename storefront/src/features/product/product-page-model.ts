import {
  attributeLabel,
  attributeValues,
  frameColors,
  imageBackgrounds,
  imageHashPattern,
  imagePresets,
  productImageUrl,
  routePath,
  shipmentKindOfVariant,
  variantAvailability,
} from '@lumen/domain';
import type {
  ImageBackground,
  ImageModifiers,
  Product,
  ProductImage,
  ShopIdentity,
  Variant,
} from '@lumen/domain';
import { productName, productPath } from '@lumen/cms-blocks';
import type { ProductGalleryImage } from '@lumen/design-system';

/**
 * What the product page (§2 `/p/{slug}/`) makes of a product: its address, pictures, colours,
 * related listings and structured data. Pure, so the route, the head and the tests agree.
 */

/** The product's name in the shop's language; the page of a product without one shows its id. */
export function productPageName(product: Product): string {
  return productName(product) ?? String(product.id);
}

/**
 * §2 the product's own address, as every card and link builds it (cms-blocks `productPath`: the
 * name, the frame colour, the id). A page asked for under another slug redirects here (301).
 */
export function productPagePath(shop: ShopIdentity, product: Product): string {
  return productPath(shop, product, productPageName(product));
}

/** The slug of the product's own address (`brille-mats-2205-havanna-100429`). */
export function productPageSlug(shop: ShopIdentity, product: Product): string {
  return productPagePath(shop, product).split('/').filter(Boolean).at(-1) ?? '';
}

/** The address of the product page with a variant chosen (`?variant=`). */
export function variantHref(path: string, variantId: number, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...extra, variant: String(variantId) });
  return `${path}?${search.toString()}`;
}

function backgroundOf(image: ProductImage, product: Product): ImageBackground | undefined {
  const [value] = [
    ...attributeValues(image.attributes, 'imageBackground'),
    ...attributeValues(product.attributes, 'imageBackground'),
  ];
  return imageBackgrounds.find((background) => background === value);
}

/** The images the image endpoint can serve: md5 or sha256 hex hashes (§9). */
function servableImages(product: Product): ProductImage[] {
  return product.images.filter((image) => imageHashPattern.test(image.hash));
}

/**
 * The gallery's pictures: every servable image in the catalogue's order (the product shot first),
 * each named by the product and its position; photographs of the frame worn fill their box.
 */
export function galleryImages(
  product: Product,
  alt: (position: number, count: number) => string,
): ProductGalleryImage[] {
  const images = servableImages(product);
  return images.map((image, index) => {
    const background = backgroundOf(image, product);
    const worn = attributeValues(image.attributes, 'imageType').length > 0;
    return {
      hash: image.hash,
      alt: alt(index + 1, images.length),
      ...(background && { background }),
      ...(worn && { fit: 'cover' as const }),
    };
  });
}

/** The product's first picture as §9's social image (1200 × 630, jpg), or none without pictures. */
export function socialImagePath(product: Product): string | undefined {
  const [first] = servableImages(product);
  if (!first) return undefined;
  const modifiers: ImageModifiers = { ...imagePresets.social };
  const background = backgroundOf(first, product);
  if (background && background !== 'transparent') modifiers.bg = background;
  return productImageUrl(first.hash, modifiers);
}

/** One colour of the model for the colour picker: its own product page. */
export interface ModelColour {
  productId: number;
  name: string;
  hex: string;
  href: string;
  soldOut: boolean;
}

function colourOf(shop: ShopIdentity, product: Product, fallbackName: string): ModelColour | undefined {
  const [key] = attributeValues(product.attributes, 'frameColor');
  const name = attributeLabel(product.attributes, 'frameColor');
  if (key === undefined || name === undefined) return undefined;
  const hex = Object.hasOwn(frameColors, key) ? frameColors[key as keyof typeof frameColors] : '';
  return {
    productId: product.id,
    name,
    hex,
    href: productPath(shop, product, productName(product) ?? fallbackName),
    soldOut: product.isSoldOut,
  };
}

/**
 * §3 siblings: the model's colours, this product's and its active siblings', in id order so the
 * swatches stand still from one colour's page to the next. None when the model has one colour.
 */
export function modelColours(shop: ShopIdentity, product: Product): ModelColour[] {
  const name = productPageName(product);
  const colours = [product, ...(product.siblings ?? []).filter((sibling) => sibling.isActive)]
    .filter((candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index)
    .toSorted((a, b) => a.id - b.id)
    .map((candidate) => colourOf(shop, candidate, name))
    .filter((colour) => colour !== undefined);
  return colours.length > 1 ? colours : [];
}

/** The category path a product page's breadcrumb follows: its first listed path, root first. */
function productCategoryPath(product: Product) {
  return (product.categories ?? []).find((path) => path.length > 0) ?? [];
}

/** A category's public path as the catalogue gives it (`/brillen/sonnenbrillen`), with §2's trailing slash. */
function categoryHref(categoryUrl: string): string {
  return categoryUrl.endsWith('/') ? categoryUrl : `${categoryUrl}/`;
}

/** The product's widest listing (its root category, `/brillen/`), where a shopper compares its kind. */
export function productListingPath(product: Product): string | undefined {
  const root = productCategoryPath(product)[0];
  return root && categoryHref(root.categoryUrl);
}

/** What the recommendations read: the product's own category and its brand under the root category. */
export interface RelatedListings {
  category?: { id: number; name: string };
  brand?: { id: string; name: string; rootCategoryId: number };
}

export function relatedListings(product: Product): RelatedListings {
  const path = productCategoryPath(product);
  const leaf = path.at(-1);
  const root = path[0];
  const brandGroup = product.attributes?.['brand'];
  const brandValue = brandGroup && !Array.isArray(brandGroup.values) ? brandGroup.values : undefined;
  const brandId = brandValue?.id ?? brandValue?.value;
  return {
    // A leaf such as "Damen" says little alone: with its parent it reads "Brillenfassungen · Damen".
    ...(leaf && {
      category: {
        id: leaf.categoryId,
        name: path.length > 2 ? `${path.at(-2)!.categoryName} · ${leaf.categoryName}` : leaf.categoryName,
      },
    }),
    ...(root &&
      brandValue &&
      brandId !== undefined && {
        brand: { id: String(brandId), name: brandValue.label, rootCategoryId: root.categoryId },
      }),
  };
}

/** The product's brand name, where it has one. */
export function brandName(product: Product): string | undefined {
  return attributeLabel(product.attributes, 'brand');
}

/** The product's description text in the shop's language. */
export function productDescription(product: Product): string | undefined {
  return attributeLabel(product.attributes, 'description')?.trim() || undefined;
}

/** The §3 schema.org availability of a variant's §4 tier. */
export function schemaAvailability(variant: Variant): string {
  switch (variantAvailability(variant).tier) {
    case 'immediately_available':
      return 'https://schema.org/InStock';
    case 'available_soon':
      return 'https://schema.org/LimitedAvailability';
    case 'available_as_soon_as_possible':
      return shipmentKindOfVariant(variant) === 'backorder'
        ? 'https://schema.org/BackOrder'
        : 'https://schema.org/PreOrder';
    case 'not_available':
      return 'https://schema.org/OutOfStock';
  }
}

/** A price in cents as schema.org writes it: a decimal number with the currency's digits ("299.00"). */
function schemaPrice(cents: number, shop: ShopIdentity): string {
  return (cents / 10 ** shop.currencyFractionDigits).toFixed(shop.currencyFractionDigits);
}

/**
 * The structured data of a product page: a Product with one Offer per variant (price with tax,
 * the shop's currency, the §4 availability, the variant's address) and the gallery's pictures.
 */
export function productJsonLd(shop: ShopIdentity, origin: string, product: Product): Record<string, unknown> {
  const path = productPagePath(shop, product);
  const brand = brandName(product);
  const description = productDescription(product);
  const images = servableImages(product).map(
    (image) => `${origin}${productImageUrl(image.hash, { width: imagePresets.productGallery.width })}`,
  );
  return {
    '@type': 'Product',
    name: productPageName(product),
    productID: String(product.id),
    sku: product.referenceKey,
    url: `${origin}${path}`,
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    offers: (product.variants ?? []).map((variant) => ({
      '@type': 'Offer',
      sku: variant.referenceKey,
      price: schemaPrice(variant.price.withTax, shop),
      priceCurrency: variant.price.currencyCode,
      availability: schemaAvailability(variant),
      itemCondition: 'https://schema.org/NewCondition',
      url: `${origin}${variantHref(path, variant.id)}`,
    })),
  };
}

/** The breadcrumb trail of a product page: home, the category path, the product. */
export function productBreadcrumbs(
  shop: ShopIdentity,
  product: Product,
  homeLabel: string,
): { label: string; href?: string }[] {
  return [
    { label: homeLabel, href: routePath(shop, 'home') },
    ...productCategoryPath(product).map((step) => ({
      label: step.categoryName,
      href: categoryHref(step.categoryUrl),
    })),
    { label: productPageName(product) },
  ];
}
