import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToRopoBasket,
  emptyRopoBasket,
  isRopoBasketFull,
  isSameRopoArticle,
  removeFromRopoBasket,
  restoreRopoBasket,
  ropoArticleCount,
} from './ropo-basket.ts';
import type { RopoAddResult, RopoArticle, RopoBasket } from './ropo-basket.ts';

const article = (productId: number, variantId: number): RopoArticle => ({
  product: { id: productId },
  variant: { id: variantId },
});
const a = article(1, 10);
const b = article(2, 20);
const c = article(3, 30);
const d = article(4, 40);

/** Slots as ids: `1/10` for an article, `-` for an empty slot. */
const show = (basket: RopoBasket) =>
  basket.map((slot) => (slot ? `${slot.product.id}/${slot.variant.id}` : '-'));
const showResult = (result: RopoAddResult<RopoArticle>) =>
  result.ok ? { slot: result.slot, basket: show(result.basket) } : result;

describe('§4 ROPO basket: fixed slots up to the maximum', () => {
  it.each([
    [0, []],
    [1, ['-']],
    [3, ['-', '-', '-']],
  ])('a maximum of %i gives %j', (max, slots) => {
    expect(show(emptyRopoBasket(max))).toEqual(slots);
  });

  it.each([-1, 2.5, Number.NaN])('refuses the maximum %s', (max) => {
    expect(() => emptyRopoBasket(max)).toThrow(
      new RangeError(`ROPO basket size must be a whole number of at least 0, got ${max}`),
    );
  });

  it.each<[string, RopoBasket, RopoArticle, number | undefined, ReturnType<typeof showResult>]>([
    ['first empty slot', [null, null, null], a, undefined, { slot: 0, basket: ['1/10', '-', '-'] }],
    [
      'first empty slot after a gap',
      [a, null, b, null],
      c,
      undefined,
      { slot: 1, basket: ['1/10', '3/30', '2/20', '-'] },
    ],
    ['last empty slot', [a, b, null], c, undefined, { slot: 2, basket: ['1/10', '2/20', '3/30'] }],
    ['chosen editing slot, empty', [a, null, null], b, 2, { slot: 2, basket: ['1/10', '-', '2/20'] }],
    ['chosen editing slot, replacing', [a, b, null], c, 0, { slot: 0, basket: ['3/30', '2/20', '-'] }],
    ['editing a slot of a full basket', [a, b], c, 1, { slot: 1, basket: ['1/10', '3/30'] }],
    [
      'same product, other variant',
      [a, null],
      article(1, 11),
      undefined,
      { slot: 1, basket: ['1/10', '1/11'] },
    ],
    [
      'same variant id, other product',
      [a, null],
      article(9, 10),
      undefined,
      { slot: 1, basket: ['1/10', '9/10'] },
    ],
    ['duplicate', [null, a, null], a, undefined, { ok: false, reason: 'duplicate' }],
    ['duplicate into an editing slot', [a, null], article(1, 10), 1, { ok: false, reason: 'duplicate' }],
    ['duplicate in a full basket', [a, b], b, undefined, { ok: false, reason: 'duplicate' }],
    ['full basket', [a, b], c, undefined, { ok: false, reason: 'full' }],
    ['no slots at all', [], a, undefined, { ok: false, reason: 'full' }],
  ])('adding: %s', (_case, basket, added, editingSlot, expected) => {
    expect(showResult(addToRopoBasket(basket, added, editingSlot))).toEqual(expected);
  });

  it.each([-1, 3, 1.5])('refuses the editing slot %s', (slot) => {
    expect(() => addToRopoBasket([a, null, null], b, slot)).toThrow(
      new RangeError(`ROPO basket has no slot ${slot}; it has 3`),
    );
  });

  it.each<[string, RopoBasket, number, string[]]>([
    ['1/10 2/20 3/30', [a, b, c], 1, ['1/10', '-', '3/30']],
    ['1/10 2/20 3/30', [a, b, c], 0, ['-', '2/20', '3/30']],
    ['1/10 2/20 3/30', [a, b, c], 2, ['1/10', '2/20', '-']],
    ['1/10 - 3/30', [a, null, c], 1, ['1/10', '-', '3/30']],
  ])('removing from %s slot %i empties it and keeps the others', (_shown, basket, slot, expected) => {
    expect(show(removeFromRopoBasket(basket, slot))).toEqual(expected);
  });

  it.each([-1, 2, 0.5])('refuses to remove slot %s', (slot) => {
    expect(() => removeFromRopoBasket([a, b], slot)).toThrow(
      new RangeError(`ROPO basket has no slot ${slot}; it has 2`),
    );
  });

  it.each<[string, RopoBasket, number, boolean]>([
    ['no slots', [], 0, true],
    ['- -', [null, null], 0, false],
    ['1/10 -', [a, null], 1, false],
    ['1/10 2/20', [a, b], 2, true],
  ])('%s holds %i articles; full: %s', (_shown, basket, count, full) => {
    expect(ropoArticleCount(basket)).toBe(count);
    expect(isRopoBasketFull(basket)).toBe(full);
  });

  it.each<[RopoArticle, RopoArticle, boolean]>([
    [a, article(1, 10), true],
    [a, article(1, 11), false],
    [a, article(2, 10), false],
  ])('§4 %o and %o are the same article: %s', (left, right, same) => {
    expect(isSameRopoArticle(left, right)).toBe(same);
  });

  it('never changes the basket it was given', () => {
    const basket = Object.freeze([a, null, c]);
    addToRopoBasket(basket, b);
    addToRopoBasket(basket, d, 0);
    removeFromRopoBasket(basket, 0);
    expect(show(basket)).toEqual(['1/10', '-', '3/30']);
  });
});

describe('§4 ROPO basket restored from storage', () => {
  it.each<[string, (RopoArticle | null | undefined)[], number, string[]]>([
    ['same size', [a, null, b], 3, ['1/10', '-', '2/20']],
    ['shorter than the maximum', [a], 3, ['1/10', '-', '-']],
    ['longer than the maximum', [a, b, c], 2, ['1/10', '2/20']],
    ['holes of undefined', [undefined, b], 2, ['-', '2/20']],
    ['a repeated article keeps its first slot', [a, b, article(1, 10)], 3, ['1/10', '2/20', '-']],
    ['empty storage', [], 2, ['-', '-']],
    ['maximum 0', [a], 0, []],
  ])('%s', (_case, stored, max, expected) => {
    expect(show(restoreRopoBasket(stored, max))).toEqual(expected);
  });

  it('refuses a broken maximum', () => {
    expect(() => restoreRopoBasket([a], -1)).toThrow(RangeError);
  });
});

// Few ids so that duplicates come up often.
const articleArb = fc.record({
  product: fc.record({ id: fc.integer({ min: 1, max: 4 }) }),
  variant: fc.record({ id: fc.integer({ min: 1, max: 3 }) }),
});

type Operation =
  { kind: 'add'; article: RopoArticle; editing: number | null } | { kind: 'remove'; slot: number };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    article: articleArb,
    editing: fc.option(fc.nat(), { nil: null }),
  }),
  fc.record({ kind: fc.constant('remove' as const), slot: fc.nat() }),
);

/** A basket of 0 to 6 slots reached by a random sequence of adds and removes. */
const basketArb = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.array(operationArb, { maxLength: 20 }))
  .map(([max, operations]) => operations.reduce(apply, emptyRopoBasket(max)));

function apply(basket: RopoBasket, operation: Operation): RopoBasket {
  if (basket.length === 0) return basket;
  if (operation.kind === 'remove') return removeFromRopoBasket(basket, operation.slot % basket.length);
  const editing = operation.editing === null ? undefined : operation.editing % basket.length;
  const result = addToRopoBasket(basket, operation.article, editing);
  return result.ok ? result.basket : basket;
}

const hasDuplicates = (basket: RopoBasket) => {
  const held = basket.filter((slot) => slot !== null);
  return new Set(held.map((slot) => `${slot.product.id}/${slot.variant.id}`)).size !== held.length;
};

describe('§4 ROPO basket invariants (property tests)', () => {
  it('the number of slots never changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(operationArb, { maxLength: 30 }),
        (max, operations) => {
          let basket = emptyRopoBasket(max);
          for (const operation of operations) {
            basket = apply(basket, operation);
            expect(basket).toHaveLength(max);
          }
        },
      ),
    );
  });

  it('never holds the same article twice', () => {
    fc.assert(fc.property(basketArb, (basket) => !hasDuplicates(basket)));
  });

  it('refuses an article already held, whatever the slot', () => {
    fc.assert(
      fc.property(basketArb, fc.nat(), fc.option(fc.nat(), { nil: undefined }), (basket, pick, editing) => {
        const held = basket.filter((slot) => slot !== null);
        fc.pre(held.length > 0);
        const again = { ...held[pick % held.length]! };
        const slot = editing === undefined ? undefined : editing % basket.length;
        expect(addToRopoBasket(basket, again, slot)).toEqual({ ok: false, reason: 'duplicate' });
      }),
    );
  });

  it('a full basket refuses every add without an editing slot', () => {
    fc.assert(
      fc.property(basketArb, articleArb, (basket, added) => {
        fc.pre(isRopoBasketFull(basket));
        expect(addToRopoBasket(basket, added).ok).toBe(false);
      }),
    );
  });

  it('a basket with an empty slot accepts every new article into the first empty slot', () => {
    fc.assert(
      fc.property(basketArb, articleArb, (basket, added) => {
        fc.pre(!isRopoBasketFull(basket) && !basket.some((slot) => slot && isSameRopoArticle(slot, added)));
        const result = addToRopoBasket(basket, added);
        expect(result).toMatchObject({ ok: true, slot: basket.indexOf(null) });
      }),
    );
  });

  it('adding never moves other articles', () => {
    fc.assert(
      fc.property(
        basketArb,
        articleArb,
        fc.option(fc.nat(), { nil: undefined }),
        (basket, added, editing) => {
          fc.pre(basket.length > 0);
          const result = addToRopoBasket(
            basket,
            added,
            editing === undefined ? undefined : editing % basket.length,
          );
          if (!result.ok) return;
          expect(result.basket[result.slot]).toBe(added);
          basket.forEach((slot, position) => {
            if (position !== result.slot) expect(result.basket[position]).toBe(slot);
          });
          expect(ropoArticleCount(result.basket)).toBeGreaterThanOrEqual(ropoArticleCount(basket));
        },
      ),
    );
  });

  it('add then remove restores the empty slot and the basket as it was', () => {
    fc.assert(
      fc.property(basketArb, articleArb, (basket, added) => {
        const result = addToRopoBasket(basket, added);
        fc.pre(result.ok);
        if (!result.ok) return;
        expect(removeFromRopoBasket(result.basket, result.slot)).toEqual(basket);
      }),
    );
  });

  it('removal empties only its slot', () => {
    fc.assert(
      fc.property(basketArb, fc.nat(), (basket, pick) => {
        fc.pre(basket.length > 0);
        const slot = pick % basket.length;
        const after = removeFromRopoBasket(basket, slot);
        expect(after[slot]).toBeNull();
        basket.forEach((current, position) => {
          if (position !== slot) expect(after[position]).toBe(current);
        });
      }),
    );
  });

  it('restoring a basket it wrote gives the same basket', () => {
    fc.assert(
      fc.property(basketArb, (basket) => {
        expect(restoreRopoBasket(basket, basket.length)).toEqual(basket);
      }),
    );
  });
});
