import { z } from 'zod';
import { CategorySchema } from './category.ts';
import { CategoryFiltersSchema } from './filters.ts';
import { CountSchema, CustomDataSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/** Fields every tree item has; `children` is declared on each kind, as a spread would read it too early. */
const navigationTreeItemFields = {
  id: EntityIdSchema,
  name: z.string(),
  /** Image hashes or URLs by slot (e.g. a flyout teaser). */
  assets: z.record(z.string(), z.string()),
  /** §5: shown from this moment on; null means always. */
  visibleFrom: TimestampSchema.nullable(),
  /** §5: shown until this moment; null means always. */
  visibleTo: TimestampSchema.nullable(),
  customData: CustomDataSchema.optional(),
};

/** A link to an outside address (`individual-link`; `external` is its deprecated name). */
export const NavigationTreeExternalItemSchema = z.object({
  ...navigationTreeItemFields,
  type: z.enum(['external', 'individual-link']),
  options: z.object({ url: z.string().min(1), isOpenInNewWindow: z.boolean() }),
  get children(): z.ZodArray<NavigationTreeItemUnion> {
    return z.array(NavigationTreeItemSchema);
  },
});

/** A link to a shop category; `category` is present when the tree was fetched `with` it. */
export const NavigationTreeCategoryItemSchema = z.object({
  ...navigationTreeItemFields,
  type: z.literal('category'),
  categoryId: EntityIdSchema,
  category: CategorySchema.nullable().optional(),
  filters: CategoryFiltersSchema,
  /** Deprecated by the API in favour of `filters`; kept open. */
  extraFilters: z.record(z.string(), z.unknown()),
  get children(): z.ZodArray<NavigationTreeItemUnion> {
    return z.array(NavigationTreeItemSchema);
  },
});

/** A link to a shop page (a path such as `/service/`). */
export const NavigationTreePageItemSchema = z.object({
  ...navigationTreeItemFields,
  type: z.literal('page'),
  page: z.string(),
  get children(): z.ZodArray<NavigationTreeItemUnion> {
    return z.array(NavigationTreeItemSchema);
  },
});

/** Spelled out so that the recursive `children` getters can name the union's type. */
type NavigationTreeItemUnion = z.ZodDiscriminatedUnion<
  [
    typeof NavigationTreeExternalItemSchema,
    typeof NavigationTreeCategoryItemSchema,
    typeof NavigationTreePageItemSchema,
  ],
  'type'
>;

/** One node of a navigation tree, as the Storefront API's `NavigationItem` (`navigation/trees`). */
export const NavigationTreeItemSchema: NavigationTreeItemUnion = z.discriminatedUnion('type', [
  NavigationTreeExternalItemSchema,
  NavigationTreeCategoryItemSchema,
  NavigationTreePageItemSchema,
]);
export type NavigationTreeItem = z.infer<typeof NavigationTreeItemSchema>;

/** A navigation tree as the Storefront API's `NavigationTree` (`navigation/trees/{id}`). */
export const NavigationTreeSchema = z.object({
  id: EntityIdSchema,
  key: z.string().min(1),
  name: z.string(),
  items: z.array(NavigationTreeItemSchema),
});
export type NavigationTree = z.infer<typeof NavigationTreeSchema>;

/**
 * The Navigation item of §3: the menu node the header and side navigation render, built from a
 * tree item (designed: the wire has no such entity). `label` is the item's `name`; `slug` is where
 * it leads (a category's `path`, a page path or an outside URL); `depth` counts from 0 at the top
 * level. The §5 visibility window is kept as the tree had it.
 */
export const NavigationItemSchema = z.object({
  label: z.string().min(1),
  slug: z.string(),
  depth: CountSchema,
  visibleFrom: TimestampSchema.nullable(),
  visibleTo: TimestampSchema.nullable(),
  get children() {
    return z.array(NavigationItemSchema);
  },
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;
