import { describe, expect, it } from 'vitest';
import { heroDraftFixture, heroFixtures } from './hero.fixtures.ts';
import { HeroContentSchema } from './hero.schema.ts';

const storyblokImage = {
  id: 40112233,
  filename: 'https://a.storyblok.com/f/12345/1600x900/abc/file.jpg',
  alt: 'Sonnenbrille am Strand',
  fieldtype: 'asset',
};

/** The smallest valid hero as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'u1', component: 'hero', headline: 'Neue Kollektion', image: storyblokImage };

describe('§2 content blocks: hero content from the CMS', () => {
  it('parses snake_case CMS fields into camelCase props', () => {
    expect(
      HeroContentSchema.parse({
        ...minimal,
        text: 'Polarisierte Gläser, 100 % UV-Schutz.',
        cta_label: 'Jetzt entdecken',
        cta_link: { id: 'b5e0', linktype: 'story', fieldtype: 'multilink', cached_url: 'sonnenbrillen' },
        theme: 'dark',
        heading_level: 'h1',
      }),
    ).toEqual({
      headline: 'Neue Kollektion',
      text: 'Polarisierte Gläser, 100 % UV-Schutz.',
      image: { src: storyblokImage.filename, alt: 'Sonnenbrille am Strand', width: 1600, height: 900 },
      cta: { label: 'Jetzt entdecken', href: '/sonnenbrillen/' },
      theme: 'dark',
      headingLevel: 1,
    });
  });

  it.for([
    { name: 'no optional field at all', fields: {} },
    { name: 'empty option and text fields', fields: { text: ' ', theme: '', heading_level: '' } },
    {
      name: 'an empty CTA (no label, empty link)',
      fields: {
        cta_label: '',
        cta_link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
      },
    },
  ])('leaves the optional props out for $name', ({ fields }) => {
    expect(HeroContentSchema.parse({ ...minimal, ...fields })).toEqual({
      headline: 'Neue Kollektion',
      image: { src: storyblokImage.filename, alt: 'Sonnenbrille am Strand', width: 1600, height: 900 },
    });
  });

  it.for([
    { name: 'a missing headline', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank headline', fields: { headline: '   ' }, paths: ['headline'] },
    {
      name: 'an empty image',
      fields: { image: { id: null, filename: '', alt: null } },
      paths: ['image.filename'],
    },
    { name: 'no image field', fields: { image: undefined }, paths: ['image'] },
    {
      name: 'a CTA label without a link',
      fields: { cta_label: 'Termin buchen', cta_link: { linktype: 'story', cached_url: '' } },
      paths: ['cta_link'],
    },
    {
      name: 'a CTA link without a label',
      fields: { cta_link: { linktype: 'url', url: '/filialen/' } },
      paths: ['cta_label'],
    },
    {
      name: 'an unsafe CTA link',
      fields: { cta_label: 'Los', cta_link: { linktype: 'url', url: 'javascript:void(0)' } },
      paths: ['cta_link.url'],
    },
    { name: 'an unknown theme', fields: { theme: 'neon' }, paths: ['theme'] },
    { name: 'an unknown heading level', fields: { heading_level: 'h7' }, paths: ['heading_level'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = HeroContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = HeroContentSchema.safeParse(heroDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'image.filename',
      'cta_link',
    ]);
  });

  it.for(Object.entries(heroFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(HeroContentSchema.safeParse(blok).success).toBe(true);
  });
});
