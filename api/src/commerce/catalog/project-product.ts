import type {
  AttributeGroup,
  Attributes,
  Price,
  Product,
  ProductCategory,
  ProductImage,
  Variant,
} from '@lumen/domain';
import type { AttributeSelection, WithNode, WithTree } from '../http/with-parameter.ts';
import { assertKnownIncludes, attributeSelection, selects } from '../http/with-parameter.ts';
import type { AttributeValues, ProductRow, VariantPriceRow, VariantRow } from './catalog-rows.ts';
import type { Catalog } from './catalog.ts';
import { masterPathOf } from './project-category.ts';
import { promotionName } from './project-promotion.ts';
import { isInShop, isRunning } from './shop-context.ts';
import type { ShopContext } from './shop-context.ts';
import { localized } from './text-language.ts';
import { lowestPriorPrice, variantPrice } from './variant-price.ts';

/** What a product answer includes, read from `with` (SDK `ProductWith`). */
export interface ProductIncludes {
  attributes: AttributeSelection | undefined;
  advancedAttributes: AttributeSelection | undefined;
  /**
   * The images' attributes (`images.attributes:key(imageType)`): the images always come, each with
   * every attribute unless keys or types are named.
   */
  imageAttributes: AttributeSelection | undefined;
  variants: VariantIncludes | undefined;
  categories: { hidden: boolean } | undefined;
  siblings: ProductIncludes | undefined;
  priceRange: boolean;
  lowestPriorPrice: boolean;
}

export interface VariantIncludes {
  attributes: AttributeSelection | undefined;
  advancedAttributes: AttributeSelection | undefined;
  lowestPriorPrice: boolean;
}

const productIncludeKeys = [
  'attributes',
  'advancedAttributes',
  'variants',
  'images',
  'videos',
  'categories',
  'siblings',
  'priceRange',
  'reductionRange',
  'baseCategories',
  'lowestPriorPrice',
  'searchCategoryIds',
  'sellableTimeframe',
];
const variantIncludeKeys = [
  'attributes',
  'advancedAttributes',
  'lowestPriorPrice',
  'stock',
  'price',
  'relatedVariants',
];

export function variantIncludes(tree: WithTree | undefined, parameter = 'with'): VariantIncludes {
  if (tree) assertKnownIncludes(tree, variantIncludeKeys, parameter);
  return {
    attributes: attributeSelection(tree?.get('attributes')),
    advancedAttributes: attributeSelection(tree?.get('advancedAttributes')),
    lowestPriorPrice: tree?.has('lowestPriorPrice') ?? false,
  };
}

export function productIncludes(tree: WithTree, parameter = 'with'): ProductIncludes {
  assertKnownIncludes(tree, productIncludeKeys, parameter);
  const variants: WithNode | undefined = tree.get('variants');
  const categories = tree.get('categories');
  const siblings = tree.get('siblings');
  return {
    attributes: attributeSelection(tree.get('attributes')),
    advancedAttributes: attributeSelection(tree.get('advancedAttributes')),
    imageAttributes: attributeSelection(tree.get('images')?.children.get('attributes')),
    variants: variants ? variantIncludes(variants.children, `${parameter}[variants]`) : undefined,
    categories: categories ? { hidden: categories.modifiers.get('hidden')?.[0] === 'true' } : undefined,
    siblings: siblings ? productIncludes(siblings.children, `${parameter}[siblings]`) : undefined,
    priceRange: tree.has('priceRange'),
    lowestPriorPrice: tree.has('lowestPriorPrice'),
  };
}

/** New arrivals: first live within the last 30 days. */
const newForDays = 30;

/** A variant as the shop sells it: its row and its price in the shop's currency, if it has one. */
export interface PricedVariant {
  row: VariantRow;
  priceRow: VariantPriceRow;
  price: Price;
}

export function pricedVariants(catalog: Catalog, context: ShopContext, product: ProductRow): PricedVariant[] {
  const priced: PricedVariant[] = [];
  for (const row of catalog.variantsOf(product.id)) {
    const priceRow = catalog.priceOf(row.id, context.shop.currency);
    if (priceRow) priced.push({ row, priceRow, price: variantPrice(catalog, context, product, priceRow) });
  }
  return priced;
}

/** Whether the shop offers the product at all: sold there, not offline, with a price in its currency. */
export function isOffered(catalog: Catalog, context: ShopContext, product: ProductRow): boolean {
  return (
    isInShop(product, context.shop) &&
    product.salesStatus !== 'offline' &&
    catalog.variantsOf(product.id).some((variant) => catalog.priceOf(variant.id, context.shop.currency))
  );
}

function isSoldOut(variants: readonly PricedVariant[]): boolean {
  return !variants.some(({ row }) => row.stock > 0 || row.sellableWithoutStock);
}

const single = (
  key: string,
  label: string,
  value: { label: string; id?: number; value?: string },
  type: string | null = null,
  id: number | null = null,
): AttributeGroup => ({ id, key, label, type, multiSelect: false, values: value });

/** Turns stored attribute values into SCAYLE attribute groups with labels in the shop's language. */
function projectAttributes(
  catalog: Catalog,
  context: ShopContext,
  stored: AttributeValues,
  selection: AttributeSelection,
  extra: AttributeGroup[] = [],
): Attributes {
  const attributes: Attributes = {};
  for (const group of extra) {
    if (selects(selection, group.key, group.type)) attributes[group.key] = group;
  }
  for (const [key, values] of Object.entries(stored)) {
    const group = catalog.attributeGroups.get(key);
    const type = group?.type ?? null;
    if (!selects(selection, key, type) || values.length === 0) continue;
    const label = group ? localized(group.labels, context.shop) : key;
    const projected = values.map((value) => {
      const known = group && typeof value === 'string' ? catalog.attributeValue(group.id, value) : undefined;
      return known
        ? { id: known.id, label: localized(known.labels, context.shop), value: known.value }
        : { label: String(value), value: String(value) };
    });
    const base = { id: group?.id ?? null, key, label, type };
    attributes[key] =
      group?.multiSelect || projected.length > 1
        ? { ...base, multiSelect: true, values: projected }
        : { ...base, multiSelect: false, values: projected[0]! };
  }
  return attributes;
}

function productAttributes(
  catalog: Catalog,
  context: ShopContext,
  product: ProductRow,
  selection: AttributeSelection,
): Attributes {
  const texts = localized(product.texts, context.shop);
  const brand = catalog.brands.get(product.brandId);
  const leaf = product.categoryIds[0];
  const masterPath = leaf === undefined ? undefined : masterPathOf(catalog, leaf);
  // A product featured by a promotion names it in its custom data (§3 promotion attribute {id, label}).
  const promotionId = product.customData['promotionId'];
  const promotion = catalog.rows.promotions.find(
    (row) =>
      row.id === promotionId && row.isActive && isInShop(row, context.shop) && isRunning(row, context.now),
  );
  const extra: AttributeGroup[] = [
    single('name', 'Name', { label: texts.name }),
    single('description', 'Description', { label: texts.description }),
    ...(brand ? [single('brand', 'Brand', { id: brand.id, label: brand.name, value: brand.slug })] : []),
    ...(masterPath
      ? [
          single('category', 'Category', {
            label: masterPath,
            ...(product.productCategory ? { value: product.productCategory } : {}),
          }),
        ]
      : []),
    ...(product.productType
      ? [single('productType', 'Product type', { label: product.productType, value: product.productType })]
      : []),
    single('salesStatus', 'Sales status', { label: product.salesStatus, value: product.salesStatus }),
    ...(product.images[0]
      ? [
          single('imageBackground', 'Image background', {
            label: product.images[0].background,
            value: product.images[0].background,
          }),
        ]
      : []),
    ...(promotion
      ? [
          single('promotion', 'Promotion', {
            label: promotionName(promotion, context.shop),
            value: promotion.id,
          }),
        ]
      : []),
  ];
  return projectAttributes(catalog, context, product.attributes, selection, extra);
}

function productImages(product: ProductRow, selection: AttributeSelection | undefined): ProductImage[] {
  return product.images.map((image) => {
    const groups = [
      single('imageView', 'Image view', { label: image.view, value: image.view }),
      single('imageBackground', 'Image background', { label: image.background, value: image.background }),
      ...(image.view === 'model' || image.view === 'bust'
        ? [single('imageType', 'Image type', { label: image.view, value: image.view })]
        : []),
    ];
    return {
      hash: image.hash,
      name: `${product.referenceKey}-${image.view}`,
      attributes: Object.fromEntries(
        groups
          .filter((group) => selection === undefined || selects(selection, group.key, group.type))
          .map((group) => [group.key, group]),
      ),
    };
  });
}

function productCategories(
  catalog: Catalog,
  context: ShopContext,
  product: ProductRow,
  hidden: boolean,
): ProductCategory[][] {
  const language = context.shop.language;
  return product.categoryIds
    .map((leaf) => catalog.lineOf(leaf))
    .filter((line) => line.every((category) => isInShop(category, context.shop)))
    .filter((line) => hidden || line.every((category) => !category.isHidden))
    .map((line) =>
      line.map((category, index) => {
        const slugs = line.slice(0, index + 1).map((step) => step.slugs[language] ?? step.slugs.de);
        return {
          categoryId: category.id,
          categoryName: localized(category.names, context.shop),
          categoryUrl: `/${slugs.join('/')}`,
          categorySlug: slugs.at(-1)!,
          categoryHidden: category.isHidden,
        };
      }),
    );
}

export function projectVariant(
  catalog: Catalog,
  context: ShopContext,
  { row, priceRow, price }: PricedVariant,
  includes: VariantIncludes,
): Variant {
  return {
    id: row.id,
    referenceKey: row.referenceKey,
    firstLiveAt: row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    stock: {
      supplierId: 1,
      warehouseId: 1,
      quantity: row.stock,
      isSellableWithoutStock: row.sellableWithoutStock,
      expectedAvailabilityAt: null,
    },
    price,
    customData: {},
    isComposite: false,
    ...(includes.attributes
      ? { attributes: projectAttributes(catalog, context, row.attributes, includes.attributes) }
      : {}),
    ...(includes.advancedAttributes ? { advancedAttributes: {} } : {}),
    ...(includes.lowestPriorPrice ? { lowestPriorPrice: lowestPriorPrice(priceRow, price) } : {}),
  };
}

/** The SCAYLE Product of a catalogue row for the asking shop, with what `with` asked for. */
export function projectProduct(
  catalog: Catalog,
  context: ShopContext,
  product: ProductRow,
  includes: ProductIncludes,
): Product {
  const variants = pricedVariants(catalog, context, product);
  const cheapest = variants.reduce<PricedVariant | undefined>(
    (best, next) => (best === undefined || next.price.withTax < best.price.withTax ? next : best),
    undefined,
  );
  const dearest = variants.reduce<PricedVariant | undefined>(
    (best, next) => (best === undefined || next.price.withTax > best.price.withTax ? next : best),
    undefined,
  );
  const firstLive = Date.parse(product.firstLiveAt);
  const isNew =
    context.now.getTime() - firstLive < newForDays * 86_400_000 && firstLive <= context.now.getTime();
  return {
    id: product.id,
    isActive: product.isActive,
    isSoldOut: isSoldOut(variants),
    isNew,
    isComposite: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    firstLiveAt: product.firstLiveAt,
    indexedAt: product.updatedAt,
    images: productImages(product, includes.imageAttributes),
    masterKey: product.masterKey,
    referenceKey: product.referenceKey,
    customData: product.customData,
    ...(includes.attributes
      ? { attributes: productAttributes(catalog, context, product, includes.attributes) }
      : {}),
    ...(includes.advancedAttributes ? { advancedAttributes: {} } : {}),
    ...(includes.variants
      ? { variants: variants.map((variant) => projectVariant(catalog, context, variant, includes.variants!)) }
      : {}),
    ...(includes.categories
      ? { categories: productCategories(catalog, context, product, includes.categories.hidden) }
      : {}),
    ...(includes.priceRange && cheapest && dearest
      ? { priceRange: { min: cheapest.price, max: dearest.price } }
      : {}),
    ...(includes.lowestPriorPrice && cheapest
      ? { lowestPriorPrice: lowestPriorPrice(cheapest.priceRow, cheapest.price) }
      : {}),
    ...(includes.siblings
      ? {
          siblings: catalog
            .siblingsOf(product)
            .filter((sibling) => isOffered(catalog, context, sibling))
            .map((sibling) =>
              projectProduct(catalog, context, sibling, { ...includes.siblings!, siblings: undefined }),
            ),
        }
      : {}),
  };
}
