import { z } from 'zod';
import { CategorySchema } from './category.ts';
import { CategoryFiltersSchema } from './filters.ts';
import { NavigationTreeItemSchema } from './navigation.ts';
import { ProductSchema } from './product.ts';
import { CountSchema, EntityIdSchema, listOfKnownKinds } from './scalars.ts';

/** §3 search suggestion types, as `v2/search/suggestions` and `v2/search/resolve` answer them. */
export const searchSuggestionTypes = ['product', 'category', 'navigationItem'] as const;
export type SearchSuggestionType = (typeof searchSuggestionTypes)[number];

export const ProductSearchSuggestionSchema = z.object({
  type: z.literal('product'),
  productSuggestion: z.object({ product: ProductSchema }),
});

/**
 * A category match, with the filters the term implies (e.g. a brand). §3 reads a `productCount`;
 * the v2 SDK type does not declare it, so it is optional here.
 */
export const CategorySearchSuggestionSchema = z.object({
  type: z.literal('category'),
  categorySuggestion: z.object({
    category: CategorySchema,
    filters: CategoryFiltersSchema,
    productCount: CountSchema.optional(),
  }),
});

export const NavigationItemSearchSuggestionSchema = z.object({
  type: z.literal('navigationItem'),
  navigationItemSuggestion: z.object({ navigationItem: NavigationTreeItemSchema }),
});

/** One search suggestion (the SDK's `SearchEntity` without its `{ type: undefined }` placeholder). */
export const SearchSuggestionSchema = z.discriminatedUnion('type', [
  ProductSearchSuggestionSchema,
  CategorySearchSuggestionSchema,
  NavigationItemSearchSuggestionSchema,
]);
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** The answer of `v2/search/suggestions`; suggestions of kinds the shop does not know are dropped. */
export const SearchSuggestionsSchema = z.object({
  suggestions: listOfKnownKinds(SearchSuggestionSchema, searchSuggestionTypes),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

export const TypeaheadProductSuggestionSchema = z.object({
  type: z.literal('product'),
  score: z.number(),
  productSuggestion: z.object({ suggestion: z.string(), product: ProductSchema }),
});

export const TypeaheadBrandOrCategorySuggestionSchema = z.object({
  type: z.literal('brandOrCategory'),
  score: z.number(),
  brandOrCategorySuggestion: z.object({
    /** Highlighted with `<em>`, e.g. `<em>Ray</em> in <em>Sonnen</em>brillen`. */
    suggestion: z.string(),
    primaryMatch: z.enum(['brand', 'category']),
    category: CategorySchema,
    brand: z.object({ id: EntityIdSchema, name: z.string() }).optional(),
    attributeFilters: z.array(
      z.object({
        slug: z.string().min(1),
        id: EntityIdSchema.optional(),
        name: z.string(),
        values: z.array(EntityIdSchema),
      }),
    ),
    productCount: CountSchema,
  }),
});

/** One typeahead suggestion (`POST typeahead`). */
export const TypeaheadSuggestionSchema = z.discriminatedUnion('type', [
  TypeaheadProductSuggestionSchema,
  TypeaheadBrandOrCategorySuggestionSchema,
]);
export type TypeaheadSuggestion = z.infer<typeof TypeaheadSuggestionSchema>;

/** The answer of `POST typeahead`. */
export const TypeaheadSuggestionsSchema = z.object({
  topMatch: TypeaheadSuggestionSchema.optional(),
  suggestions: z.array(TypeaheadSuggestionSchema),
});
export type TypeaheadSuggestions = z.infer<typeof TypeaheadSuggestionsSchema>;
