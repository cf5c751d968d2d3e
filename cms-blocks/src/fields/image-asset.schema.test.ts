import { describe, expect, it } from 'vitest';
import { imageAssetSchema, storyblokAssetSize } from './image-asset.schema.ts';

const fallback = { width: 1600, height: 900 };
const ImageAssetSchema = imageAssetSchema(fallback);
const inlineSvg = 'data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%2010%2010%22%2F%3E';

/** The image of the seeded de-de eye test teaser (api/src/seed/content/illustrations.ts), copied. */
const seededTeaserImage = {
  id: 596875525,
  alt: 'Sehtafel mit Buchstaben in abnehmender Größe',
  name: '',
  focus: '',
  title: '',
  source: '',
  filename:
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%201600%20900%22%20width%3D%221600%22%20height%3D%22900%22%3E%3Crect%20width%3D%221600%22%20height%3D%22900%22%20fill%3D%22%23e3f0f0%22%2F%3E%3Crect%20x%3D%22500%22%20y%3D%2260%22%20width%3D%22600%22%20height%3D%22780%22%20rx%3D%2224%22%20fill%3D%22%23fff%22%20stroke%3D%22%230d5c63%22%20stroke-width%3D%228%22%2F%3E%3Cg%20font-family%3D%22Arial%2C%20sans-serif%22%20font-weight%3D%22700%22%20fill%3D%22%2317212b%22%20text-anchor%3D%22middle%22%3E%3Ctext%20x%3D%22800%22%20y%3D%22250%22%20font-size%3D%22170%22%3EE%3C%2Ftext%3E%3Ctext%20x%3D%22800%22%20y%3D%22420%22%20font-size%3D%22110%22%20letter-spacing%3D%2240%22%3EF%20P%3C%2Ftext%3E%3Ctext%20x%3D%22800%22%20y%3D%22550%22%20font-size%3D%2276%22%20letter-spacing%3D%2228%22%3ET%20O%20Z%3C%2Ftext%3E%3Ctext%20x%3D%22800%22%20y%3D%22650%22%20font-size%3D%2252%22%20letter-spacing%3D%2220%22%3EL%20P%20E%20D%3C%2Ftext%3E%3C%2Fg%3E%3C%2Fsvg%3E',
  copyright: 'Lumen Optik',
  fieldtype: 'asset',
  meta_data: {},
  is_external_url: false,
};

describe('§2 content blocks: Storyblok asset size from its URL', () => {
  it.for([
    ['https://a.storyblok.com/f/12345/1600x900/abc/file.jpg', { width: 1600, height: 900 }],
    [
      'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.webp',
      { width: 3840, height: 2160 },
    ],
    ['https://a.storyblok.com/f/12345/800x1200/abc/portrait.png?cv=1717171717', { width: 800, height: 1200 }],
    // The image service appends its own size after the original's: the original counts.
    [
      'https://a.storyblok.com/f/12345/1600x900/abc/file.jpg/m/800x0/filters:quality(75)',
      { width: 1600, height: 900 },
    ],
    ['https://a.storyblok.com/f/12345/0x900/abc/file.jpg', undefined],
    ['https://a.storyblok.com/f/12345/abc/file.jpg', undefined],
    ['https://images.example.com/brille.jpg?size=1600x900', undefined],
    ['data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%2010%2010%22%2F%3E', undefined],
  ] as const)('%s gives %o', ([url, size]) => {
    expect(storyblokAssetSize(url)).toEqual(size);
  });
});

describe('§2 content blocks: Storyblok asset field to image', () => {
  it.for([
    {
      name: 'a Storyblok asset keeps its URL and alt text and takes its size from the path',
      asset: {
        id: 1,
        filename: 'https://a.storyblok.com/f/12345/1200x630/abc/file.jpg',
        alt: 'Brille',
        fieldtype: 'asset',
      },
      image: {
        src: 'https://a.storyblok.com/f/12345/1200x630/abc/file.jpg',
        alt: 'Brille',
        width: 1200,
        height: 630,
      },
    },
    {
      name: 'an external URL without a size takes the fallback size',
      asset: { filename: 'https://cdn.example.com/hero.jpg', alt: 'Sehtest' },
      image: { src: 'https://cdn.example.com/hero.jpg', alt: 'Sehtest', ...fallback },
    },
    {
      name: 'a missing alt text makes the image decorative',
      asset: { filename: 'https://a.storyblok.com/f/12345/1600x900/abc/file.jpg', alt: null },
      image: {
        src: 'https://a.storyblok.com/f/12345/1600x900/abc/file.jpg',
        alt: '',
        width: 1600,
        height: 900,
      },
    },
  ])('$name', ({ asset, image }) => {
    expect(ImageAssetSchema.parse(asset)).toEqual(image);
  });

  it.for([
    {
      name: 'a Storyblok asset shown 800 wide comes through the image service at 1x and 2x (§9)',
      asset: {
        filename: 'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.jpg',
        alt: 'Sonnenbrillen am Strand',
      },
      image: {
        src: 'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.jpg/m/800x450/filters:quality(75):format(webp)',
        srcSet:
          'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.jpg/m/800x450/filters:quality(75):format(webp) 1x, ' +
          'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.jpg/m/1600x900/filters:quality(75):format(webp) 2x',
        alt: 'Sonnenbrillen am Strand',
        width: 800,
        height: 450,
      },
    },
    {
      name: 'a protocol-relative Storyblok asset of older content is read as https',
      asset: { filename: '//a.storyblok.com/f/12345/1600x900/abc/file.png', alt: 'Brille' },
      image: {
        src: 'https://a.storyblok.com/f/12345/1600x900/abc/file.png/m/800x450/filters:quality(75):format(webp)',
        srcSet:
          'https://a.storyblok.com/f/12345/1600x900/abc/file.png/m/800x450/filters:quality(75):format(webp) 1x, ' +
          'https://a.storyblok.com/f/12345/1600x900/abc/file.png/m/1600x900/filters:quality(75):format(webp) 2x',
        alt: 'Brille',
        width: 800,
        height: 450,
      },
    },
    {
      name: 'an inline SVG drawing (the seed’s illustrations) passes through at the fallback size',
      asset: { filename: inlineSvg, alt: 'Sehtafel mit Buchstaben in abnehmender Größe' },
      image: { src: inlineSvg, alt: 'Sehtafel mit Buchstaben in abnehmender Größe', ...fallback },
    },
  ])('$name', ({ asset, image }) => {
    expect(imageAssetSchema(fallback, { displayWidth: 800 }).parse(asset)).toEqual(image);
  });

  it('parses a copy of a seeded hero teaser image as it is', () => {
    expect(imageAssetSchema(fallback, { displayWidth: 800 }).parse(seededTeaserImage)).toEqual({
      src: seededTeaserImage.filename,
      alt: 'Sehtafel mit Buchstaben in abnehmender Größe',
      ...fallback,
    });
  });

  it.for([
    {
      name: 'an empty asset (no image chosen)',
      asset: { id: null, filename: '', alt: null },
      path: ['filename'],
    },
    { name: 'a null filename', asset: { filename: null }, path: ['filename'] },
    { name: 'a filename that is not a string', asset: { filename: 42 }, path: ['filename'] },
    { name: 'no asset object at all', asset: 'hero.jpg', path: [] },
    { name: 'a script address', asset: { filename: 'javascript:alert(1)' }, path: ['filename'] },
    { name: 'an inline HTML document', asset: { filename: 'data:text/html,<h1>x</h1>' }, path: ['filename'] },
    {
      name: 'a file on the editor’s disk',
      asset: { filename: 'file:///C:/Bilder/hero.jpg' },
      path: ['filename'],
    },
    { name: 'a name without an address', asset: { filename: 'hero.jpg' }, path: ['filename'] },
  ])('rejects $name', ({ asset, path }) => {
    const result = ImageAssetSchema.safeParse(asset);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });
});
