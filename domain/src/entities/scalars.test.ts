import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CountSchema,
  CustomDataSchema,
  EntityIdSchema,
  IsoDateSchema,
  TimestampSchema,
  listOfKnownKinds,
} from './scalars.ts';

describe('§3 scalar building blocks', () => {
  it.each([
    [1, true],
    [1001, true],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('an entity id %j is accepted: %s', (value, accepted) => {
    expect(EntityIdSchema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    [0, true],
    [5, true],
    [-1, false],
    [0.5, false],
  ])('a count %j is accepted: %s', (value, accepted) => {
    expect(CountSchema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    ['2018-06-01T14:56:08+02:00', true],
    ['2025-01-20T09:15:02.437Z', true],
    ['2025-01-20T09:15:02', false],
    ['2025-01-20', false],
    ['yesterday', false],
  ])('a timestamp %j is accepted: %s', (value, accepted) => {
    expect(TimestampSchema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['14.07.1988', false],
  ])('a calendar day %j is accepted: %s', (value, accepted) => {
    expect(IsoDateSchema.safeParse(value).success).toBe(accepted);
  });

  it('custom data keeps every key and refuses a non-object', () => {
    expect(CustomDataSchema.parse({ a: 1, b: { c: [null] } })).toEqual({ a: 1, b: { c: [null] } });
    expect(CustomDataSchema.safeParse([]).success).toBe(false);
    expect(CustomDataSchema.safeParse(null).success).toBe(false);
  });
});

describe('lists of known kinds (the SDK reserves { type: undefined } for unmodelled kinds)', () => {
  const Entry = z.discriminatedUnion('type', [
    z.object({ type: z.literal('a'), value: z.number() }),
    z.object({ type: z.literal('b'), label: z.string() }),
  ]);
  const List = listOfKnownKinds(Entry, ['a', 'b']);

  it('keeps known kinds in order and drops unknown, typeless and non-object entries', () => {
    expect(
      List.parse([
        { type: 'a', value: 1 },
        { type: undefined },
        { type: 'c', value: 2 },
        {},
        null,
        'a',
        7,
        { type: 'b', label: 'x' },
      ]),
    ).toEqual([
      { type: 'a', value: 1 },
      { type: 'b', label: 'x' },
    ]);
  });

  it('refuses a malformed entry of a known kind, at its position', () => {
    const result = List.safeParse([{ type: 'x' }, { type: 'b', label: 'ok' }, { type: 'a', value: 'one' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, 'value']);
  });

  it('refuses what is not a list', () => {
    expect(List.safeParse('a').success).toBe(false);
    expect(List.safeParse({ type: 'a', value: 1 }).success).toBe(false);
    expect(List.safeParse(undefined).success).toBe(false);
  });
});
