import { describe, expect, it } from 'vitest';
import { PaginationSchema, paginationOf } from './pagination.ts';

describe('§3 pagination of a list page: one meaning of current (the entities on the page)', () => {
  it.each([
    // total, page, perPage → current, prev, next, last
    [0, 1, 24, 0, 1, 1, 1],
    [5, 1, 20, 5, 1, 1, 1],
    [5, 3, 2, 1, 2, 3, 3],
    [48, 2, 24, 24, 1, 2, 2],
    [49, 2, 24, 24, 1, 3, 3],
    [49, 3, 24, 1, 2, 3, 3],
    [49, 4, 24, 0, 3, 3, 3],
  ])(
    '%i entities, page %i of %i each: current %i, prev %i, next %i, last %i',
    (total, page, perPage, current, prev, next, last) => {
      const pagination = paginationOf(total, { page, perPage });
      expect(pagination).toEqual({ current, total, perPage, page, first: 1, prev, next, last });
      expect(PaginationSchema.parse(pagination)).toEqual(pagination);
    },
  );
});
