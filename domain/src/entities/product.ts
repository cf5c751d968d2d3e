import { z } from 'zod';
import { AdvancedAttributesSchema, AttributesSchema } from './attributes.ts';
import { CategoryPropertySchema } from './category.ts';
import { LowestPriorPriceSchema, PriceRangeSchema, PriceSchema } from './price.ts';
import { CountSchema, CustomDataSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/**
 * The attribute group keys the shop reads from `product.attributes` (§3 names them as Product
 * attributes). `promotion` holds `{ id, label }` as an attribute value; `category` holds a pipe path
 * such as `Master|Eyewear|Frames`. The image keys are also read from `images[].attributes`.
 */
export const productAttributeKeys = [
  'name',
  'brand',
  'imageType',
  'imageView',
  'frameColor',
  'manufacturerColorCode',
  'lensBaseColor',
  'numberOfLenses',
  'shopSize',
  'colorDetail',
  'contactLensType',
  'eyeCareProductType',
  'category',
  'wearingTime',
  'promotion',
  'imageBackground',
] as const;
export type ProductAttributeKey = (typeof productAttributeKeys)[number];

/** The attribute group keys the shop reads from `variant.attributes`. */
export const variantAttributeKeys = ['packingTypeDescription'] as const;
export type VariantAttributeKey = (typeof variantAttributeKeys)[number];

/** §3: the separator of category path strings (`Master|Eyewear|Frames`). */
export const categoryPathSeparator = '|';

/** §3: values of the `imageBackground` attribute. */
export const imageBackgrounds = ['white', 'grey', 'transparent'] as const;
export type ImageBackground = (typeof imageBackgrounds)[number];

/** §9: values of the `imageType` image attribute the shop distinguishes. */
export const imageTypes = ['model', 'bust'] as const;

/** §3 product types: which product page template renders the product. */
export const productTypes = [
  'cleaning-fluid-pdp',
  'contact-lens-pdp',
  'glasses-pdp',
  'merch-pdp',
  'correctional-glasses',
  'hearing-aids-merch-pdp',
] as const;
export const ProductTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** §3 product categories. */
export const productCategories = [
  'glasses',
  'contactLenses',
  'sunglasses',
  'careproducts',
  'merch',
  'readyMadeGlasses',
  'readingAidGlasses',
  'hearingAidsMerch',
  'smartglasses',
  'blueLightBlocking',
] as const;
export const ProductCategoryKindSchema = z.enum(productCategories);
export type ProductCategoryKind = z.infer<typeof ProductCategoryKindSchema>;

/** §3 Variant.stock, as the SDK's `Stock`. §4 reads `quantity` and `isSellableWithoutStock`. */
export const StockSchema = z.object({
  supplierId: z.number().int().nonnegative(),
  warehouseId: z.number().int().nonnegative().nullable(),
  quantity: CountSchema,
  isSellableWithoutStock: z.boolean(),
  expectedAvailabilityAt: z.string().nullable(),
  customData: CustomDataSchema.optional(),
  deliveryForecast: z
    .object({ deliverable: z.string().optional(), subsequentDelivery: z.string().optional() })
    .optional(),
});
export type Stock = z.infer<typeof StockSchema>;

/** The Variant entity of §3, as the Storefront API's `Variant`. */
export const VariantSchema = z.object({
  id: EntityIdSchema,
  referenceKey: z.string().min(1),
  firstLiveAt: TimestampSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  stock: StockSchema,
  price: PriceSchema,
  customData: CustomDataSchema,
  isComposite: z.boolean(),
  appliedPricePromotionKey: z.string().optional(),
  attributes: AttributesSchema.optional(),
  advancedAttributes: AdvancedAttributesSchema.optional(),
  lowestPriorPrice: LowestPriorPriceSchema.optional(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** A product image: `hash` feeds the image host; `attributes` carry imageType, imageView, imageBackground. */
export const ProductImageSchema = z.object({
  hash: z.string().min(1),
  /** Omitted on some answers (e.g. order line items). */
  url: z.string().optional(),
  name: z.string(),
  attributes: AttributesSchema.optional(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** One step of a product's category path; `product.categories` lists paths, root first. */
export const ProductCategorySchema = z.object({
  categoryId: EntityIdSchema,
  categoryName: z.string(),
  categoryUrl: z.string(),
  categorySlug: z.string(),
  categoryHidden: z.boolean(),
  categoryProperties: z.array(CategoryPropertySchema).optional(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/**
 * The Product entity of §3, as the Storefront API's `Product`. Optional parts are present when the
 * request asked for them (`with=attributes,variants,images,siblings,categories,priceRange,...`).
 */
export const ProductSchema = z.object({
  id: EntityIdSchema,
  isActive: z.boolean(),
  isSoldOut: z.boolean(),
  isNew: z.boolean(),
  isComposite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstLiveAt: TimestampSchema,
  indexedAt: TimestampSchema,
  images: z.array(ProductImageSchema),
  masterKey: z.string().min(1),
  referenceKey: z.string().min(1),
  customData: CustomDataSchema,
  variants: z.array(VariantSchema).optional(),
  attributes: AttributesSchema.optional(),
  advancedAttributes: AdvancedAttributesSchema.optional(),
  categories: z.array(z.array(ProductCategorySchema)).optional(),
  priceRange: PriceRangeSchema.optional(),
  lowestPriorPrice: LowestPriorPriceSchema.optional(),
  /** Other colours of the same model; the shop reads their `isActive`. */
  get siblings() {
    return z.array(ProductSchema).optional();
  },
});
export type Product = z.infer<typeof ProductSchema>;
