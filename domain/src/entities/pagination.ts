import { z } from 'zod';
import { CountSchema } from './scalars.ts';

/**
 * The last page number a list request may name: the Storefront API's own bound, and far beyond any
 * real listing (10,000 pages of 100). A larger number is refused as malformed, not looked up.
 */
export const maxPageNumber = 10_000;

/** A 1-based page number of a list request. */
export const PageNumberSchema = z.number().int().min(1).max(maxPageNumber);

/** The page information of the Storefront API's list answers (products, brands, campaigns...). */
export const PaginationSchema = z.object({
  current: CountSchema,
  total: CountSchema,
  perPage: CountSchema,
  page: CountSchema,
  first: CountSchema,
  prev: CountSchema,
  next: CountSchema,
  last: CountSchema,
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** A list answer `{ entities, pagination }` of the given entity. */
export function pageOf<T extends z.ZodType>(entity: T) {
  return z.object({ entities: z.array(entity), pagination: PaginationSchema });
}

/**
 * The page information of one page of a list, as the Storefront API gives it: `current` is how many
 * entities this page holds (`perPage`, less on the last page, 0 past it), `page` which page it is,
 * `last` the last page (1 for an empty list); `prev` and `next` stay between 1 and `last`.
 */
export function paginationOf(
  total: number,
  { page, perPage }: { page: number; perPage: number },
): Pagination {
  const last = Math.max(1, Math.ceil(total / perPage));
  return {
    current: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)),
    total,
    perPage,
    page,
    first: 1,
    prev: Math.max(1, page - 1),
    next: Math.min(last, page + 1),
    last,
  };
}
