import { z } from 'zod';
import { CategorySchema } from '../../entities/category.ts';
import { FiltersSchema } from '../../entities/filters.ts';
import { LensDataSchema } from '../../entities/lens-data.ts';
import { NavigationItemSchema } from '../../entities/navigation.ts';
import { PageNumberSchema, PaginationSchema } from '../../entities/pagination.ts';
import { ProductSchema } from '../../entities/product.ts';
import { ProductTileSchema } from '../../entities/product-tile.ts';
import { PromotionSchema } from '../../entities/promotion.ts';
import { RedirectSchema } from '../../entities/redirect.ts';
import { CatalogIdSchema, TimestampSchema } from '../../entities/scalars.ts';
import { ListingQuerySchema, ListingSortSchema } from '../../routing/listing-query.ts';
import { EmptyPayloadSchema } from './common.ts';

/** One slug of a category path, at most as long as the Storefront API takes one. */
const CategorySlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A path of the shop's own site as the address bar shows it (`/sonnenbrille/`,
 * `/br%C3%BDle-star%C3%A9/`): a slash first, no host (`//host/...` names another site), no query
 * or fragment, no backslash (browsers read it as a slash), no whitespace or control characters.
 */
const SitePathSchema = z
  .string()
  .max(1024)
  .regex(
    /^\/(?![/\\])[^?#\\\s\p{Cc}]*$/u,
    'must be a path of this site such as /sonnenbrille/, without host, query or fragment',
  );

/**
 * §7 getProductsByCategory `cache`: how long the api may keep this answer for every visitor of the
 * shop, in seconds; 0 asks the catalogue now and keeps nothing. The api never keeps an answer longer
 * than its own lifetime of shared answers, whatever is asked.
 */
const AnswerCacheOptionsSchema = z.strictObject({
  ttl: z.number().int().min(0).max(86_400),
});

/**
 * §7 getProductsByCategory `with`: what a listing asks for beyond the tile, which stays lean
 * without it. `categories`: each tile's §3 category paths (`categoryUrl`).
 */
const ListingWithSchema = z.strictObject({
  categories: z.boolean().default(false),
});

/** A page of a listing or search result: tiles, not whole products (a tile is what a card shows). */
export const ProductPageSchema = z.object({
  products: z.array(ProductTileSchema),
  pagination: PaginationSchema,
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/**
 * A product page of the sitemap (§2 `/p/{slug}/`): what its address is made of (the shop's
 * product name and frame colour, as a product card's link builds it) and when it last changed.
 */
export const SitemapProductSchema = z.object({
  id: CatalogIdSchema,
  /** §3 `attributes.name` in the shop's language, trimmed. */
  name: z.string().min(1),
  /** The frame colour's label in the shop's language, where the product has one. */
  colour: z.string().min(1).optional(),
  updatedAt: TimestampSchema,
});
export type SitemapProduct = z.infer<typeof SitemapProductSchema>;

export const catalogCalls = {
  /** §7: the categories along a slug path (breadcrumb), the last with its children to `children` levels. */
  getCategoriesByPath: {
    payload: z.strictObject({
      path: z.array(CategorySlugSchema).min(1).max(8),
      children: z.number().int().min(0).max(3).default(1),
    }),
    response: z.array(CategorySchema),
  },
  getCategoryById: {
    payload: z.strictObject({ id: CatalogIdSchema, includeHidden: z.boolean().default(false) }),
    response: CategorySchema,
  },
  getCurrentPromotions: { payload: EmptyPayloadSchema, response: z.array(PromotionSchema) },
  /**
   * §7: one page of a category listing, sorted and filtered by the §2 listing query (whose
   * canonical form never has a minimum price above the maximum: such a payload is refused).
   */
  getProductsByCategory: {
    payload: ListingQuerySchema.extend({
      category: CatalogIdSchema,
      sort: ListingSortSchema.optional(),
      perPage: z.number().int().min(1).max(100).default(24),
      includeSellableForFree: z.boolean().default(false),
      with: ListingWithSchema.optional(),
      cache: AnswerCacheOptionsSchema.optional(),
    })
      .strict()
      .refine(
        ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
        { path: ['minPrice'], error: 'must not exceed maxPrice' },
      ),
    response: ProductPageSchema.extend({ filters: FiltersSchema }),
  },
  /** The product page (§2 /p/{slug}/): the id is the slug's last part. */
  getProductById: { payload: z.strictObject({ id: CatalogIdSchema }), response: ProductSchema },
  /** Products the page already knows the ids of (wishlist, recently viewed, CMS product blocks). */
  getProductsByIds: {
    payload: z.strictObject({ ids: z.array(CatalogIdSchema).min(1).max(100) }),
    response: z.array(ProductSchema),
  },
  /**
   * The products of variants the page knows only by variant id (a gift promotion's variantIds, §3),
   * in the order asked; variants the shop does not sell are left out.
   */
  getProductsByVariantIds: {
    payload: z.strictObject({ variantIds: z.array(CatalogIdSchema).min(1).max(100) }),
    response: z.array(z.object({ variantId: CatalogIdSchema, product: ProductSchema })),
  },
  /** §7 getRxProducts: the lens products of the prescription configurator. */
  getRxProducts: { payload: EmptyPayloadSchema, response: LensDataSchema },
  /**
   * §7 redirect lookup: the redirect of an old address of the shop (a path nothing else answers),
   * or null. A relative `target` is a route of the shop; an absolute URL (`https://...`) leaves
   * it, with a full page load.
   */
  getRedirect: { payload: z.strictObject({ path: SitePathSchema }), response: RedirectSchema.nullable() },
  /** The header's main navigation (§2), visibility windows already applied. */
  getNavigation: { payload: EmptyPayloadSchema, response: z.array(NavigationItemSchema) },
  /**
   * The sitemap's product pages, a page at a time: the products a shopper finds in the shop's
   * listings that §4 lets them buy, in a few fields each (paging the category listings brings whole
   * products: about 20 MB and 3 to 7 s per shop of the default seed). `kind` names the listing;
   * categories, content and branches come from their own calls, which are small.
   */
  getSitemapEntries: {
    payload: z.strictObject({
      kind: z.enum(['products']),
      page: PageNumberSchema.default(1),
    }),
    response: z.object({ entries: z.array(SitemapProductSchema), pagination: PaginationSchema }),
  },
};
