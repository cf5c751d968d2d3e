import type { Product } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../../testing/test-api.ts';
import { warnOfMissingCategory } from './get-product-by-id.ts';

const product = (categories: Product['categories']): Product =>
  ({ id: 4711, ...(categories !== undefined && { categories }) }) as Product;
const path = [{ categoryId: 1, categoryName: 'Brillen', categoryUrl: '/brillen', categorySlug: 'brillen' }];

describe('§8 a missing product category logs a warning', () => {
  it.each([
    ['no categories asked for or answered', product(undefined), true],
    ['no category path', product([]), true],
    ['only empty paths', product([[], []]), true],
    ['a category path', product([path as never]), false],
  ])('%s: warned %s', (_case, answer, warned) => {
    const { logger, lines } = createCapturingLogger();
    warnOfMissingCategory(answer, logger);
    expect(lines.filter((line) => line['level'] === 40)).toEqual(
      warned ? [expect.objectContaining({ productId: 4711, msg: 'product has no category' })] : [],
    );
  });
});
