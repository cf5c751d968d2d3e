import { describe, expect, it } from 'vitest';
import {
  productSubscriptionDraftFixture,
  productSubscriptionFixtures,
  productSubscriptionNotSubscribableFixture,
} from './product-subscription.fixtures.ts';
import { ProductSubscriptionContentSchema } from './product-subscription.schema.ts';

const minimal = {
  _uid: 'u1',
  component: 'product_subscription',
  headline: 'Kontaktlinsen im Spar-Abo',
  product_id: '20314',
};

describe('§1 saving subscription: the offer’s content from the CMS', () => {
  it('parses snake_case fields into the offer, with the domain’s intervals and quarterly first', () => {
    expect(
      ProductSubscriptionContentSchema.parse({
        ...minimal,
        text: ' Jederzeit kündbar. ',
        cta_label: 'Jetzt sparen',
      }),
    ).toEqual({
      headline: 'Kontaktlinsen im Spar-Abo',
      text: 'Jederzeit kündbar.',
      product: { kind: 'id', id: 20314 },
      intervals: [1, 2, 3, 6],
      defaultInterval: 3,
      ctaLabel: 'Jetzt sparen',
    });
  });

  it.for([
    { name: 'no intervals ticked: all', fields: { intervals: [] }, intervals: [1, 2, 3, 6], first: 3 },
    {
      name: 'ticked out of order: the domain’s order',
      fields: { intervals: ['6', '1', '3'] },
      intervals: [1, 3, 6],
      first: 3,
    },
    {
      name: 'without quarterly: the first offered',
      fields: { intervals: ['2', '6'] },
      intervals: [2, 6],
      first: 2,
    },
    {
      name: 'a first interval chosen',
      fields: { intervals: ['1', '3', '6'], default_interval: '6' },
      intervals: [1, 3, 6],
      first: 6,
    },
    {
      name: 'numbers from a plugin',
      fields: { intervals: [1, 2], default_interval: 1 },
      intervals: [1, 2],
      first: 1,
    },
  ])('$name', ({ fields, intervals, first }) => {
    expect(ProductSubscriptionContentSchema.parse({ ...minimal, ...fields })).toMatchObject({
      intervals,
      defaultInterval: first,
    });
  });

  it('names the product by its reference key', () => {
    expect(
      ProductSubscriptionContentSchema.parse({ ...minimal, product_id: '', reference_key: 'HYL-CL0488' })
        .product,
    ).toEqual({ kind: 'referenceKey', referenceKey: 'HYL-CL0488' });
  });

  it.for([
    { name: 'no headline', fields: { headline: '' }, paths: ['headline'] },
    { name: 'no product', fields: { product_id: '' }, paths: ['product_id'] },
    { name: 'an interval the domain has not', fields: { intervals: ['4'] }, paths: ['intervals.0'] },
    {
      name: 'a first interval not offered',
      fields: { intervals: ['1', '3'], default_interval: '6' },
      paths: ['default_interval'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = ProductSubscriptionContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('ignores a saving older content still holds: the saving is the shop’s, not the editor’s', () => {
    expect(ProductSubscriptionContentSchema.parse({ ...minimal, saving_percent: '25' })).not.toHaveProperty(
      'savingPercent',
    );
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = ProductSubscriptionContentSchema.safeParse(productSubscriptionDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'product_id',
      'default_interval',
    ]);
  });

  it.for(
    Object.entries({
      ...productSubscriptionFixtures,
      notSubscribable: productSubscriptionNotSubscribableFixture,
    }),
  )('the %s fixture is valid content', ([, blok]) => {
    expect(ProductSubscriptionContentSchema.safeParse(blok).success).toBe(true);
  });
});
