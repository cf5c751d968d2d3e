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
