import { z } from 'zod';
import { CountSchema } from './scalars.ts';

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
