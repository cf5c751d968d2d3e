import { describe, expect, it } from 'vitest';
import { faceScanDraftFixture, faceScanFixtures } from './face-scan.fixtures.ts';
import { FaceScanContentSchema } from './face-scan.schema.ts';

const listing = { linktype: 'story', fieldtype: 'multilink', cached_url: 'brillen/brillenfassungen' };

/** The smallest valid face scan as the CMS sends it, to vary one field at a time. */
const minimal = {
  _uid: 'f1',
  component: 'face_scan',
  headline: 'Welche Brillenform passt zu mir?',
  listing_link: listing,
};

describe('§2 content blocks: face scan content from the CMS', () => {
  it('parses snake_case CMS fields into camelCase props', () => {
    expect(
      FaceScanContentSchema.parse({ ...minimal, text: '  In einer Minute zur passenden Fassung.  ' }),
    ).toEqual({
      headline: 'Welche Brillenform passt zu mir?',
      text: 'In einer Minute zur passenden Fassung.',
      listingPath: '/brillen/brillenfassungen/',
    });
  });

  it.for([
    { name: 'a story link', link: listing, path: '/brillen/brillenfassungen/' },
    { name: 'a URL link holding a shop path', link: { linktype: 'url', url: '/salony/' }, path: '/salony/' },
  ])('§2 listing URLs: the listing of $name is $path', ({ link, path }) => {
    expect(FaceScanContentSchema.parse({ ...minimal, listing_link: link }).listingPath).toBe(path);
  });

  it.for([
    { name: 'a blank text', fields: { text: '  ' } },
    { name: 'no text', fields: {} },
  ])('leaves the text out for $name', ({ fields }) => {
    expect(FaceScanContentSchema.parse({ ...minimal, ...fields })).not.toHaveProperty('text');
  });

  it.for([
    { name: 'a missing headline', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank headline', fields: { headline: ' ' }, paths: ['headline'] },
    { name: 'no listing link', fields: { listing_link: undefined }, paths: ['listing_link'] },
    {
      name: 'an empty listing link',
      fields: { listing_link: { linktype: 'story', cached_url: '' } },
      paths: ['listing_link'],
    },
    {
      name: 'a listing on another site',
      fields: { listing_link: { linktype: 'url', url: 'https://example.com/brillen/' } },
      paths: ['listing_link'],
    },
    {
      name: 'a listing link with its own query',
      fields: { listing_link: { linktype: 'url', url: '/brillen/?sort=new-desc' } },
      paths: ['listing_link'],
    },
    {
      name: 'a story link with an anchor',
      fields: { listing_link: { linktype: 'story', cached_url: 'brillen', anchor: 'filter' } },
      paths: ['listing_link'],
    },
    {
      name: 'an email link',
      fields: { listing_link: { linktype: 'email', email: 'service@lumen-optik.de' } },
      paths: ['listing_link'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = FaceScanContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = FaceScanContentSchema.safeParse(faceScanDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['headline', 'listing_link']);
  });

  it.for(Object.entries(faceScanFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(FaceScanContentSchema.safeParse(blok).success).toBe(true);
  });
});
