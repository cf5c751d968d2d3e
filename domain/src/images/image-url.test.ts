import { describe, expect, it } from 'vitest';
import { imageDensities, imagePresets } from './image-sizes.ts';
import {
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
  it('resolved requests stay within 1..4000 px and quality 1..100', () => {
    expect(imageDimensionLimits).toEqual({ min: 1, max: 4000 });
    expect(imageQualityLimits).toEqual({ min: 1, max: 100 });
    expect(productImageBasePath).toBe('/api/images');
    expect(imageRequestParameters).toEqual(['width', 'height', 'quality', 'bg', 'format']);
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
    [md5, { width: 320 }, 1, undefined, `/api/images/${md5}?width=320&height=427&quality=75&format=webp`],
    [
      md5,
      { width: 320, bg: 'white' },
      2,
      undefined,
      `/api/images/${md5}?width=640&height=854&quality=75&bg=white&format=webp`,
    ],
    [
      sha256,
      { width: 160, format: 'jpg' },
      1,
      'https://cdn.lumen-optik.example/img/',
      `https://cdn.lumen-optik.example/img/${sha256}?width=160&height=214&quality=75&format=jpg`,
    ],
    [
      md5,
      { width: 160, bg: 'transparent' },
      1,
      'https://cdn.lumen-optik.example/img//',
      `https://cdn.lumen-optik.example/img/${md5}?width=160&height=214&quality=75&bg=transparent&format=webp`,
    ],
    [
      md5,
      imagePresets.social,
      2,
      undefined,
      `/api/images/${md5}?width=2400&height=1260&quality=75&format=jpg`,
    ],
  ])('§7/§9 %s with %j at %ix on %s is %s', (hash, modifiers, density, baseUrl, url) => {
    expect(productImageUrl(hash, modifiers, density, baseUrl)).toBe(url);
  });

  it('§9 density 1 is the default', () => {
    expect(productImageUrl(md5, { width: 320 })).toBe(
      `/api/images/${md5}?width=320&height=427&quality=75&format=webp`,
    );
  });

  it.each<[ImageModifiers, 1 | 2, string]>([
    [{ width: 400 }, 1, '400×534 at quality 75'],
    [{ width: 200, height: 200, quality: 60, format: 'avif' }, 1, '200×200 at quality 60'],
    [{ width: 160, quality: 80 }, 1, '160×214 at quality 80'],
    [{ width: 320, height: 320 }, 1, '320×320 at quality 75'],
    [{ width: 1200 }, 1, '1200×1600 at quality 75'],
    [{ width: 640 }, 2, '1280×1708 at quality 75'],
  ])('§9 %j at %ix is no size the endpoint draws: a programming error', (modifiers, density, size) => {
    expect(() => productImageUrl(md5, modifiers, density)).toThrow(
      `Image size ${size} is not one the image endpoint draws`,
    );
  });

  it.each([md5.toUpperCase(), '', '../etc/passwd', `${md5}/x`])('§9 %j is no image hash', (hash) => {
    expect(() => productImageUrl(hash, { width: 320 })).toThrow(/is neither md5 nor sha256 hex/);
  });
});

function query(value: string): [string, string][] {
  return [...new URLSearchParams(value)];
}

describe('§7/§9 parsing an image request on the server', () => {
  it.each<[string, string, ImageRequestParseResult]>([
    [md5, 'width=320', { ok: true, request: { width: 320, height: 427, quality: 75, format: 'webp' } }],
    [
      sha256,
      'width=320&height=427&quality=75&bg=white&format=webp',
      { ok: true, request: { width: 320, height: 427, quality: 75, bg: 'white', format: 'webp' } },
    ],
    [
      md5,
      'format=png&bg=e7e7e7&quality=75&height=214&width=160',
      { ok: true, request: { width: 160, height: 214, quality: 75, bg: '#e7e7e7', format: 'png' } },
    ],
    [
      md5,
      'width=2400&height=1260&quality=75&bg=transparent&format=jpeg',
      { ok: true, request: { width: 2400, height: 1260, quality: 75, bg: 'transparent', format: 'jpeg' } },
    ],
    [md5, 'width=1600', { ok: true, request: { width: 1600, height: 2134, quality: 75, format: 'webp' } }],
    // The basket line at 2x: 320 wide like the 1x tile, one pixel higher.
    [
      md5,
      'width=320&height=428',
      { ok: true, request: { width: 320, height: 428, quality: 75, format: 'webp' } },
    ],
    [
      md5,
      'width=320&bg=grey',
      { ok: true, request: { width: 320, height: 427, quality: 75, bg: 'grey', format: 'webp' } },
    ],
  ])('§9 %s?%s is accepted', (hash, search, result) => {
    expect(parseImageRequest(hash, query(search))).toStrictEqual(result);
  });

  it.each<[string, string, string, string]>([
    ['', 'width=320', 'hash', 'missing'],
    [md5.toUpperCase(), 'width=320', 'hash', 'invalid'],
    ['not-a-hash', 'width=320', 'hash', 'invalid'],
    [md5, '', 'width', 'missing'],
    [md5, 'height=427', 'width', 'missing'],
    [md5, 'width=', 'width', 'invalid'],
    [md5, 'width=abc', 'width', 'invalid'],
    [md5, 'width=-1', 'width', 'invalid'],
    [md5, 'width=1.5', 'width', 'invalid'],
    [md5, 'width=4e2', 'width', 'invalid'],
    [md5, 'width=%2B400', 'width', 'invalid'],
    [md5, 'width=%20400', 'width', 'invalid'],
    [md5, 'width=0400', 'width', 'invalid'],
    [md5, 'width=320&height=', 'height', 'invalid'],
    [md5, 'width=320&height=x', 'height', 'invalid'],
    [md5, 'width=320&quality=', 'quality', 'invalid'],
    [md5, 'width=320&quality=high', 'quality', 'invalid'],
    // A malformed number is named before a size outside the table.
    [md5, 'width=400&quality=high', 'quality', 'invalid'],
    [md5, 'width=320&bg=', 'bg', 'invalid'],
    [md5, 'width=320&bg=gray', 'bg', 'invalid'],
    [md5, 'width=320&bg=%23e7e7e7', 'bg', 'invalid'],
    [md5, 'width=320&bg=E7E7E7', 'bg', 'invalid'],
    [md5, 'width=320&bg=eee', 'bg', 'invalid'],
    [md5, 'width=320&format=', 'format', 'invalid'],
    [md5, 'width=320&format=tiff', 'format', 'invalid'],
    [md5, 'width=320&format=WEBP', 'format', 'invalid'],
    [md5, 'width=320&width=640', 'width', 'repeated'],
    [md5, 'width=320&format=png&format=webp', 'format', 'repeated'],
    [md5, 'width=320&dpr=2', 'dpr', 'unknown'],
    [md5, 'cachebust=1&width=x', 'cachebust', 'unknown'],
    [md5, 'width=x&cachebust=1', 'cachebust', 'unknown'],
    [md5.toUpperCase(), 'cachebust=1', 'hash', 'invalid'],
    [md5, 'width=x&height=x', 'width', 'invalid'],
    [md5, 'width=320&height=x&quality=x', 'height', 'invalid'],
    [md5, 'width=320&quality=x&bg=x', 'quality', 'invalid'],
    [md5, 'width=320&bg=x&format=x', 'bg', 'invalid'],
  ])('§9 %s?%s is refused: %s is %s', (hash, search, parameter, reason) => {
    expect(parseImageRequest(hash, query(search))).toStrictEqual({ ok: false, parameter, reason });
  });

  const widths = [160, 224, 320, 448, 640, 800, 1200, 1600, 2400];
  it.each<[string, string, readonly number[]]>([
    ['width=400', 'width', widths],
    ['width=0', 'width', widths],
    ['width=4001&height=10', 'width', widths],
    [`width=${'9'.repeat(400)}&height=10`, 'width', widths],
    ['width=3000&height=4000&quality=100&format=avif', 'width', widths],
    ['width=200&height=200&quality=60&bg=grey&format=avif', 'width', widths],
    ['width=320&height=0', 'height', [427, 428]],
    ['width=320&height=4001', 'height', [427, 428]],
    // Without a height, ceil(1200 × 4 / 3) = 1600 comes from the width; the social image is 630 high.
    ['width=1200', 'height', [630]],
    ['width=320&quality=0', 'quality', [75]],
    ['width=320&quality=101', 'quality', [75]],
    ['width=160&height=214&quality=60', 'quality', [75]],
    ['width=400&bg=x', 'width', widths],
  ])('§9 ?%s is no size the endpoint draws: %s, offered %j', (search, parameter, offered) => {
    expect(parseImageRequest(md5, query(search))).toStrictEqual({
      ok: false,
      parameter,
      reason: 'not-offered',
      offered,
    });
  });

  it('§7 every URL the builder writes for a preset is accepted as the same request', () => {
    for (const preset of Object.values(imagePresets)) {
      for (const modifiers of [
        preset,
        { ...preset, format: 'avif', bg: '#EEE' },
        { ...preset, bg: 'transparent', format: 'png' },
      ] satisfies ImageModifiers[]) {
        for (const density of imageDensities) {
          const url = productImageUrl(md5, modifiers, density);
          const search = url.slice(url.indexOf('?') + 1);
          expect(parseImageRequest(md5, query(search))).toStrictEqual({
            ok: true,
            request: resolveImageRequest(modifiers, density),
          });
        }
      }
    }
  });
});
