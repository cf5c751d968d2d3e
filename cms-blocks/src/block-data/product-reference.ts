import { CatalogIdSchema, listingSortDirections, listingSortKeys, type ListingSort } from '@lumen/domain';
import { z } from 'zod';

type ListingSortKey = ListingSort['by'];
type ListingSortDirection = ListingSort['direction'];

/**
 * How a block names a product: by its catalogue id (what the api's getProductsByIds takes) or by
 * its reference key (the article number editors copy from the product information system).
 */
export type ProductReference =
  | { readonly kind: 'id'; readonly id: number }
  | { readonly kind: 'referenceKey'; readonly referenceKey: string };

/** Editor-facing name of a reference, for notices and logs: `product 1201`, `reference key "LUO-…"`. */
export function describeProductReference(reference: ProductReference): string {
  switch (reference.kind) {
    case 'id':
      return `product ${reference.id}`;
    case 'referenceKey':
      return `reference key "${reference.referenceKey}"`;
  }
}

/** The products of one category, sorted, as many as a block shows (a product slider's source). */
export type CategoryListingRequest = {
  readonly categoryId: number;
  readonly sort?: ListingSort;
  readonly limit: number;
};

/** Whether two listings are the same category in the same order (the limit aside). */
export function isSameListing(
  a: Pick<CategoryListingRequest, 'categoryId' | 'sort'>,
  b: Pick<CategoryListingRequest, 'categoryId' | 'sort'>,
): boolean {
  return (
    a.categoryId === b.categoryId &&
    a.sort?.by === b.sort?.by &&
    (a.sort?.direction ?? undefined) === (b.sort?.direction ?? undefined)
  );
}

/** Editor-facing name of a listing: `category 6 sorted by new (desc)`. */
export function describeCategoryListing(
  listing: Pick<CategoryListingRequest, 'categoryId' | 'sort'>,
): string {
  const order = listing.sort ? ` sorted by ${listing.sort.by} (${listing.sort.direction})` : '';
  return `category ${listing.categoryId}${order}`;
}

/*
 * Storyblok text and option fields arrive as strings ("1201", "12", ""), and a number where an
 * editor's plugin wrote one. The schemas below read both; an empty field is "not set".
 */

const digits = /^\d+$/;

/** A catalogue id from a CMS field: `"1201"` or `1201`; `""` and blanks are `undefined`. */
export const CmsCatalogIdSchema = z
  .union([z.string(), z.number()])
  .transform((value, context): number | undefined => {
    const text = String(value).trim();
    if (text === '') return undefined;
    const id = digits.test(text) ? Number(text) : Number.NaN;
    if (CatalogIdSchema.safeParse(id).success) return id;
    context.issues.push({ code: 'custom', message: `"${text}" is not a catalogue id`, input: value });
    return z.NEVER;
  });

/**
 * A list of product ids: a Storyblok multi-option field (`["1201", "1202"]`) or a text field
 * (`"1201, 1202"`, also with spaces or line breaks). Duplicates are dropped, the editor's order kept.
 */
export const CmsProductIdListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((value, context): number[] => {
    const parts = (Array.isArray(value) ? value.map(String) : value.split(/[\s,;]+/))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const ids: number[] = [];
    for (const part of parts) {
      const id = digits.test(part) ? Number(part) : Number.NaN;
      if (!CatalogIdSchema.safeParse(id).success) {
        context.issues.push({ code: 'custom', message: `"${part}" is not a product id`, input: value });
        return z.NEVER;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  });

/** A reference key from a CMS text field; blank is `undefined`. */
export const CmsReferenceKeySchema = z
  .string()
  .transform((value) => value.trim() || undefined)
  .pipe(z.string().max(100, 'A reference key has at most 100 characters').optional());

/** The direction a sort key reads best in when the editor names only the key. */
const naturalDirection = {
  new: 'desc',
  price: 'asc',
  reduction: 'desc',
} as const satisfies Record<ListingSortKey, ListingSortDirection>;

const sortOptions = [
  ...listingSortKeys,
  ...listingSortKeys.flatMap((key) => listingSortDirections.map((direction) => `${key}-${direction}`)),
];

/**
 * §9 sort option from a CMS option field: `new`, `price`, `reduction` (each in its natural
 * direction: newest, cheapest, largest reduction first) or `price-desc` with a direction, as a
 * listing URL writes it. Empty is the category's own order.
 */
export const CmsListingSortSchema = z.string().transform((value, context): ListingSort | undefined => {
  const option = value.trim();
  if (option === '') return undefined;
  if (!sortOptions.includes(option)) {
    context.issues.push({
      code: 'custom',
      message: `Sort by one of ${sortOptions.join(', ')}`,
      input: value,
    });
    return z.NEVER;
  }
  const [by, direction] = option.split('-') as [ListingSortKey, ListingSortDirection | undefined];
  return { by, direction: direction ?? naturalDirection[by] };
});

/** How many products a listing block shows at most. */
export const maxBlockProducts = 24;

/** A product count from a CMS text field (`"12"`), 1 to 24; empty takes `fallback`. */
export function cmsLimitSchema(fallback: number) {
  return z.union([z.string(), z.number()]).transform((value, context): number => {
    const text = String(value).trim();
    if (text === '') return fallback;
    const limit = digits.test(text) ? Number(text) : Number.NaN;
    if (limit >= 1 && limit <= maxBlockProducts) return limit;
    context.issues.push({
      code: 'custom',
      message: `Show between 1 and ${maxBlockProducts} products`,
      input: value,
    });
    return z.NEVER;
  });
}

/**
 * A refinement option: run a cross-field check also when other fields failed, so that an editor
 * sees every problem of a draft at once, but not when one of the fields it reads failed itself.
 */
export function unlessFieldsFailed(fields: readonly string[]) {
  return {
    when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
      !issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
  };
}

/** The CMS fields by which a block names one product: an id or a reference key, not both. */
export const productReferenceFields = {
  product_id: CmsCatalogIdSchema.optional(),
  reference_key: CmsReferenceKeySchema.optional(),
};

type ProductReferenceFields = {
  product_id?: number | undefined;
  reference_key?: string | undefined;
};

/**
 * Checks that exactly one of `product_id` and `reference_key` is set. Use as a `superRefine`
 * after the object schema; the issue names the field the editor fills in.
 */
export function refineProductReference(fields: ProductReferenceFields, context: z.RefinementCtx): void {
  if (fields.product_id === undefined && fields.reference_key === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['product_id'],
      message: 'Choose a product by its id or its reference key',
    });
  } else if (fields.product_id !== undefined && fields.reference_key !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['reference_key'],
      message: 'Name the product by its id or by its reference key, not both',
    });
  }
}

/** The reference of checked fields (`refineProductReference` passed). */
export function productReferenceOf(fields: ProductReferenceFields): ProductReference {
  if (fields.product_id !== undefined) return { kind: 'id', id: fields.product_id };
  if (fields.reference_key !== undefined) return { kind: 'referenceKey', referenceKey: fields.reference_key };
  // refineProductReference rejects content without either, so this is a programming error.
  throw new Error('A product reference needs a product_id or a reference_key');
}
