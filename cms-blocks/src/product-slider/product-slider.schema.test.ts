import { describe, expect, it } from 'vitest';
import {
  pickedProductSliders,
  productSliderDraftFixture,
  seededProductSliders,
} from './product-slider.fixtures.ts';
import { ProductSliderContentSchema } from './product-slider.schema.ts';

const minimal = { _uid: 'u1', component: 'product_slider', headline: 'Neu im Sortiment' };

describe('§2 content blocks: the product slider’s content from the CMS', () => {
  it('parses the seeded homepage block (api seed content/pages/home.ts) exactly as delivered', () => {
    // A copy of the de-de homepage's "new arrivals" block as the content API answers it.
    const seeded = {
      _uid: '2f21d072-7a6c-5538-a321-7421cf299d76',
      component: 'product_slider',
      headline: 'Neu im Sortiment',
      category_id: '6',
      sort: 'new',
      limit: '12',
      cta_label: 'Alle Sonnenbrillen',
      cta_link: {
        id: '',
        url: '/brillen/sonnenbrillen/',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: '/brillen/sonnenbrillen/',
      },
    };
    expect(seeded).toEqual(seededProductSliders.de);
    expect(ProductSliderContentSchema.parse(seeded)).toEqual({
      headline: 'Neu im Sortiment',
      source: { kind: 'category', categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 12 },
      cta: { label: 'Alle Sonnenbrillen', href: '/brillen/sonnenbrillen/' },
    });
  });

  it('parses the seeded not-found page’s slider, which has no call to action', () => {
    expect(ProductSliderContentSchema.parse(seededProductSliders.notFoundPl)).toEqual({
      headline: 'Popularne oprawki',
      source: { kind: 'category', categoryId: 2, sort: { by: 'new', direction: 'desc' }, limit: 8 },
    });
  });

  it('keeps what the link is: an address of another site is external', () => {
    const content = ProductSliderContentSchema.parse({
      ...minimal,
      category_id: '6',
      cta_label: 'Alle Marken',
      cta_link: { linktype: 'url', url: 'https://www.lumen-optik.ch/marken/' },
    });
    expect(content.cta).toEqual({
      label: 'Alle Marken',
      href: 'https://www.lumen-optik.ch/marken/',
      external: true,
    });
  });

  it.for([
    {
      name: 'picked products from a multi-option field, in the editor’s order',
      fields: { product_ids: ['11020', '10231'], category_id: '' },
      source: {
        kind: 'products',
        references: [
          { kind: 'id', id: 11020 },
          { kind: 'id', id: 10231 },
        ],
      },
    },
    {
      name: 'picked products from a text field',
      fields: { product_ids: '10412, 10232' },
      source: {
        kind: 'products',
        references: [
          { kind: 'id', id: 10412 },
          { kind: 'id', id: 10232 },
        ],
      },
    },
    {
      name: 'a category without sort or limit: its own order, twelve',
      fields: { category_id: '2', sort: '', limit: '' },
      source: { kind: 'category', categoryId: 2, limit: 12 },
    },
    {
      name: 'a category, cheapest first, eight',
      fields: { category_id: '17', sort: 'price', limit: '8' },
      source: { kind: 'category', categoryId: 17, sort: { by: 'price', direction: 'asc' }, limit: 8 },
    },
  ])('parses $name', ({ fields, source }) => {
    expect(ProductSliderContentSchema.parse({ ...minimal, ...fields }).source).toEqual(source);
  });

  it.for([
    { name: 'no headline', fields: { headline: '  ', category_id: '6' }, paths: ['headline'] },
    {
      name: 'neither products nor a category',
      fields: { product_ids: [], category_id: '' },
      paths: ['category_id'],
    },
    {
      name: 'products and a category',
      fields: { product_ids: ['10231'], category_id: '6' },
      paths: ['product_ids'],
    },
    {
      name: 'more than 24 products',
      fields: { product_ids: Array.from({ length: 25 }, (_, index) => String(10000 + index)) },
      paths: ['product_ids'],
    },
    { name: 'a product id that is no id', fields: { product_ids: '10231, Vela' }, paths: ['product_ids'] },
    { name: 'an unknown sort option', fields: { category_id: '6', sort: 'popular' }, paths: ['sort'] },
    { name: 'a limit above 24', fields: { category_id: '6', limit: '50' }, paths: ['limit'] },
    {
      name: 'a call to action without a link',
      fields: {
        category_id: '6',
        cta_label: 'Alle ansehen',
        cta_link: { linktype: 'story', cached_url: '' },
      },
      paths: ['cta_link'],
    },
    {
      name: 'a link without a label',
      fields: { category_id: '6', cta_link: { linktype: 'url', url: '/brillen/' } },
      paths: ['cta_label'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = ProductSliderContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = ProductSliderContentSchema.safeParse(productSliderDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'sort',
      'category_id',
      'cta_link',
    ]);
  });

  it.for(Object.entries({ ...seededProductSliders, ...pickedProductSliders }))(
    'the %s fixture is valid content',
    ([, blok]) => {
      expect(ProductSliderContentSchema.safeParse(blok).success).toBe(true);
    },
  );
});
