import { describe, expect, it } from 'vitest';
import { paginationSlots } from './pagination.tsx';

const e = 'ellipsis' as const;

describe('paginationSlots', () => {
  it.each([
    // Few pages: every page, no ellipsis.
    [1, 1, 1, [1]],
    [3, 7, 1, [1, 2, 3, 4, 5, 6, 7]],
    // Near the start: the first five, then the gap and the last.
    [1, 20, 1, [1, 2, 3, 4, 5, e, 20]],
    [4, 20, 1, [1, 2, 3, 4, 5, e, 20]],
    // In the middle: first, gap, the page and its siblings, gap, last.
    [5, 20, 1, [1, e, 4, 5, 6, e, 20]],
    [10, 20, 1, [1, e, 9, 10, 11, e, 20]],
    // Near the end.
    [17, 20, 1, [1, e, 16, 17, 18, 19, 20]],
    [20, 20, 1, [1, e, 16, 17, 18, 19, 20]],
    // An ellipsis never hides a single page.
    [4, 8, 1, [1, 2, 3, 4, 5, e, 8]],
    [5, 8, 1, [1, e, 4, 5, 6, 7, 8]],
    // Other sibling counts.
    [10, 20, 0, [1, e, 10, e, 20]],
    [10, 20, 2, [1, e, 8, 9, 10, 11, 12, e, 20]],
    // Out-of-range pages are clamped.
    [0, 20, 1, [1, 2, 3, 4, 5, e, 20]],
    [99, 20, 1, [1, e, 16, 17, 18, 19, 20]],
  ])('page %i of %i with %i siblings gives %j', (page, pageCount, siblings, expected) => {
    expect(paginationSlots(page, pageCount, siblings)).toEqual(expected);
  });

  it('keeps the same number of slots on every page of a long listing', () => {
    for (let page = 1; page <= 50; page += 1) expect(paginationSlots(page, 50, 1)).toHaveLength(7);
  });
});
