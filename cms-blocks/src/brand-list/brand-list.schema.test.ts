import { describe, expect, it } from 'vitest';
import {
  brandListDraftFixture,
  brandListFixtures,
  brandListSeededFixture,
  brandListWithLogosFixture,
} from './brand-list.fixtures.ts';
import { BrandListContentSchema } from './brand-list.schema.ts';

const link = {
  id: '',
  url: '/brillen/?brand=1',
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: '/brillen/?brand=1',
};
const brand = (fields: object = {}) => ({
  _uid: 'b1',
  component: 'brand_list_item',
  name: 'Nordlicht Eyewear',
  brand_id: '1',
  link,
  ...fields,
});
const logo = {
  id: 1,
  filename: 'https://a.storyblok.com/f/287411/600x200/ab12cd34/nordlicht.png',
  alt: 'Logo',
  fieldtype: 'asset',
};

/** The smallest valid brand list as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'l1', component: 'brand_list', brands: [brand()] };

describe('§2 content blocks: brand list content from the CMS', () => {
  it('parses the seeded de-de brand list: every brand with its id and listing link', () => {
    const content = BrandListContentSchema.parse(brandListSeededFixture);
    expect(content.headline).toBe('Unsere Marken');
    expect(content.brands).toHaveLength(12);
    expect(content.brands[0]).toEqual({
      id: brandListSeededFixture.brands[0]?._uid,
      name: 'Nordlicht Eyewear',
      brandId: '1',
      link: { href: '/brillen/?brand=1' },
    });
  });

  it('parses a logo through the image service at 1x and 2x (§9)', () => {
    const [parsed] = BrandListContentSchema.parse({ ...minimal, brands: [brand({ logo })] }).brands;
    const asset = logo.filename;
    expect(parsed?.logo).toEqual({
      src: `${asset}/m/180x60/filters:quality(75):format(webp)`,
      srcSet: `${asset}/m/180x60/filters:quality(75):format(webp) 1x, ${asset}/m/360x120/filters:quality(75):format(webp) 2x`,
      alt: 'Logo',
      width: 180,
      height: 60,
    });
  });

  it.for([
    { name: 'no logo field', fields: {}, expected: { brandId: '1' } },
    {
      name: 'an empty logo asset, as Storyblok sends an unfilled field',
      fields: { logo: { id: null, filename: '', alt: null } },
      expected: { brandId: '1' },
    },
    {
      name: 'a logo asset with a null filename',
      fields: { logo: { id: null, filename: null } },
      expected: { brandId: '1' },
    },
    { name: 'an empty brand id', fields: { brand_id: '' }, expected: {} },
  ])('leaves the optional props out for $name', ({ fields, expected }) => {
    const [parsed] = BrandListContentSchema.parse({ ...minimal, brands: [brand(fields)] }).brands;
    expect(parsed).toEqual({
      id: 'b1',
      name: 'Nordlicht Eyewear',
      link: { href: '/brillen/?brand=1' },
      ...expected,
    });
  });

  it('a brand without a link is listed without one', () => {
    const [parsed] = BrandListContentSchema.parse({
      ...minimal,
      brands: [brand({ link: undefined })],
    }).brands;
    expect(parsed).toEqual({ id: 'b1', name: 'Nordlicht Eyewear', brandId: '1' });
  });

  it.for([
    { name: 'no brands', fields: { brands: [] }, paths: ['brands'] },
    { name: 'a brand without a name', fields: { brands: [brand({ name: ' ' })] }, paths: ['brands.0.name'] },
    {
      name: 'a script link',
      fields: { brands: [brand({ link: { linktype: 'url', url: 'javascript:alert(1)' } })] },
      paths: ['brands.0.link.url'],
    },
    {
      name: 'a logo from a script address',
      fields: { brands: [brand({ logo: { filename: 'javascript:x' } })] },
      paths: ['brands.0.logo.filename'],
    },
    {
      name: 'another block among the brands',
      fields: { brands: [brand({ component: 'logo_slider_item' })] },
      paths: ['brands.0.component'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = BrandListContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = BrandListContentSchema.safeParse(brandListDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'brands.0.name',
      'brands.1.link.url',
    ]);
  });

  it.for([...Object.entries(brandListFixtures), ['with logos', brandListWithLogosFixture] as const])(
    'the %s fixture is valid content',
    ([, blok]) => {
      expect(BrandListContentSchema.safeParse(blok).success).toBe(true);
    },
  );
});
