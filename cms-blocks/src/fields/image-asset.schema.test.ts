import { describe, expect, it } from 'vitest';
import { imageAssetSchema, storyblokAssetSize } from './image-asset.schema.ts';

const fallback = { width: 1600, height: 900 };
const ImageAssetSchema = imageAssetSchema(fallback);

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
      name: 'an empty asset (no image chosen)',
      asset: { id: null, filename: '', alt: null },
      path: ['filename'],
    },
    { name: 'a null filename', asset: { filename: null }, path: ['filename'] },
    { name: 'a filename that is not a string', asset: { filename: 42 }, path: ['filename'] },
    { name: 'no asset object at all', asset: 'hero.jpg', path: [] },
  ])('rejects $name', ({ asset, path }) => {
    const result = ImageAssetSchema.safeParse(asset);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });
});
