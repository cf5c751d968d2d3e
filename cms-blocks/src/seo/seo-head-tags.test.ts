import { hreflangAlternates, localShopDomains, type CmsStory, type Shop } from '@lumen/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { seoHeadTags, type SeoHeadTag, type SeoShop, type SeoStory } from './seo-head-tags.ts';

const deDe: SeoShop = {
  domain: 'www.lumen-optik.de',
  locale: 'de-DE',
  cmsBaseFolder: 'de-de',
  siteName: 'Lumen Optik',
};
const csCz: SeoShop = {
  domain: 'www.lumen-optika.cz',
  locale: 'cs-CZ',
  cmsBaseFolder: 'cs-cz',
  siteName: 'Lumen Optika',
};

/** The seo field of the seeded de-de homepage (api/src/seed/content/pages/home.ts), copied. */
const seededHomeSeo = {
  _uid: '86caeff8-2dc1-5648-b50c-e6aef6778e58',
  plugin: 'seo_metatags',
  title: 'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik',
  description:
    'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen oder in der Filiale anprobieren, mit kostenlosem Sehtest.',
  og_title: 'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik',
  og_description:
    'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen oder in der Filiale anprobieren, mit kostenlosem Sehtest.',
  og_image: '',
  twitter_title: 'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik',
  twitter_description:
    'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen oder in der Filiale anprobieren, mit kostenlosem Sehtest.',
  twitter_image: '',
};
const home: SeoStory = {
  name: 'Startseite',
  full_slug: 'de-de/home',
  content: { _uid: 'p1', component: 'content_page', title: 'Startseite', seo: seededHomeSeo, robots: '' },
};

/** The seeded cs-cz privacy page as the content API answers it in Czech (`language=cs`). */
const czechPrivacy: SeoStory = {
  name: 'Ochrana údajů',
  full_slug: 'cs/cs-cz/ochrana-udaju',
  content: {
    title: 'Zásady ochrany osobních údajů',
    seo: {
      plugin: 'seo_metatags',
      title: 'Zásady ochrany osobních údajů | Lumen Optika',
      description: 'Jak zpracováváme vaše údaje v e-shopu a na pobočkách a jaká máte práva.',
      og_title: 'Zásady ochrany osobních údajů | Lumen Optika',
      og_description: 'Jak zpracováváme vaše údaje v e-shopu a na pobočkách a jaká máte práva.',
      og_image: '',
      twitter_title: '',
      twitter_description: '',
      twitter_image: '',
    },
    robots: '',
  },
};

function only(tags: SeoHeadTag[], pick: (tag: SeoHeadTag) => boolean) {
  return tags.filter(pick);
}
const byName = (name: string) => (tag: SeoHeadTag) =>
  ('name' in tag && tag.name === name) || ('property' in tag && tag.property === name);

describe('§3 SEO fields to head tags', () => {
  it('turns the seeded homepage into its full set of head tags', () => {
    expect(seoHeadTags(home, deDe)).toEqual([
      { tag: 'title', text: 'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik' },
      { tag: 'meta', name: 'description', content: seededHomeSeo.description },
      { tag: 'meta', name: 'robots', content: 'index, follow' },
      { tag: 'link', rel: 'canonical', href: 'https://www.lumen-optik.de/' },
      { tag: 'meta', property: 'og:type', content: 'website' },
      { tag: 'meta', property: 'og:site_name', content: 'Lumen Optik' },
      { tag: 'meta', property: 'og:locale', content: 'de_DE' },
      { tag: 'meta', property: 'og:url', content: 'https://www.lumen-optik.de/' },
      { tag: 'meta', property: 'og:title', content: seededHomeSeo.og_title },
      { tag: 'meta', property: 'og:description', content: seededHomeSeo.og_description },
      { tag: 'meta', name: 'twitter:card', content: 'summary' },
      { tag: 'meta', name: 'twitter:title', content: seededHomeSeo.twitter_title },
      { tag: 'meta', name: 'twitter:description', content: seededHomeSeo.twitter_description },
    ]);
  });

  it('takes the domain’s story and shop types as they are', () => {
    expectTypeOf<CmsStory>().toExtend<SeoStory>();
    expectTypeOf<Shop & { siteName: string }>().toExtend<SeoShop>();
  });

  it.for<{ name: string; story: SeoStory; shop?: SeoShop; title: string }>([
    {
      name: 'the SEO title',
      story: czechPrivacy,
      shop: csCz,
      title: 'Zásady ochrany osobních údajů | Lumen Optika',
    },
    {
      name: 'the page title when the SEO title is empty, with the site name (§9 up to 29)',
      story: {
        name: 'Impressum',
        full_slug: 'de-de/impressum',
        content: { title: 'Impressum', seo: { title: ' ' } },
      },
      title: 'Impressum | Lumen Optik',
    },
    {
      name: 'the story name when the content has no title',
      story: { name: 'Versand und Lieferung', full_slug: 'de-de/overlays/service/versand', content: {} },
      title: 'Versand und Lieferung | Lumen Optik',
    },
    {
      name: 'a long title alone (§9: beyond 29 no site name)',
      story: {
        name: 'x',
        full_slug: 'de-de/x',
        content: { seo: { title: 'Gleitsichtbrillen zum Aktionspreis im Herbst' } },
      },
      title: 'Gleitsichtbrillen zum Aktionspreis im Herbst',
    },
    {
      name: 'the story name when the seo field is broken',
      story: { name: 'Filialen', full_slug: 'de-de/filialen', content: { seo: 'Filialen in Ihrer Nähe' } },
      title: 'Filialen | Lumen Optik',
    },
  ])('the title is $name', ({ story, shop, title }) => {
    expect(seoHeadTags(story, shop ?? deDe)[0]).toEqual({ tag: 'title', text: title });
  });

  it.for([
    ['an untouched field', '', 'index, follow'],
    ['no field', undefined, 'index, follow'],
    ['a field of another type', 42, 'index, follow'],
    ['the seeded overlays’ directive', 'noindex, nofollow', 'noindex, nofollow'],
    ['a directive with spaces around it', '  noindex, follow ', 'noindex, follow'],
  ] as const)('§9 robots: %s gives "%s"', ([, robots, content]) => {
    const tags = seoHeadTags({ ...home, content: { ...home.content, robots } }, deDe);
    expect(only(tags, byName('robots'))).toEqual([{ tag: 'meta', name: 'robots', content }]);
  });

  it.for([
    ['the home story', 'de-de/home', deDe, 'https://www.lumen-optik.de/'],
    [
      'a story in the shop’s language',
      'cs/cs-cz/ochrana-udaju',
      csCz,
      'https://www.lumen-optika.cz/ochrana-udaju/',
    ],
    [
      'a start page',
      'de-de/service/gebrauchsanweisungen/',
      deDe,
      'https://www.lumen-optik.de/service/gebrauchsanweisungen/',
    ],
    [
      'a local shop, over http',
      'de-de/impressum',
      { ...deDe, domain: 'de-de.localhost:3000' },
      'http://de-de.localhost:3000/impressum/',
    ],
  ] as const)('the canonical address of %s', ([, fullSlug, shop, href]) => {
    const tags = seoHeadTags({ ...home, full_slug: fullSlug }, shop);
    expect(only(tags, (tag) => tag.tag === 'link')).toEqual([{ tag: 'link', rel: 'canonical', href }]);
    expect(only(tags, byName('og:url'))).toEqual([{ tag: 'meta', property: 'og:url', content: href }]);
  });

  it('takes the page’s own path over the story’s', () => {
    const tags = seoHeadTags(home, deDe, { path: '/brillen/sonnenbrillen/' });
    expect(only(tags, (tag) => tag.tag === 'link')).toEqual([
      { tag: 'link', rel: 'canonical', href: 'https://www.lumen-optik.de/brillen/sonnenbrillen/' },
    ]);
  });

  it('links every language and country version the domain’s hreflang gives, x-default last', () => {
    const alternates = hreflangAlternates({
      routeId: 'home',
      domains: localShopDomains(3000),
      scheme: 'http',
    });
    const tags = seoHeadTags(home, { ...deDe, domain: 'de-de.localhost:3000' }, { alternates });
    const links = only(tags, (tag) => tag.tag === 'link' && tag.rel === 'alternate');
    expect(links).toHaveLength(10);
    expect(links[0]).toEqual({
      tag: 'link',
      rel: 'alternate',
      hrefLang: 'de-DE',
      href: 'http://de-de.localhost:3000/',
    });
    expect(links.at(-1)).toEqual({
      tag: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'http://de-de.localhost:3000/',
    });
  });

  it.for(['noindex, nofollow', 'noindex', 'none', 'NOINDEX, follow'])(
    'a page with robots "%s" gets no canonical and no alternates',
    (robots) => {
      const alternates = hreflangAlternates({ routeId: 'home', domains: localShopDomains(3000) });
      const tags = seoHeadTags({ ...home, content: { ...home.content, robots } }, deDe, { alternates });
      expect(only(tags, (tag) => tag.tag === 'link')).toEqual([]);
    },
  );

  it.for([
    {
      name: 'a Storyblok asset comes as the §9 social image, 1200×630',
      seo: { og_image: 'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/herbstaktion.jpg' },
      og: [
        'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/herbstaktion.jpg/m/1200x630/filters:quality(75):format(jpeg)',
        '1200',
        '630',
      ],
      twitter: [
        'summary_large_image',
        'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/herbstaktion.jpg/m/1200x630/filters:quality(75):format(jpeg)',
      ],
    },
    {
      name: 'an image of another host is linked as it is, without a size',
      seo: { og_image: 'https://cdn.example.com/social/herbst.jpg' },
      og: ['https://cdn.example.com/social/herbst.jpg'],
      twitter: ['summary_large_image', 'https://cdn.example.com/social/herbst.jpg'],
    },
    {
      name: 'a path of the shop is made absolute',
      seo: { og_image: '/images/herbstaktion.jpg' },
      og: ['https://www.lumen-optik.de/images/herbstaktion.jpg'],
      twitter: ['summary_large_image', 'https://www.lumen-optik.de/images/herbstaktion.jpg'],
    },
    {
      name: 'the Twitter image stands in for a missing Open Graph image',
      seo: { og_image: '', twitter_image: 'https://cdn.example.com/social/herbst.png' },
      og: ['https://cdn.example.com/social/herbst.png'],
      twitter: ['summary_large_image', 'https://cdn.example.com/social/herbst.png'],
    },
    {
      name: 'an inline drawing is no social image (no crawler loads it)',
      seo: { og_image: 'data:image/svg+xml,%3Csvg%2F%3E' },
      og: [],
      twitter: ['summary'],
    },
    {
      name: 'a script address is no social image',
      seo: { og_image: 'javascript:alert(1)' },
      og: [],
      twitter: ['summary'],
    },
  ])('$name', ({ seo, og, twitter }) => {
    const tags = seoHeadTags(
      { ...home, content: { ...home.content, seo: { ...seededHomeSeo, ...seo } } },
      deDe,
    );
    const content = (name: string) =>
      only(tags, byName(name)).map((tag) => ('content' in tag ? tag.content : ''));
    expect([...content('og:image'), ...content('og:image:width'), ...content('og:image:height')]).toEqual(og);
    expect([...content('twitter:card'), ...content('twitter:image')]).toEqual(twitter);
  });

  it('fills the cards from the plain fields where their own are empty', () => {
    const tags = seoHeadTags(czechPrivacy, csCz);
    const content = (name: string) =>
      only(tags, byName(name)).map((tag) => ('content' in tag ? tag.content : ''));
    expect(content('twitter:title')).toEqual(['Zásady ochrany osobních údajů | Lumen Optika']);
    expect(content('twitter:description')).toEqual([
      'Jak zpracováváme vaše údaje v e-shopu a na pobočkách a jaká máte práva.',
    ]);
    expect(content('og:locale')).toEqual(['cs_CZ']);
  });

  it('leaves out a description no field gives', () => {
    const tags = seoHeadTags({ name: 'Versand', full_slug: 'de-de/versand', content: {} }, deDe);
    expect(
      only(tags, (tag) => 'content' in tag && /description/.test('name' in tag ? tag.name : tag.property)),
    ).toEqual([]);
  });
});
