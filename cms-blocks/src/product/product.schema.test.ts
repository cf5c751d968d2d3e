import { describe, expect, it } from 'vitest';
import { productDraftFixture, productFixtures, productGoneFixture } from './product.fixtures.ts';
import { ProductContentSchema } from './product.schema.ts';

const minimal = { _uid: 'u1', component: 'product' };

describe('§2 content blocks: the product block’s content from the CMS', () => {
  it.for([
    {
      name: 'a product id',
      fields: { product_id: '10231' },
      content: { product: { kind: 'id', id: 10231 } },
    },
    {
      name: 'a reference key and a size',
      fields: { product_id: '', reference_key: 'FJO-S1020-BLK', size: 'sm' },
      content: { product: { kind: 'referenceKey', referenceKey: 'FJO-S1020-BLK' }, size: 'sm' },
    },
    {
      name: 'an empty size option (the card’s default)',
      fields: { product_id: 10877, size: '' },
      content: { product: { kind: 'id', id: 10877 } },
    },
  ])('parses $name', ({ fields, content }) => {
    expect(ProductContentSchema.parse({ ...minimal, ...fields })).toEqual(content);
  });

  it.for([
    { name: 'no product', fields: {}, paths: ['product_id'] },
    { name: 'an id that is a name', fields: { product_id: 'Nova' }, paths: ['product_id'] },
    {
      name: 'id and reference key',
      fields: { product_id: '10231', reference_key: 'NLE-F0231-HAV' },
      paths: ['reference_key'],
    },
    { name: 'an unknown size', fields: { product_id: '10231', size: 'xl' }, paths: ['size'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = ProductContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft', () => {
    expect(
      ProductContentSchema.safeParse(productDraftFixture).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['product_id', 'size']);
  });

  it.for(Object.entries({ ...productFixtures, gone: productGoneFixture }))(
    'the %s fixture is valid content',
    ([, blok]) => {
      expect(ProductContentSchema.safeParse(blok).success).toBe(true);
    },
  );
});
