import { describe, expect, it } from 'vitest';
import {
  defaultImageHeight,
  defaultImageQuality,
  imageDensities,
  imageDimensionLimits,
  imageHashPattern,
  imageQualityLimits,
  imageQueryString,
  imageRequestParameters,
  normaliseImageBg,
  parseImageRequest,
  productImageBasePath,
  productImageUrl,
  resolveImageRequest,
} from './image-url.ts';
import type { ImageModifiers, ImageRequestParseResult } from './image-url.ts';

const md5 = 'd41d8cd98f00b204e9800998ecf8427e';
const sha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('§9 image defaults', () => {
  it('§9 densities 1 and 2, quality 75; endpoint limits 1..4000 px and quality 1..100', () => {
    expect(imageDensities).toEqual([1, 2]);
    expect(defaultImageQuality).toBe(75);
    expect(imageDimensionLimits).toEqual({ min: 1, max: 4000 });
    expect(imageQualityLimits).toEqual({ min: 1, max: 100 });
    expect(productImageBasePath).toBe('/api/images');
    expect(imageRequestParameters).toEqual(['width', 'height', 'quality', 'bg', 'format']);
  });

  it.each([
    [300, 400],
    [400, 534],
    [100, 134],
    [1, 2],
    [2, 3],
    [3, 4],
    [3000, 4000],
  ])('§9 width without height: width %i gives height ceil(width×4/3) = %i', (width, height) => {
    expect(defaultImageHeight(width)).toBe(height);
  });

  it.each([
    [md5, true],
    [sha256, true],
    [md5.toUpperCase(), false],
    [md5.slice(1), false],
    [`${md5}0`, false],
    [`${sha256}0`, false],
    ['g'.repeat(32), false],
    [`../${md5.slice(3)}`, false],
    ['', false],
  ])('§9 hash types md5 and sha256: %j is an image hash: %s', (hash, valid) => {
    expect(imageHashPattern.test(hash)).toBe(valid);
  });
});

describe('§9 image bg values', () => {
  it.each([
    ['white', 'white'],
    ['grey', 'grey'],
    ['transparent', 'transparent'],
    ['#E7E7E7', '#e7e7e7'],
    ['e7e7e7', '#e7e7e7'],
    ['#eee', '#eeeeee'],
    ['abc', '#aabbcc'],
    ['gray', undefined],
    ['WHITE', undefined],
    ['#abcd', undefined],
    ['e7e7e7e', undefined],
    ['e7e7e7;', undefined],
    ['xe7e7e7', undefined],
    [' e7e7e7', undefined],
    ['##eeeeee', undefined],
    ['', undefined],
  ])('§9 bg: %j is spelled %j', (value, bg) => {
    expect(normaliseImageBg(value)).toBe(bg);
  });
});

describe('§9 resolving an image request', () => {
  it.each<[ImageModifiers, 1 | 2, object]>([
    [{ width: 400 }, 1, { width: 400, height: 534, quality: 75, format: 'webp' }],
    // 2x doubles the 1x image (2 × 534), it does not recompute ceil(800×4/3) = 1067.
    [{ width: 400 }, 2, { width: 800, height: 1068, quality: 75, format: 'webp' }],
    [{ width: 100 }, 2, { width: 200, height: 268, quality: 75, format: 'webp' }],
    [{ width: 1200, height: 630 }, 1, { width: 1200, height: 630, quality: 75, format: 'webp' }],
    [{ width: 1200, height: 630 }, 2, { width: 2400, height: 1260, quality: 75, format: 'webp' }],
    [{ width: 1, height: 1, quality: 1 }, 1, { width: 1, height: 1, quality: 1, format: 'webp' }],
    [
      { width: 4000, height: 4000, quality: 100 },
      1,
      { width: 4000, height: 4000, quality: 100, format: 'webp' },
    ],
    [{ width: 3000 }, 1, { width: 3000, height: 4000, quality: 75, format: 'webp' }],
    [{ width: 2000, height: 2000 }, 2, { width: 4000, height: 4000, quality: 75, format: 'webp' }],
    [{ width: 400, format: 'avif' }, 1, { width: 400, height: 534, quality: 75, format: 'avif' }],
    [{ width: 400, bg: 'grey' }, 1, { width: 400, height: 534, quality: 75, bg: 'grey', format: 'webp' }],
    [{ width: 400, bg: '#EEE' }, 1, { width: 400, height: 534, quality: 75, bg: '#eeeeee', format: 'webp' }],
  ])('§9 %j at %ix resolves to %j', (modifiers, density, request) => {
    expect(resolveImageRequest(modifiers, density)).toStrictEqual(request);
  });

  it('§9 density 1 is the default', () => {
    expect(resolveImageRequest({ width: 400 })).toStrictEqual(resolveImageRequest({ width: 400 }, 1));
  });

  it.each<[ImageModifiers, 1 | 2, RegExp]>([
    [{ width: 0 }, 1, /width 0 is out of range/],
    [{ width: 4001, height: 10 }, 1, /width 4001 is out of range/],
    [{ width: 400.5 }, 1, /width 400.5 is out of range/],
    [{ width: 2001, height: 10 }, 2, /width 4002 is out of range/],
    [{ width: 3001 }, 1, /height 4002 is out of range/],
    [{ width: 10, height: 0 }, 1, /height 0 is out of range/],
    [{ width: 10, height: 4001 }, 1, /height 4001 is out of range/],
    [{ width: 10, height: 2001 }, 2, /height 4002 is out of range/],
    [{ width: 10, quality: 0 }, 1, /quality 0 is out of range/],
    [{ width: 10, quality: 101 }, 1, /quality 101 is out of range/],
    [{ width: 10, quality: 75.5 }, 1, /quality 75.5 is out of range/],
    [{ width: 10, bg: 'gray' }, 1, /bg "gray" is neither named nor a hex colour/],
  ])('§9 %j at %ix is a programming error', (modifiers, density, message) => {
    expect(() => resolveImageRequest(modifiers, density)).toThrow(message);
  });
});

describe('§7 the product image URL (a base image URL with width, height, quality, bg parameters)', () => {
  it.each([
    [
      { width: 400, height: 534, quality: 75, format: 'webp' } as const,
      'width=400&height=534&quality=75&format=webp',
    ],
    [
      { width: 400, height: 534, quality: 60, bg: 'white', format: 'png' } as const,
      'width=400&height=534&quality=60&bg=white&format=png',
    ],
    [
      { width: 400, height: 534, quality: 75, bg: '#e7e7e7', format: 'webp' } as const,
      'width=400&height=534&quality=75&bg=e7e7e7&format=webp',
    ],
  ])('§7 the query of %j is %s', (request, query) => {
    expect(imageQueryString(request)).toBe(query);
  });

  it.each<[string, ImageModifiers, 1 | 2, string | undefined, string]>([
    [md5, { width: 400 }, 1, undefined, `/api/images/${md5}?width=400&height=534&quality=75&format=webp`],
    [
      md5,
      { width: 400, bg: 'white' },
      2,
      undefined,
      `/api/images/${md5}?width=800&height=1068&quality=75&bg=white&format=webp`,
    ],
    [
      sha256,
      { width: 160, quality: 80, format: 'jpg' },
      1,
      'https://cdn.lumen-optik.example/img/',
      `https://cdn.lumen-optik.example/img/${sha256}?width=160&height=214&quality=80&format=jpg`,
    ],
    [
      md5,
      { width: 160, bg: 'transparent' },
      1,
      'https://cdn.lumen-optik.example/img//',
      `https://cdn.lumen-optik.example/img/${md5}?width=160&height=214&quality=75&bg=transparent&format=webp`,
    ],
  ])('§7/§9 %s with %j at %ix on %s is %s', (hash, modifiers, density, baseUrl, url) => {
    expect(productImageUrl(hash, modifiers, density, baseUrl)).toBe(url);
  });

  it('§9 density 1 is the default', () => {
    expect(productImageUrl(md5, { width: 400 })).toBe(
      `/api/images/${md5}?width=400&height=534&quality=75&format=webp`,
    );
  });

  it.each([md5.toUpperCase(), '', '../etc/passwd', `${md5}/x`])('§9 %j is no image hash', (hash) => {
    expect(() => productImageUrl(hash, { width: 400 })).toThrow(/is neither md5 nor sha256 hex/);
  });
});

function query(value: string): [string, string][] {
  return [...new URLSearchParams(value)];
}

describe('§7/§9 parsing an image request on the server', () => {
  it.each<[string, string, ImageRequestParseResult]>([
    [md5, 'width=400', { ok: true, request: { width: 400, height: 534, quality: 75, format: 'webp' } }],
    [
      sha256,
      'width=400&height=534&quality=75&bg=white&format=webp',
      { ok: true, request: { width: 400, height: 534, quality: 75, bg: 'white', format: 'webp' } },
    ],
    [
      md5,
      'format=png&bg=e7e7e7&quality=1&height=1&width=1',
      { ok: true, request: { width: 1, height: 1, quality: 1, bg: '#e7e7e7', format: 'png' } },
    ],
    [
      md5,
      'width=4000&height=4000&quality=100&bg=transparent&format=jpeg',
      { ok: true, request: { width: 4000, height: 4000, quality: 100, bg: 'transparent', format: 'jpeg' } },
    ],
    [md5, 'width=3000', { ok: true, request: { width: 3000, height: 4000, quality: 75, format: 'webp' } }],
    [
      md5,
      'width=400&bg=grey',
      { ok: true, request: { width: 400, height: 534, quality: 75, bg: 'grey', format: 'webp' } },
    ],
  ])('§9 %s?%s is accepted', (hash, search, result) => {
    expect(parseImageRequest(hash, query(search))).toStrictEqual(result);
  });

  it.each<[string, string, string, string]>([
    ['', 'width=400', 'hash', 'missing'],
    [md5.toUpperCase(), 'width=400', 'hash', 'invalid'],
    ['not-a-hash', 'width=400', 'hash', 'invalid'],
    [md5, '', 'width', 'missing'],
    [md5, 'height=400', 'width', 'missing'],
    [md5, 'width=', 'width', 'invalid'],
    [md5, 'width=abc', 'width', 'invalid'],
    [md5, 'width=-1', 'width', 'invalid'],
    [md5, 'width=1.5', 'width', 'invalid'],
    [md5, 'width=4e2', 'width', 'invalid'],
    [md5, 'width=%2B400', 'width', 'invalid'],
    [md5, 'width=%20400', 'width', 'invalid'],
    [md5, 'width=0400', 'width', 'invalid'],
    [md5, 'width=0', 'width', 'out-of-range'],
    [md5, 'width=4001&height=10', 'width', 'out-of-range'],
    [md5, `width=${'9'.repeat(400)}&height=10`, 'width', 'out-of-range'],
    // Without a height, the height ceil(3001×4/3) = 4002 comes from the width.
    [md5, 'width=3001', 'width', 'out-of-range'],
    [md5, 'width=400&height=', 'height', 'invalid'],
    [md5, 'width=400&height=x', 'height', 'invalid'],
    [md5, 'width=400&height=0', 'height', 'out-of-range'],
    [md5, 'width=400&height=4001', 'height', 'out-of-range'],
    [md5, 'width=400&quality=', 'quality', 'invalid'],
    [md5, 'width=400&quality=high', 'quality', 'invalid'],
    [md5, 'width=400&quality=0', 'quality', 'out-of-range'],
    [md5, 'width=400&quality=101', 'quality', 'out-of-range'],
    [md5, 'width=400&bg=', 'bg', 'invalid'],
    [md5, 'width=400&bg=gray', 'bg', 'invalid'],
    [md5, 'width=400&bg=%23e7e7e7', 'bg', 'invalid'],
    [md5, 'width=400&bg=E7E7E7', 'bg', 'invalid'],
    [md5, 'width=400&bg=eee', 'bg', 'invalid'],
    [md5, 'width=400&format=', 'format', 'invalid'],
    [md5, 'width=400&format=tiff', 'format', 'invalid'],
    [md5, 'width=400&format=WEBP', 'format', 'invalid'],
    [md5, 'width=400&width=800', 'width', 'repeated'],
    [md5, 'width=400&format=png&format=webp', 'format', 'repeated'],
    [md5, 'width=400&dpr=2', 'dpr', 'unknown'],
    [md5, 'cachebust=1&width=x', 'cachebust', 'unknown'],
    [md5, 'width=x&cachebust=1', 'cachebust', 'unknown'],
    [md5.toUpperCase(), 'cachebust=1', 'hash', 'invalid'],
    [md5, 'width=x&height=x', 'width', 'invalid'],
    [md5, 'width=400&height=x&quality=x', 'height', 'invalid'],
    [md5, 'width=400&quality=x&bg=x', 'quality', 'invalid'],
    [md5, 'width=400&bg=x&format=x', 'bg', 'invalid'],
  ])('§9 %s?%s is refused: %s is %s', (hash, search, parameter, reason) => {
    expect(parseImageRequest(hash, query(search))).toStrictEqual({ ok: false, parameter, reason });
  });

  it('§7 every URL the builder writes is accepted as the same request', () => {
    for (const modifiers of [
      { width: 400 },
      { width: 160, quality: 80, format: 'jpg', bg: '#EEE' },
      { width: 1200, height: 630, bg: 'transparent', format: 'png' },
    ] as const satisfies readonly ImageModifiers[]) {
      for (const density of imageDensities) {
        const url = productImageUrl(md5, modifiers, density);
        const search = url.slice(url.indexOf('?') + 1);
        expect(parseImageRequest(md5, query(search))).toStrictEqual({
          ok: true,
          request: resolveImageRequest(modifiers, density),
        });
      }
    }
  });
});
