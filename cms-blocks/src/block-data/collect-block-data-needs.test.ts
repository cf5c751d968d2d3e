import { describe, expect, it } from 'vitest';
import { seededProductSliders } from '../product-slider/product-slider.fixtures.ts';
import { blockDataCalls, collectBlockDataNeeds, productIdsPerCall } from './collect-block-data-needs.ts';

/** The seeded homepage's body, shortened to one block of each other kind (api/src/seed/content/pages/home.ts). */
const seededHomepage = {
  _uid: 'b0e4e1b8-7e26-5f37-9a0d-4a0e6c8bb2a1',
  component: 'content_page',
  title: 'Startseite',
  body: [
    { _uid: 'h1', component: 'hero', headline: 'Sonnenbrillen für den Sommer' },
    seededProductSliders.de,
    { _uid: 'b1', component: 'brand_list', headline: 'Unsere Marken', brands: [] },
    { _uid: 'n1', component: 'newsletter', headline: 'Newsletter abonnieren' },
  ],
};

const product = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'product',
  ...fields,
});
const subscription = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'product_subscription',
  headline: 'Spar-Abo',
  ...fields,
});
const slider = (uid: string, fields: Record<string, unknown>) => ({
  _uid: uid,
  component: 'product_slider',
  headline: 'Neu',
  ...fields,
});

const none = { productIds: [], referenceKeys: [], categoryListings: [] };

describe('§2 content blocks: the catalogue data a page’s blocks need, collected before rendering', () => {
  it.for([
    {
      name: 'the seeded homepage needs its slider’s sunglasses listing',
      content: seededHomepage,
      needs: {
        ...none,
        categoryListings: [{ categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 12 }],
      },
    },
    {
      name: 'a product by id and one by reference key',
      content: [product('p1', { product_id: '10231' }), product('p2', { reference_key: 'FJO-S1020-BLK' })],
      needs: { ...none, productIds: [10231], referenceKeys: ['FJO-S1020-BLK'] },
    },
    {
      name: 'picked slider products and subscription lenses, each id once and ascending',
      content: [
        slider('s1', { product_ids: ['11020', '10231', '11305'] }),
        subscription('a1', { product_id: '20314' }),
        product('p1', { product_id: '10231' }),
      ],
      needs: { ...none, productIds: [10231, 11020, 11305, 20314] },
    },
    {
      name: 'two sliders of one listing: fetched once, with the larger limit',
      content: [
        slider('s1', { category_id: '6', sort: 'new', limit: '4' }),
        slider('s2', { category_id: '6', sort: 'new-desc', limit: '8' }),
        slider('s3', { category_id: '6', sort: 'price', limit: '8' }),
      ],
      needs: {
        ...none,
        categoryListings: [
          { categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 8 },
          { categoryId: 6, sort: { by: 'price', direction: 'asc' }, limit: 8 },
        ],
      },
    },
    {
      name: 'blocks nested in any field of another block',
      content: {
        component: 'content_page',
        _uid: 'page',
        body: [
          { _uid: 'g', component: 'grid', columns: [{ items: [product('p1', { product_id: '10877' })] }] },
        ],
      },
      needs: { ...none, productIds: [10877] },
    },
    {
      name: 'broken content: nothing (the renderer reports it)',
      content: [
        product('p1', { product_id: 'Nova' }),
        slider('s1', { headline: '', category_id: '6' }),
        subscription('a1', { product_id: '20314', default_interval: '5' }),
      ],
      needs: none,
    },
    {
      name: 'content without blocks',
      content: { title: 'Impressum', text: 'Lumen Optik GmbH' },
      needs: none,
    },
    { name: 'nothing at all', content: null, needs: none },
    {
      name: 'a component named like an Object method',
      content: [
        { _uid: 'x', component: 'constructor' },
        { _uid: 'y', component: 'toString' },
      ],
      needs: none,
    },
  ])('$name', ({ content, needs }) => {
    expect(collectBlockDataNeeds(content)).toEqual(needs);
  });

  it('visits a block met twice once (shared JSON objects)', () => {
    const shared = product('p1', { product_id: '10231' });
    expect(
      collectBlockDataNeeds([shared, { _uid: 'w', component: 'wrapper', inner: shared }]).productIds,
    ).toEqual([10231]);
  });
});

describe('§7 the calls that fetch a page’s block data', () => {
  it('asks getProductsByIds for the ids and getProductsByCategory for each listing', () => {
    expect(
      blockDataCalls({
        productIds: [10231, 11020],
        referenceKeys: [],
        categoryListings: [
          { categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 12 },
          { categoryId: 2, limit: 8 },
        ],
      }),
    ).toEqual({
      getProductsByIds: [{ ids: [10231, 11020] }],
      getProductsByCategory: [
        { category: 6, sort: { by: 'new', direction: 'desc' }, perPage: 12 },
        { category: 2, perPage: 8 },
      ],
    });
  });

  it.for([
    [0, 0],
    [1, 1],
    [productIdsPerCall, 1],
    [productIdsPerCall + 1, 2],
    [250, 3],
  ] as const)('%i ids take %i getProductsByIds calls (§5: never an empty list)', ([count, calls]) => {
    const productIds = Array.from({ length: count }, (_, index) => 1000 + index);
    const batches = blockDataCalls({ productIds, referenceKeys: [], categoryListings: [] }).getProductsByIds;
    expect(batches).toHaveLength(calls);
    expect(batches.flatMap((batch) => batch.ids)).toEqual(productIds);
    expect(batches.every((batch) => batch.ids.length >= 1 && batch.ids.length <= productIdsPerCall)).toBe(
      true,
    );
  });
});
