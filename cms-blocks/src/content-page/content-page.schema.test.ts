import { describe, expect, it } from 'vitest';
import {
  contentPageDraftFixture,
  contentPageFixtures,
  contentPageSeededFixture,
  serviceNavigation,
} from './content-page.fixtures.ts';
import { ContentPageContentSchema } from './content-page.schema.ts';

const intro = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Alles über Ihre Brille.' }] }],
};
const teaser = { _uid: 't1', component: 'hero_teaser', headline: 'Sehtest' };
const navigationLink = (fields: object = {}) => ({
  _uid: 'n1',
  component: 'side_navigation_link',
  label: 'Kontaktlinsen',
  link: {
    id: 'daf8',
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: 'de-de/service/gebrauchsanweisungen/kontaktlinsen',
  },
  ...fields,
});

/** The smallest valid page as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'p1', component: 'content_page', title: 'Brillen-Ratgeber', body: [teaser] };

describe('§2 content page layout, §3 CMS story: content page content', () => {
  it('parses the seeded de-de frame guide: title, rich-text intro, the body’s raw blocks; SEO fields are the head’s', () => {
    const content = ContentPageContentSchema.parse(contentPageSeededFixture);
    expect(content.title).toBe('Brillen-Ratgeber');
    expect(content.intro?.content.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
    ]);
    expect(content.body).toEqual(contentPageSeededFixture.body);
    expect(content).not.toHaveProperty('seo');
    expect(content).not.toHaveProperty('robots');
  });

  it('parses the side navigation with its title and story links as shop paths (§2)', () => {
    const content = ContentPageContentSchema.parse({ ...minimal, ...serviceNavigation });
    expect(content.sideNavigation?.title).toBe('Service und Beratung');
    expect(content.sideNavigation?.links.map((item) => [item.label, item.link.href])).toEqual([
      ['Brillen-Ratgeber', '/global/navigation/brillen-ratgeber/'],
      ['Filialen', '/niederlassungen/'],
      ['Termin buchen', '/global/navigation/termin-buchen/'],
      ['Gebrauchsanweisungen', '/service/gebrauchsanweisungen/'],
    ]);
  });

  it('parses hide_title, for a page whose first block brings the h1 (the homepage hero)', () => {
    expect(ContentPageContentSchema.parse({ ...minimal, hide_title: true })).toMatchObject({
      hideTitle: true,
    });
  });

  it('passes a broken nested block through: the block renderer reports and skips it, the page stays', () => {
    const body = [teaser, null, { _uid: 'x' }];
    expect(ContentPageContentSchema.parse({ ...minimal, body }).body).toEqual(body);
  });

  it.for([
    {
      name: 'no optional field at all',
      fields: { body: undefined },
      expected: { title: 'Brillen-Ratgeber', body: [] },
    },
    {
      name: 'an empty intro and an untouched side navigation, as Storyblok sends them',
      fields: { intro: '', hide_title: false, side_navigation_title: '', side_navigation: [] },
      expected: { title: 'Brillen-Ratgeber', body: [teaser] },
    },
    {
      name: 'an intro of one empty paragraph',
      fields: { intro: { type: 'doc', content: [{ type: 'paragraph' }] } },
      expected: { title: 'Brillen-Ratgeber', body: [teaser] },
    },
    {
      name: 'a navigation title without links',
      fields: { side_navigation_title: 'Service' },
      expected: { title: 'Brillen-Ratgeber', body: [teaser] },
    },
  ])('leaves the optional props out for $name', ({ fields, expected }) => {
    expect(ContentPageContentSchema.parse({ ...minimal, ...fields })).toEqual(expected);
  });

  it('keeps an intro with text', () => {
    expect(ContentPageContentSchema.parse({ ...minimal, intro }).intro).toEqual(intro);
  });

  it.for([
    { name: 'a missing title', fields: { title: undefined }, paths: ['title'] },
    { name: 'a blank title', fields: { title: '  ' }, paths: ['title'] },
    { name: 'a body that is not a list', fields: { body: 'hero' }, paths: ['body'] },
    { name: 'an intro that is not rich text', fields: { intro: 'Willkommen' }, paths: ['intro'] },
    {
      name: 'a script link in the intro',
      fields: {
        intro: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'hier',
                  marks: [{ type: 'link', attrs: { href: 'javascript:x', linktype: 'url' } }],
                },
              ],
            },
          ],
        },
      },
      paths: ['intro.content.0.content.0.marks.0.attrs.href'],
    },
    {
      name: 'a side navigation without a title',
      fields: { side_navigation: [navigationLink()] },
      paths: ['side_navigation_title'],
    },
    {
      name: 'a navigation link going nowhere',
      fields: {
        side_navigation_title: 'Service',
        side_navigation: [navigationLink({ link: { linktype: 'story', cached_url: '' } })],
      },
      paths: ['side_navigation.0.link'],
    },
    {
      name: 'a navigation link without text',
      fields: { side_navigation_title: 'Service', side_navigation: [navigationLink({ label: '' })] },
      paths: ['side_navigation.0.label'],
    },
    { name: 'hide_title that is not a checkbox', fields: { hide_title: 'ja' }, paths: ['hide_title'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = ContentPageContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = ContentPageContentSchema.safeParse(contentPageDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'title',
      'intro.content.0.content.1.marks.0.attrs.href',
      'side_navigation_title',
    ]);
  });

  it.for(Object.entries(contentPageFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(ContentPageContentSchema.safeParse(blok).success).toBe(true);
  });
});
