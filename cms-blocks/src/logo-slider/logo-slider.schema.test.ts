import { describe, expect, it } from 'vitest';
import {
  logoSliderDraftFixture,
  logoSliderFixtures,
  logoSliderSeededFixture,
} from './logo-slider.fixtures.ts';
import { LogoSliderContentSchema } from './logo-slider.schema.ts';

const image = { id: 1, filename: 'data:image/svg+xml,%3Csvg%2F%3E', alt: 'Aquaview', fieldtype: 'asset' };
const link = {
  id: '',
  url: '/kontaktlinsen/?brand=19',
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: '/kontaktlinsen/?brand=19',
};
const logo = (fields: object = {}) => ({ _uid: 'g1', component: 'logo_slider_item', image, link, ...fields });

/** The smallest valid slider as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 's1', component: 'logo_slider', logos: [logo()] };
const parsedLogo = {
  id: 'g1',
  image: { src: image.filename, alt: 'Aquaview', width: 600, height: 200 },
  link: { href: '/kontaktlinsen/?brand=19' },
};

describe('§2 content blocks: logo slider content from the CMS', () => {
  it('parses the seeded de-de care brands: every logo named, each linking to its contact-lens listing', () => {
    const content = LogoSliderContentSchema.parse(logoSliderSeededFixture);
    expect(content.headline).toBe('Kontaktlinsen und Pflege von');
    expect(content.logos.map((entry) => entry.image.alt)).toEqual([
      'Aquaview',
      'Hydrolens',
      'Clearis',
      'Purecare',
      'Optipflege',
      'Irisa Care',
      'Lumen Optik',
    ]);
    expect(content.logos[0]?.link).toEqual({ href: '/kontaktlinsen/?brand=19' });
    expect(content).not.toHaveProperty('autoplay');
  });

  it('parses the autoplay checkbox', () => {
    expect(LogoSliderContentSchema.parse({ ...minimal, headline: 'Partner', autoplay: true })).toEqual({
      headline: 'Partner',
      logos: [parsedLogo],
      autoplay: true,
    });
  });

  it.for([
    { name: 'no optional field at all', fields: {} },
    { name: 'an empty headline and autoplay not ticked', fields: { headline: ' ', autoplay: false } },
  ])('leaves the optional props out for $name', ({ fields }) => {
    expect(LogoSliderContentSchema.parse({ ...minimal, ...fields })).toEqual({ logos: [parsedLogo] });
  });

  it('a logo without a link is shown without one', () => {
    const { link: _link, ...unlinked } = parsedLogo;
    expect(LogoSliderContentSchema.parse({ ...minimal, logos: [logo({ link: undefined })] }).logos).toEqual([
      unlinked,
    ]);
  });

  it.for([
    { name: 'no logos', fields: { logos: [] }, paths: ['logos'] },
    {
      name: 'a logo without an image',
      fields: { logos: [logo({ image: { filename: '' } })] },
      paths: ['logos.0.image.filename'],
    },
    {
      name: 'a logo without alt text, which names the brand',
      fields: { logos: [logo({ image: { ...image, alt: ' ' } })] },
      paths: ['logos.0.image.alt'],
    },
    {
      name: 'a script link',
      fields: { logos: [logo({ link: { linktype: 'url', url: 'javascript:alert(1)' } })] },
      paths: ['logos.0.link.url'],
    },
    { name: 'an autoplay that is not a checkbox', fields: { autoplay: 'on' }, paths: ['autoplay'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = LogoSliderContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = LogoSliderContentSchema.safeParse(logoSliderDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'logos.0.image.alt',
      'logos.1.image.filename',
    ]);
  });

  it.for(Object.entries(logoSliderFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(LogoSliderContentSchema.safeParse(blok).success).toBe(true);
  });
});
