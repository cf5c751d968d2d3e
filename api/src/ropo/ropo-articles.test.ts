import { describe, expect, it } from 'vitest';
import { withoutGone } from './ropo-articles.ts';

describe('frames the shop no longer offers free their slots', () => {
  const article = (productId: number, variantId: number) => ({
    product: { id: productId },
    variant: { id: variantId },
  });

  it('empties only the slots of the articles gone', () => {
    expect(withoutGone([article(1, 10), article(2, 20), null, article(1, 11)], [article(1, 10)])).toEqual([
      null,
      article(2, 20),
      null,
      article(1, 11),
    ]);
  });
});
