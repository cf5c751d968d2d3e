import { describe, expect, it } from 'vitest';
import { contentImageSources, storyblokImageServiceAsset, type ImageSources } from './content-image.ts';

const asset = 'https://a.storyblok.com/f/287411/3840x2160/7c1e5b9a0f/sommer-kollektion.jpg';
const service = (size: string) => `${asset}/m/${size}/filters:quality(75):format(webp)`;
const inlineSvg = 'data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%201600%20900%22%2F%3E';

describe('§7 content image host: which images the image service transforms', () => {
  it.for([
    [asset, asset],
    [
      'https://a-us.storyblok.com/f/1/800x600/ab/brille.png',
      'https://a-us.storyblok.com/f/1/800x600/ab/brille.png',
    ],
    // The query would end up inside the service's path parameters.
    [`${asset}?cv=1717171717`, asset],
    [
      'https://a.storyblok.com/f/1/800x600/ab/brille.WEBP',
      'https://a.storyblok.com/f/1/800x600/ab/brille.WEBP',
    ],
    // Vector and animated images stay as they are.
    ['https://a.storyblok.com/f/1/800x600/ab/logo.svg', undefined],
    ['https://a.storyblok.com/f/1/800x600/ab/animation.gif', undefined],
    // Already through the service.
    [service('800x450'), undefined],
    ['https://cdn.example.com/f/1/800x600/ab/brille.jpg', undefined],
    ['https://a.storyblok.com.evil.example/f/1/brille.jpg', undefined],
    ['http://a.storyblok.com/f/1/800x600/ab/brille.jpg', undefined],
    ['/images/brille.jpg', undefined],
    [inlineSvg, undefined],
  ] as const)('%s → %s', ([src, transformable]) => {
    expect(storyblokImageServiceAsset(src)).toBe(transformable);
  });
});

describe('§9 image densities 1 and 2, webp, quality 75: content image sources', () => {
  it.for<{
    name: string;
    src: string;
    original: { width: number; height: number };
    displayWidth: number;
    sources: ImageSources;
  }>([
    {
      name: 'a large original gives 1x and 2x through the image service, in its own aspect ratio',
      src: asset,
      original: { width: 3840, height: 2160 },
      displayWidth: 800,
      sources: {
        src: service('800x450'),
        srcSet: `${service('800x450')} 1x, ${service('1600x900')} 2x`,
        width: 800,
        height: 450,
      },
    },
    {
      name: 'a portrait keeps its ratio (the 3:4 rule is for product images)',
      src: asset,
      original: { width: 1000, height: 1500 },
      displayWidth: 300,
      sources: {
        src: service('300x450'),
        srcSet: `${service('300x450')} 1x, ${service('600x900')} 2x`,
        width: 300,
        height: 450,
      },
    },
    {
      name: 'an original between 1x and 2x offers what it has, with its true density',
      src: asset,
      original: { width: 1200, height: 675 },
      displayWidth: 800,
      sources: {
        src: service('800x450'),
        srcSet: `${service('800x450')} 1x, ${service('1200x675')} 1.5x`,
        width: 800,
        height: 450,
      },
    },
    {
      name: 'an original smaller than the display width is never upscaled',
      src: asset,
      original: { width: 640, height: 480 },
      displayWidth: 800,
      sources: { src: service('640x480'), width: 640, height: 480 },
    },
    {
      name: 'a 2x beyond the image limit stops at 4000 pixels',
      src: asset,
      original: { width: 8000, height: 2000 },
      displayWidth: 2400,
      sources: {
        src: service('2400x600'),
        srcSet: `${service('2400x600')} 1x, ${service('4000x1000')} 1.67x`,
        width: 2400,
        height: 600,
      },
    },
    {
      name: 'an inline SVG drawing passes through at its size',
      src: inlineSvg,
      original: { width: 1600, height: 900 },
      displayWidth: 800,
      sources: { src: inlineSvg, width: 1600, height: 900 },
    },
    {
      name: 'an image of another host passes through',
      src: 'https://cdn.example.com/hero.jpg',
      original: { width: 1600, height: 900 },
      displayWidth: 800,
      sources: { src: 'https://cdn.example.com/hero.jpg', width: 1600, height: 900 },
    },
  ])('$name', ({ src, original, displayWidth, sources }) => {
    expect(contentImageSources(src, original, displayWidth)).toEqual(sources);
  });
});
