import type { Pagination } from '@scayle/storefront-api';
import { z } from 'zod';
import { pagination } from './list-products.ts';

/**
 * `page` and `perPage` of the Storefront API's paged lists (brands, campaigns, promotions,
 * redirects). These lists are short (tens of rows), so a page of 100 usually holds them all.
 */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(100),
};

/** One page of an already ordered list, with the page information the SDK reads. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { entities: T[]; pagination: Pagination } {
  const start = (page - 1) * perPage;
  return {
    entities: items.slice(start, start + perPage),
    pagination: pagination(items.length, page, perPage),
  };
}
