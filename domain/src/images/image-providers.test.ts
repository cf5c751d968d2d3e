import { describe, expect, it } from 'vitest';
import { contentImageUrl, imageProviders, imageSrcSet, imageUrl } from './image-providers.ts';
import { imagePreset } from './image-sizes.ts';
import type { ImageModifiers } from './image-url.ts';

const md5 = 'd41d8cd98f00b204e9800998ecf8427e';
const asset = 'https://a.storyblok.com/f/1001/1600x900/4b1c2a/hero.jpg';

describe('§7 image providers', () => {
  it('§7 images come from the product image endpoint or the content image host', () => {
    expect(imageProviders).toEqual(['product', 'content']);
  });

  it.each(['cloudinary', '', 'Product', 'toString'])(
    '§8 unknown image provider %j is an error',
    (provider) => {
      expect(() => imageUrl(provider, md5, { width: 400 })).toThrow(`Unknown image provider "${provider}"`);
    },
  );
});

describe('§7 content images through the content image host', () => {
  it.each<[ImageModifiers, 1 | 2, string]>([
    [{ width: 400 }, 1, '/m/400x534/filters:quality(75):format(webp)'],
    [{ width: 400 }, 2, '/m/800x1068/filters:quality(75):format(webp)'],
    [{ width: 1200, height: 630, format: 'jpg' }, 1, '/m/1200x630/filters:quality(75):format(jpeg)'],
    [{ width: 100, format: 'jpeg', quality: 60 }, 1, '/m/100x134/filters:quality(60):format(jpeg)'],
    [{ width: 100, format: 'png' }, 1, '/m/100x134/filters:quality(75):format(png)'],
    [{ width: 100, format: 'avif' }, 1, '/m/100x134/filters:quality(75):format(avif)'],
    [{ width: 100, bg: 'white' }, 1, '/m/100x134/filters:quality(75):format(webp):fill(FFFFFF)'],
    [{ width: 100, bg: 'grey' }, 1, '/m/100x134/filters:quality(75):format(webp):fill(E7E7E7)'],
    [{ width: 100, bg: 'transparent' }, 1, '/m/100x134/filters:quality(75):format(webp):fill(transparent)'],
    [{ width: 100, bg: '#abc' }, 1, '/m/100x134/filters:quality(75):format(webp):fill(AABBCC)'],
  ])('§7/§9 %j at %ix appends %s', (modifiers, density, suffix) => {
    expect(contentImageUrl(asset, modifiers, density)).toBe(`${asset}${suffix}`);
    expect(imageUrl('content', asset, modifiers, density)).toBe(`${asset}${suffix}`);
  });

  it('§9 density 1 is the default', () => {
    expect(contentImageUrl(asset, { width: 400 })).toBe(
      `${asset}/m/400x534/filters:quality(75):format(webp)`,
    );
  });

  it.each(['gif', 'bmp'] as const)('§5 the content image host cannot deliver %s', (format) => {
    expect(() => contentImageUrl(asset, { width: 100, format })).toThrow(
      `Content images cannot be delivered as ${format}`,
    );
  });
});

describe('§9 image URLs and srcset by provider', () => {
  it('§9 a product image at density 1 and 2 on the default endpoint', () => {
    expect(imageUrl('product', md5, { width: 320, bg: 'white' })).toBe(
      `/api/images/${md5}?width=320&height=427&quality=75&bg=white&format=webp`,
    );
    expect(imageUrl('product', md5, { width: 320 }, 2)).toBe(
      `/api/images/${md5}?width=640&height=854&quality=75&format=webp`,
    );
  });

  it('§9 a product image behind a CDN', () => {
    expect(
      imageUrl('product', md5, { width: 160 }, 1, { productImageBaseUrl: 'https://img.lumen-optik.example' }),
    ).toBe(`https://img.lumen-optik.example/${md5}?width=160&height=214&quality=75&format=webp`);
  });

  it('§9 densities 1 and 2: the srcset doubles both dimensions', () => {
    expect(imageSrcSet('product', md5, { width: 320, bg: 'grey' })).toBe(
      `/api/images/${md5}?width=320&height=427&quality=75&bg=grey&format=webp 1x, ` +
        `/api/images/${md5}?width=640&height=854&quality=75&bg=grey&format=webp 2x`,
    );
    expect(imageSrcSet('product', md5, { width: 160 }, { productImageBaseUrl: 'https://img.example' })).toBe(
      `https://img.example/${md5}?width=160&height=214&quality=75&format=webp 1x, ` +
        `https://img.example/${md5}?width=320&height=428&quality=75&format=webp 2x`,
    );
    expect(imageSrcSet('content', asset, { width: 1200, height: 630 })).toBe(
      `${asset}/m/1200x630/filters:quality(75):format(webp) 1x, ` +
        `${asset}/m/2400x1260/filters:quality(75):format(webp) 2x`,
    );
  });

  it('§9 social image 1200×630 as jpg', () => {
    expect(imageUrl('product', md5, imagePreset('social'))).toBe(
      `/api/images/${md5}?width=1200&height=630&quality=75&format=jpg`,
    );
  });

  it('§8 an unknown provider is an error in a srcset too', () => {
    expect(() => imageSrcSet('cdn', md5, { width: 400 })).toThrow('Unknown image provider "cdn"');
  });
});
