import { paginationOf } from '@lumen/domain';
import type { Pagination } from '@lumen/domain';
import { z } from 'zod';

/** `page` and `perPage` of a list call, as the Storefront API names them. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A SCAYLE list answer `{ entities, pagination }` for one page of `total` entities. */
export function listPage<T>(
  entities: readonly T[],
  total: number,
  { page, perPage }: PageQuery,
): { entities: T[]; pagination: Pagination } {
  return { entities: [...entities], pagination: paginationOf(total, { page, perPage }) };
}

/** The rows of one page: `limit` and `offset` for SQL. */
export const pageWindow = ({ page, perPage }: PageQuery) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});
