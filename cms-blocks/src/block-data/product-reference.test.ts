import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CmsCatalogIdSchema,
  CmsListingSortSchema,
  CmsProductIdListSchema,
  CmsReferenceKeySchema,
  cmsLimitSchema,
  describeCategoryListing,
  describeProductReference,
  isSameListing,
  productReferenceFields,
  productReferenceOf,
  refineProductReference,
} from './product-reference.ts';

describe('§2 content blocks: catalogue ids from CMS fields', () => {
  it.for([
    ['a text field', '1201', 1201],
    ['a number', 1201, 1201],
    ['spaces around it', ' 20314 ', 20314],
    ['an empty field', '', undefined],
    ['a blank field', '   ', undefined],
  ] as const)('%s: %o', ([, input, id]) => {
    expect(CmsCatalogIdSchema.parse(input)).toBe(id);
  });

  it.for([
    ['a word', 'Nova'],
    ['zero', '0'],
    ['a negative number', '-4'],
    ['a fraction', '12.5'],
    ['more than ten digits', '12345678901'],
  ] as const)('refuses %s', ([, input]) => {
    expect(CmsCatalogIdSchema.safeParse(input).success).toBe(false);
  });
});

describe('§2 content blocks: product id lists from CMS fields', () => {
  it.for([
    ['a multi-option field', ['1201', '1202'], [1201, 1202]],
    ['numbers', [1201, 1202], [1201, 1202]],
    ['a text field with commas', '1201, 1202,1203', [1201, 1202, 1203]],
    ['a text field with line breaks', '1201\n1202', [1201, 1202]],
    ['a product twice (kept once, first place)', '1202, 1201, 1202', [1202, 1201]],
    ['an empty text field', '', []],
    ['an empty option list', [], []],
    ['empty options', ['', ' '], []],
  ] as const)('%s', ([, input, ids]) => {
    expect(CmsProductIdListSchema.parse(input)).toEqual(ids);
  });

  it('refuses a list with something that is no product id, naming it', () => {
    const result = CmsProductIdListSchema.safeParse('1201, Nova');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['"Nova" is not a product id']);
  });
});

describe('§2 content blocks: reference keys from CMS fields', () => {
  it.for([
    ['a key', 'FJO-S1020-BLK', 'FJO-S1020-BLK'],
    ['a key with spaces around it', ' AQV-CL0314 ', 'AQV-CL0314'],
    ['an empty field', '', undefined],
  ] as const)('%s', ([, input, key]) => {
    expect(CmsReferenceKeySchema.parse(input)).toBe(key);
  });

  it('refuses a key longer than 100 characters', () => {
    expect(CmsReferenceKeySchema.safeParse('K'.repeat(101)).success).toBe(false);
  });
});

describe('§9 sort options from a CMS option field', () => {
  it.for([
    ['new (the seed’s option): newest first', 'new', { by: 'new', direction: 'desc' }],
    ['price: cheapest first', 'price', { by: 'price', direction: 'asc' }],
    ['reduction: largest first', 'reduction', { by: 'reduction', direction: 'desc' }],
    ['a direction as a listing URL writes it', 'price-desc', { by: 'price', direction: 'desc' }],
    ['empty: the category’s own order', '', undefined],
  ] as const)('%s', ([, input, sort]) => {
    expect(CmsListingSortSchema.parse(input)).toEqual(sort);
  });

  it.for(['popular', 'new-up', 'price-asc-desc'])('refuses %s', (input) => {
    expect(CmsListingSortSchema.safeParse(input).success).toBe(false);
  });
});

describe('product counts from a CMS text field', () => {
  const LimitSchema = cmsLimitSchema(12);

  it.for([
    ['the seed’s "12"', '12', 12],
    ['the seed’s "8"', '8', 8],
    ['a number', 24, 24],
    ['an empty field: the fallback', '', 12],
  ] as const)('%s', ([, input, limit]) => {
    expect(LimitSchema.parse(input)).toBe(limit);
  });

  it.for(['0', '25', 'zwölf', '3.5'])('refuses %s', (input) => {
    expect(LimitSchema.safeParse(input).success).toBe(false);
  });
});

describe('§2 content blocks: one product by id or reference key', () => {
  const ReferenceSchema = z
    .object(productReferenceFields)
    .superRefine(refineProductReference)
    .transform(productReferenceOf);

  it.for([
    ['an id', { product_id: '1201' }, { kind: 'id', id: 1201 }],
    ['an id and an empty key', { product_id: '1201', reference_key: '' }, { kind: 'id', id: 1201 }],
    [
      'a reference key',
      { reference_key: 'AQV-CL0314' },
      { kind: 'referenceKey', referenceKey: 'AQV-CL0314' },
    ],
    [
      'a key and an empty id',
      { product_id: '', reference_key: 'AQV-CL0314' },
      { kind: 'referenceKey', referenceKey: 'AQV-CL0314' },
    ],
  ] as const)('%s', ([, fields, reference]) => {
    expect(ReferenceSchema.parse(fields)).toEqual(reference);
  });

  it.for([
    ['neither', {}, ['product_id']],
    ['both empty', { product_id: '', reference_key: '' }, ['product_id']],
    ['both', { product_id: '1201', reference_key: 'AQV-CL0314' }, ['reference_key']],
    ['an id that is no id', { product_id: 'Nova' }, ['product_id']],
  ] as const)('names the field to fix for %s', ([, fields, paths]) => {
    const result = ReferenceSchema.safeParse(fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });
});

describe('editor-facing names of references and listings', () => {
  it.for([
    [{ kind: 'id', id: 1201 }, 'product 1201'],
    [{ kind: 'referenceKey', referenceKey: 'AQV-CL0314' }, 'reference key "AQV-CL0314"'],
  ] as const)('%o is %s', ([reference, text]) => {
    expect(describeProductReference(reference)).toBe(text);
  });

  it('names a category listing with its order', () => {
    expect(describeCategoryListing({ categoryId: 6, sort: { by: 'new', direction: 'desc' } })).toBe(
      'category 6 sorted by new (desc)',
    );
    expect(describeCategoryListing({ categoryId: 2 })).toBe('category 2');
  });
});

describe('two listings are the same when category and order are', () => {
  const newest = { categoryId: 6, sort: { by: 'new', direction: 'desc' } } as const;
  it.for([
    ['the same', newest, newest, true],
    ['another category', newest, { ...newest, categoryId: 2 }, false],
    ['another direction', newest, { categoryId: 6, sort: { by: 'new', direction: 'asc' } }, false],
    ['another key', newest, { categoryId: 6, sort: { by: 'price', direction: 'desc' } }, false],
    ['one unsorted', newest, { categoryId: 6 }, false],
    ['both unsorted', { categoryId: 6 }, { categoryId: 6 }, true],
  ] as const)('%s: %s', ([, a, b, same]) => {
    expect(isSameListing(a, b)).toBe(same);
  });
});
