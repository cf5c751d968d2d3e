import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storableTextOnly, textProblemMessages, textProblemOf } from './storable-text.ts';

// Text the database cannot hold (NUL) or that is no text at all (a lone surrogate) is refused at the
// edge, naming the field, instead of failing deep inside as a 500.

describe('textProblemOf: what keeps a string from being stored as text', () => {
  it.each([
    ['', undefined],
    ['Sonnenbrille', undefined],
    ['Grüße aus Zürich, Łódź und Brno', undefined],
    ['a pair stays one character: 😀', undefined],
    ['tab\tnew line\ncarriage return\r', undefined],
    ['other control characters \u0001 \u001f \u007f', undefined],
    ['\u0000', 'nul'],
    ['before\u0000after', 'nul'],
    ['\ud800', 'loneSurrogate'],
    ['\udbff', 'loneSurrogate'],
    ['\udc00', 'loneSurrogate'],
    ['\udfff', 'loneSurrogate'],
    ['high at the end \ud83d', 'loneSurrogate'],
    ['\ude00\ud83d (a pair the wrong way round)', 'loneSurrogate'],
    ['x'.repeat(100_000), undefined],
    [`${'x'.repeat(100_000)}\u0000`, 'nul'],
  ])('%j → %s', (value, problem) => {
    expect(textProblemOf(value)).toBe(problem);
  });
});

describe('storableTextOnly: a schema that refuses such text wherever it sits', () => {
  const schema = storableTextOnly(
    z.strictObject({
      term: z.string(),
      page: z.number(),
      context: z.record(z.string(), z.string()).optional(),
      data: z.looseObject({ tags: z.array(z.string()).optional() }).optional(),
    }),
  );
  const issuesOf = (value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

  it('keeps the schema it guards: same type, same shape, same output', () => {
    expect(Object.keys(schema.shape)).toEqual(['term', 'page', 'context', 'data']);
    expect(schema.parse({ term: 'brille 😎', page: 2 })).toEqual({ term: 'brille 😎', page: 2 });
  });

  it.each([
    { case: 'a field', value: { term: 'a\u0000', page: 1 }, path: ['term'], problem: 'nul' },
    { case: 'a field', value: { term: '\ud800', page: 1 }, path: ['term'], problem: 'loneSurrogate' },
    {
      case: 'a record value',
      value: { term: 'x', page: 1, context: { step: '\udc00' } },
      path: ['context', 'step'],
      problem: 'loneSurrogate',
    },
    {
      case: 'a list entry',
      value: { term: 'x', page: 1, data: { tags: ['ok', '\u0000'] } },
      path: ['data', 'tags', 1],
      problem: 'nul',
    },
    {
      case: 'a field the schema does not know but keeps',
      value: { term: 'x', page: 1, data: { note: { deep: ['\ud800'] } } },
      path: ['data', 'note', 'deep', 0],
      problem: 'loneSurrogate',
    },
  ])('names the path of $case with the $problem problem', ({ value, path, problem }) => {
    expect(issuesOf(value)).toEqual([{ path, message: textProblemMessages[problem as 'nul'] }]);
  });

  it.each([
    { key: '\u0000', problem: 'nul' as const },
    { key: 'a\ud800', problem: 'loneSurrogate' as const },
  ])('names the object whose field name holds a $problem', ({ key, problem }) => {
    expect(issuesOf({ term: 'x', page: 1, context: { [key]: 'fine' } })).toEqual([
      { path: ['context'], message: `field names ${textProblemMessages[problem]}` },
    ]);
  });

  it('reports every string at fault, not only the first', () => {
    expect(
      issuesOf({ term: '\u0000', page: 1, context: { a: '\ud800', b: 'ok', c: '\u0000' } }),
    ).toHaveLength(3);
  });

  // `[[[...]]]` 50,000 deep is what a 100 kB request body can hold.
  it('walks a value nested far deeper than a call stack goes, without overflowing', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 50_000; depth += 1) nested = [nested];
    const issues = schema.safeParse({ term: 'x', page: 1, data: { nested } }).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(50_002);
  });

  it('checks only once the schema itself passed: a payload with other faults names those', () => {
    expect(issuesOf({ term: '\u0000', page: 'one' })?.map((issue) => issue.path)).toEqual([['page']]);
  });
});
