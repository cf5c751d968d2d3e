import { describe, expect, it } from 'vitest';
import {
  heroTeaserDraftFixture,
  heroTeaserFixtures,
  heroTeaserSeededFixture,
} from './hero-teaser.fixtures.ts';
import { HeroTeaserContentSchema } from './hero-teaser.schema.ts';

const storyblokImage = {
  id: 40112244,
  filename: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  alt: 'Sehtafel',
  fieldtype: 'asset',
};
const image = { src: storyblokImage.filename, alt: 'Sehtafel', width: 1200, height: 900 };

/** The smallest valid teaser as the CMS sends it, to vary one field at a time. */
const minimal = {
  _uid: 't1',
  component: 'hero_teaser',
  headline: 'Sehtest in Ihrer Filiale',
  image: storyblokImage,
};

describe('§2 content blocks: hero teaser content from the CMS', () => {
  it('parses the seeded de-de eye-test teaser: dark, a story link to the appointment page', () => {
    expect(HeroTeaserContentSchema.parse(heroTeaserSeededFixture)).toEqual({
      headline: 'Sehtest in Ihrer Filiale',
      text: 'Kostenlos und in 20 Minuten: Unsere Augenoptikerinnen und Augenoptiker prüfen Ihre Sehstärke, mit oder ohne Termin.',
      image: {
        src: heroTeaserSeededFixture.image.filename,
        alt: 'Sehtafel mit Buchstaben in abnehmender Größe',
        width: 1200,
        height: 900,
      },
      // §2/§3: the story's path without the shop folder, with the trailing slash of every route.
      cta: { label: 'Termin vereinbaren', link: { href: '/global/navigation/termin-buchen/' } },
      theme: 'dark',
    });
  });

  it('a Storyblok asset comes through the image service at 1x and 2x, its own ratio kept (§9)', () => {
    const asset = 'https://a.storyblok.com/f/287411/1600x900/7c1e5b9a0f/sehtest.jpg';
    const parsed = HeroTeaserContentSchema.parse({
      ...minimal,
      image: { ...storyblokImage, filename: asset },
    });
    expect(parsed.image).toEqual({
      src: `${asset}/m/640x360/filters:quality(75):format(webp)`,
      srcSet: `${asset}/m/640x360/filters:quality(75):format(webp) 1x, ${asset}/m/1280x720/filters:quality(75):format(webp) 2x`,
      alt: 'Sehtafel',
      width: 640,
      height: 360,
    });
  });

  it.for([
    { name: 'no optional field at all', fields: {} },
    { name: 'empty option and text fields', fields: { text: ' ', theme: '' } },
    {
      name: 'an empty call to action (no label, empty link)',
      fields: {
        cta_label: '',
        cta_link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
      },
    },
  ])('leaves the optional props out for $name', ({ fields }) => {
    expect(HeroTeaserContentSchema.parse({ ...minimal, ...fields })).toEqual({
      headline: 'Sehtest in Ihrer Filiale',
      image,
    });
  });

  it.for([
    { name: 'a missing headline', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank headline', fields: { headline: '  ' }, paths: ['headline'] },
    {
      name: 'an empty image',
      fields: { image: { id: null, filename: '', alt: null } },
      paths: ['image.filename'],
    },
    {
      name: 'a script address as image',
      fields: { image: { filename: 'javascript:alert(1)' } },
      paths: ['image.filename'],
    },
    {
      name: 'a label without a link',
      fields: { cta_label: 'Termin buchen', cta_link: { linktype: 'story', cached_url: '' } },
      paths: ['cta_link'],
    },
    {
      name: 'a link without a label',
      fields: { cta_link: { linktype: 'url', url: '/filialen/' } },
      paths: ['cta_label'],
    },
    {
      name: 'an unsafe link',
      fields: { cta_label: 'Los', cta_link: { linktype: 'url', url: 'javascript:void(0)' } },
      paths: ['cta_link.url'],
    },
    { name: 'an unknown theme', fields: { theme: 'neon' }, paths: ['theme'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = HeroTeaserContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = HeroTeaserContentSchema.safeParse(heroTeaserDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'image.filename',
      'cta_link',
    ]);
  });

  it.for(Object.entries(heroTeaserFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(HeroTeaserContentSchema.safeParse(blok).success).toBe(true);
  });
});
