import { z } from 'zod';
import { AttributeGroupValueSchema } from './attributes.ts';
import { LowestPriorPriceSchema, PriceSchema } from './price.ts';
import {
  ProductCategorySchema,
  ProductImageSchema,
  ProductSchema,
  StockSchema,
  VariantSchema,
} from './product.ts';

/**
 * A tile's attribute: only its value or values, which `attributeLabel` and `attributeValues` read.
 * A whole attribute group (with id, key, label, type and multiSelect) is one too; a tile leaves
 * those out, as they are most of a group's JSON and a card shows none of them.
 */
export const ProductTileAttributeSchema = z.object({
  values: z.union([AttributeGroupValueSchema, z.array(AttributeGroupValueSchema)]),
});
export type ProductTileAttribute = z.infer<typeof ProductTileAttributeSchema>;

/** A tile's attributes by key, as `product.attributes`. */
export const ProductTileAttributesSchema = z.record(z.string(), ProductTileAttributeSchema.optional());
export type ProductTileAttributes = z.infer<typeof ProductTileAttributesSchema>;

/** A tile's image: the hash the image host serves and the attributes that say its type and background. */
export const ProductTileImageSchema = ProductImageSchema.pick({ hash: true }).extend({
  attributes: ProductTileAttributesSchema.optional(),
});
export type ProductTileImage = z.infer<typeof ProductTileImageSchema>;

/**
 * A tile's price: the price, and where the price is reduced the price before the sale and what the
 * reduction is measured against (§3 `reductionsRelativeTo`); a tile leaves out what is null. In the
 * shop's currency; not the tax and the reductions applied, which only the product page and the
 * basket break down.
 */
export const ProductTilePriceSchema = z.object({
  withTax: PriceSchema.shape.withTax,
  beforeSaleWithTax: PriceSchema.shape.beforeSaleWithTax.optional(),
  reductionsRelativeTo: PriceSchema.shape.reductionsRelativeTo.optional(),
});
export type ProductTilePrice = z.infer<typeof ProductTilePriceSchema>;

/**
 * §3 priceRange as a tile shows it ("from 49.95 €"): the cheapest variant's price with what a
 * reduction is measured against, and the dearest variant's price.
 */
export const ProductTilePriceRangeSchema = z
  .object({ min: ProductTilePriceSchema, max: ProductTilePriceSchema.pick({ withTax: true }) })
  .refine((range) => range.min.withTax <= range.max.withTax, {
    message: 'priceRange.min must not exceed priceRange.max',
    path: ['min', 'withTax'],
  });

/** §3 the lowest price of the 30 days before, as a reduced tile names it (EU Omnibus): the amount. */
export const ProductTileLowestPriorPriceSchema = z.object({
  withTax: LowestPriorPriceSchema.shape.withTax,
});

/**
 * A tile's variant: its id and only what the §4 availability tier (and the delivery estimate) reads
 * of its stock.
 */
export const ProductTileVariantSchema = VariantSchema.pick({ id: true }).extend({
  stock: StockSchema.pick({ quantity: true, isSellableWithoutStock: true }),
});
export type ProductTileVariant = z.infer<typeof ProductTileVariantSchema>;

/** Another colour of the model: its swatch (frame colour) and whether it is on sale. */
export const ProductTileSiblingSchema = z.object({
  id: ProductSchema.shape.id,
  isActive: z.boolean(),
  attributes: ProductTileAttributesSchema.optional(),
});
export type ProductTileSibling = z.infer<typeof ProductTileSiblingSchema>;

/**
 * One step of a tile's category path (§3 `categories`, `categoryUrl`): where a listing asked for
 * them (getProductsByCategory `with.categories`), only what a link to the category is made of.
 */
export const ProductTileCategorySchema = ProductCategorySchema.pick({
  categoryId: true,
  categoryName: true,
  categoryUrl: true,
});
export type ProductTileCategory = z.infer<typeof ProductTileCategorySchema>;

/**
 * What a product tile shows (listings, search results, sliders): name, brand and badge attributes,
 * the images a tile picks from (§9 product shot and model image), the price range with the §3 lowest
 * prior price, the other colours and the §4 best variant (`bestVariant`), whose stock is the card's
 * availability: not every variant's, which a card never shows and which made a tile of reading
 * glasses in five strengths 1.3 kB. A whole `Product` is a tile too, so a card takes either (the
 * availability rules read its variants instead); a listing answers tiles (`productTileOf`), 0.4 to
 * about 1.1 kB each, where whole products were 10 to 14 kB. What the rules read the same when it is
 * missing is left out: a published sales status (§4), a null price reference or lowest prior price,
 * an image's background that is the product's.
 */
export const ProductTileSchema = ProductSchema.pick({
  id: true,
  isActive: true,
  isNew: true,
  isSoldOut: true,
}).extend({
  attributes: ProductTileAttributesSchema.optional(),
  images: z.array(ProductTileImageSchema),
  priceRange: ProductTilePriceRangeSchema.optional(),
  lowestPriorPrice: ProductTileLowestPriorPriceSchema.optional(),
  /** §4 the variant the card's availability speaks of (`bestVariant`); none without variants. */
  bestVariant: ProductTileVariantSchema.optional(),
  siblings: z.array(ProductTileSiblingSchema).optional(),
  /** §3 the category paths, root first: only where the listing asked for them (`with.categories`). */
  categories: z.array(z.array(ProductTileCategorySchema)).optional(),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;
