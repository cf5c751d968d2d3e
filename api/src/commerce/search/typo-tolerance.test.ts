import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, typosBetween } from './typo-tolerance.ts';

describe('typo tolerance: fuzzy ~0.2 from 4 letters', () => {
  it.each([
    ['rot', 0],
    ['rund', 1],
    ['brille', 1],
    ['sonnenbrille', 2],
    ['przeciwsloneczne', 3],
  ])('%j may carry %i typos', (word, typos) => {
    expect(allowedTypos(word)).toBe(typos);
  });

  it.each([
    ['rot', 'rot', 0],
    ['rot', 'rosa', undefined],
    ['wayfarrer', 'wayfarer', 1],
    ['aviater', 'aviator', 1],
    ['sonenbrile', 'sonnenbrille', 2],
    ['brile', 'bryle', 1],
    ['gucci', 'prada', undefined],
  ])('%j to %j: %j typos', (typed, known, typos) => {
    expect(typosBetween(typed, known)).toBe(typos);
  });

  it.each([
    ['kitten', 'sitting', 5, 3],
    ['abc', 'abc', 0, 0],
    ['abcdef', 'a', 2, 3],
    ['flaw', 'lawn', 2, 2],
  ])('edit distance %j → %j within %i is %i (limit + 1 when over)', (a, b, limit, distance) => {
    expect(editDistance(a, b, limit)).toBe(distance);
  });
});
