import { z } from 'zod';
import { CentAmountSchema } from './price.ts';
import { CountSchema, EntityIdSchema, listOfKnownKinds } from './scalars.ts';

/** §3 filter types, as `GET filters` answers them. */
export const filterTypes = ['boolean', 'attributes', 'identifier', 'range'] as const;
export type FilterType = (typeof filterTypes)[number];

/** A yes/no filter has exactly two values: how many products have it and how many do not. */
export const BooleanFilterValuesSchema = z.tuple([
  z.object({ name: z.boolean(), productCount: CountSchema }),
  z.object({ name: z.boolean(), productCount: CountSchema }),
]);

export const AttributesFilterValueSchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  value: z.string(),
  productCount: CountSchema,
});
export type AttributesFilterValue = z.infer<typeof AttributesFilterValueSchema>;

export const IdentifierFilterValueSchema = z.object({
  id: EntityIdSchema,
  productCount: CountSchema,
});
export type IdentifierFilterValue = z.infer<typeof IdentifierFilterValueSchema>;

/** A range filter (price) has one value: the bounds in cents. */
export const RangeFilterValuesSchema = z.tuple([
  z
    .object({ min: CentAmountSchema, max: CentAmountSchema, productCount: CountSchema })
    .refine((range) => range.min <= range.max, { message: 'range min must not exceed max', path: ['min'] }),
]);

export const BooleanFilterSchema = z.object({
  type: z.literal('boolean'),
  id: z.null(),
  slug: z.string().min(1),
  name: z.string(),
  values: BooleanFilterValuesSchema,
});
export const AttributesFilterSchema = z.object({
  type: z.literal('attributes'),
  id: EntityIdSchema.nullable(),
  slug: z.string().min(1),
  name: z.string(),
  values: z.array(AttributesFilterValueSchema),
  attributeGroupType: z.string(),
});
export const RangeFilterSchema = z.object({
  type: z.literal('range'),
  id: z.null(),
  slug: z.string().min(1),
  name: z.string(),
  values: RangeFilterValuesSchema,
});
export const IdentifierFilterSchema = z.object({
  type: z.literal('identifier'),
  slug: z.string().min(1),
  name: z.string(),
  values: z.array(IdentifierFilterValueSchema),
});

/** One filter group with its values and product counts (the SDK's `FilterItemWithValues`). */
export const FilterSchema = z.discriminatedUnion('type', [
  BooleanFilterSchema,
  AttributesFilterSchema,
  RangeFilterSchema,
  IdentifierFilterSchema,
]);
export type Filter = z.infer<typeof FilterSchema>;

/** The answer of `GET filters`. */
export const FiltersSchema = z.array(FilterSchema);
export type Filters = z.infer<typeof FiltersSchema>;

/** The answer of `GET filters/{groupName}/values`: one group's values, shaped by its type. */
export const FilterValuesSchema = z.union([
  BooleanFilterValuesSchema,
  RangeFilterValuesSchema,
  z.array(AttributesFilterValueSchema),
  z.array(IdentifierFilterValueSchema),
]);
export type FilterValues = z.infer<typeof FilterValuesSchema>;

/** The kinds of filter preset a category link can carry. */
export const categoryFilterTypes = ['attribute', 'boolean'] as const;

/**
 * A filter preset on a category navigation item or category search suggestion (the SDK's
 * `CategoryFilter`; see `CategoryFiltersSchema` for its `{ type: undefined }` placeholder).
 */
export const CategoryFilterSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('attribute'),
    attributeFilter: z.object({
      group: z.object({
        id: EntityIdSchema,
        key: z.string().min(1),
        label: z.string(),
        type: z.string(),
        multiSelect: z.boolean(),
      }),
      values: z.array(z.object({ id: EntityIdSchema, value: z.string(), label: z.string() })),
    }),
  }),
  z.object({
    type: z.literal('boolean'),
    booleanFilter: z.object({ slug: z.string().min(1), value: z.boolean(), label: z.string() }),
  }),
]);
export type CategoryFilter = z.infer<typeof CategoryFilterSchema>;

/** The filter presets of a category link; kinds other than attribute and boolean are dropped. */
export const CategoryFiltersSchema = listOfKnownKinds(CategoryFilterSchema, categoryFilterTypes);
