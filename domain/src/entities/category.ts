import { z } from 'zod';
import { CountSchema, CustomDataSchema, EntityIdSchema } from './scalars.ts';

/** A named category property (e.g. a teaser text); values are whatever the Panel holds. */
export const CategoryPropertySchema = z.object({
  name: z.string().min(1),
  value: z.union([z.string(), z.number(), z.null()]),
});
export type CategoryProperty = z.infer<typeof CategoryPropertySchema>;

/** A shop category as the Storefront API sends it (`categories`, `categories/{id}`, `categories/{slug path}`). */
export const CategorySchema = z.object({
  id: EntityIdSchema,
  /** Slug path from the root, e.g. `/brillen/sonnenbrillen`. */
  path: z.string(),
  name: z.string(),
  slug: z.string(),
  /** 0 for a root category. */
  parentId: z.number().int().nonnegative(),
  rootlineIds: z.array(EntityIdSchema),
  childrenIds: z.array(EntityIdSchema),
  properties: z.array(CategoryPropertySchema),
  isHidden: z.boolean(),
  depth: CountSchema,
  supportedFilter: z.array(z.string()),
  shopLevelCustomData: CustomDataSchema,
  countryLevelCustomData: CustomDataSchema,
  productSorting: z.object({ customSortingKey: z.string(), smartSortingKey: z.string() }).optional(),
  /** Present when asked for with `with=children:n`. */
  get children() {
    return z.array(CategorySchema).optional();
  },
  /** Present when asked for with `with=parents`. */
  get parent() {
    return CategorySchema.optional();
  },
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * §3 the category's master path (`Master|Eyewear|Frames`), as its shop-level custom data carries it
 * (`masterPath`): the path products of the category name in their `category` attribute and the
 * shop's settings name the ROPO category by. Undefined when the category carries none.
 */
export function categoryMasterPath(category: Pick<Category, 'shopLevelCustomData'>): string | undefined {
  const path = category.shopLevelCustomData['masterPath'];
  return typeof path === 'string' && path !== '' ? path : undefined;
}
