import { imageBackgrounds } from '../entities/product.ts';
import type { ImageBackground } from '../entities/product.ts';
import { defaultImageFormat, isImageFormat } from './image-format.ts';
import type { ImageFormat } from './image-format.ts';
import {
  defaultImageHeight,
  defaultImageQuality,
  isProductImageSize,
  unofferedImageSize,
} from './image-sizes.ts';
import type { ImageDensity, ImageSizeParameter } from './image-sizes.ts';

/**
 * What a resolved request may ask for at all (design decision: the spec names no limits). 4000 px
 * covers a 2x zoom of the largest gallery image. The product image endpoint draws far less, only
 * `productImageSizes`; these limits are for the content image host, which sizes to any request.
 */
export const imageDimensionLimits = { min: 1, max: 4000 } as const;
export const imageQualityLimits = { min: 1, max: 100 } as const;

/** §9 hash types: an image is addressed by the md5 (32) or sha256 (64) lowercase hex of its content. */
export const imageHashPattern = /^(?:[0-9a-f]{32}|[0-9a-f]{64})$/;

/** Where the api serves product images: `GET /api/images/{hash}?width=…` (ARCHITECTURE "media"). */
export const productImageBasePath = '/api/images';

/** A `bg` value: a named product background (§3) or a `#rrggbb` colour. */
export type ImageBg = ImageBackground | `#${string}`;

/** What a caller asks for; everything but the width has a default. */
export interface ImageModifiers {
  width: number;
  height?: number;
  quality?: number;
  /** A named background or a hex colour (`#e7e7e7`, `e7e7e7`, `#eee`). */
  bg?: string;
  format?: ImageFormat;
}

/** A fully resolved image request: what the endpoint's URL carries and its renderer needs. */
export interface ImageRequest {
  width: number;
  height: number;
  quality: number;
  bg?: ImageBg;
  format: ImageFormat;
}

const hexColour = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A `bg` value in its one canonical spelling (named, or `#rrggbb` in lowercase), or undefined when
 * it is neither. One spelling per colour keeps the CDN from caching the same image twice.
 */
export function normaliseImageBg(value: string): ImageBg | undefined {
  if ((imageBackgrounds as readonly string[]).includes(value)) return value as ImageBackground;
  if (!hexColour.test(value)) return undefined;
  const hex = value.replace('#', '').toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}

function bgQueryValue(bg: ImageBg): string {
  return bg.replace('#', '');
}

function isWithin(value: number, limits: { readonly min: number; readonly max: number }): boolean {
  return Number.isInteger(value) && value >= limits.min && value <= limits.max;
}

/**
 * Applies the §9 defaults (height from width, quality 75, webp) and a density (2 doubles both
 * dimensions of the 1x image, so 1x and 2x keep exactly the same shape). Values outside
 * `imageDimensionLimits` and `imageQualityLimits` are a programming error, so they throw.
 */
export function resolveImageRequest(modifiers: ImageModifiers, density: ImageDensity = 1): ImageRequest {
  const width = modifiers.width * density;
  const height = (modifiers.height ?? defaultImageHeight(modifiers.width)) * density;
  const quality = modifiers.quality ?? defaultImageQuality;
  if (!isWithin(width, imageDimensionLimits)) throw new RangeError(`Image width ${width} is out of range`);
  if (!isWithin(height, imageDimensionLimits)) throw new RangeError(`Image height ${height} is out of range`);
  if (!isWithin(quality, imageQualityLimits))
    throw new RangeError(`Image quality ${quality} is out of range`);
  const request: ImageRequest = { width, height, quality, format: modifiers.format ?? defaultImageFormat };
  if (modifiers.bg !== undefined) {
    const bg = normaliseImageBg(modifiers.bg);
    if (bg === undefined)
      throw new RangeError(`Image bg "${modifiers.bg}" is neither named nor a hex colour`);
    request.bg = bg;
  }
  return request;
}

/**
 * The query of an image URL, always in the order width, height, quality, bg, format so that one
 * image has one URL. A hex bg travels without its `#`, which a URL would otherwise need escaped.
 */
export function imageQueryString(request: ImageRequest): string {
  const parts = [`width=${request.width}`, `height=${request.height}`, `quality=${request.quality}`];
  if (request.bg !== undefined) parts.push(`bg=${bgQueryValue(request.bg)}`);
  parts.push(`format=${request.format}`);
  return parts.join('&');
}

/**
 * The URL of a product image on the shop's image endpoint (§7 "a base image URL with width, height,
 * quality, bg parameters"): `{baseUrl}/{hash}?width=320&height=427&quality=75&bg=white&format=webp`.
 * `baseUrl` is `/api/images` or a CDN in front of it. The endpoint draws only `productImageSizes`,
 * so any other size is a programming error and throws: the page would show a broken image.
 */
export function productImageUrl(
  hash: string,
  modifiers: ImageModifiers,
  density: ImageDensity = 1,
  baseUrl: string = productImageBasePath,
): string {
  if (!imageHashPattern.test(hash)) throw new Error(`Image hash "${hash}" is neither md5 nor sha256 hex`);
  const request = resolveImageRequest(modifiers, density);
  if (!isProductImageSize(request)) {
    throw new RangeError(
      `Image size ${request.width}×${request.height} at quality ${request.quality} is not one the image endpoint draws: use an image preset or add one (imagePresets)`,
    );
  }
  return `${baseUrl.replace(/\/+$/, '')}/${hash}?${imageQueryString(request)}`;
}

export const imageRequestParameters = ['width', 'height', 'quality', 'bg', 'format'] as const;
export type ImageRequestParameter = (typeof imageRequestParameters)[number];

/** Why the image endpoint refuses a request, naming the parameter at fault. */
export type ImageRequestRefusal =
  | {
      ok: false;
      parameter: ImageRequestParameter | 'hash';
      reason: 'missing' | 'invalid' | 'repeated';
    }
  /** A size outside `productImageSizes`, with the values the parameter may take there. */
  | { ok: false; parameter: ImageSizeParameter; reason: 'not-offered'; offered: readonly number[] }
  /** Unknown parameters are refused: each one would otherwise be another CDN cache entry. */
  | { ok: false; parameter: string; reason: 'unknown' };

export type ImageRequestParseResult = { ok: true; request: ImageRequest } | ImageRequestRefusal;

// Digits only and no leading zero: `0400`, `4e2`, `+400` and ` 400` would each be another cache key.
const wholeNumber = /^(?:0|[1-9]\d*)$/;

/**
 * The server side of `productImageUrl`: validates `GET /api/images/{hash}?…` and applies the same
 * §9 defaults; only `productImageSizes` are accepted. The query is any iterable of name/value
 * pairs, such as a `URLSearchParams`. Problems are reported in a fixed order, the first one found:
 * the hash, unknown or repeated parameters in query order, a missing width, a width, height or
 * quality that is no whole number, a size outside the table (width, then height, then quality),
 * then bg and format.
 */
export function parseImageRequest(
  hash: string,
  query: Iterable<readonly [string, string]>,
): ImageRequestParseResult {
  if (hash === '') return { ok: false, parameter: 'hash', reason: 'missing' };
  if (!imageHashPattern.test(hash)) return { ok: false, parameter: 'hash', reason: 'invalid' };

  const values = new Map<ImageRequestParameter, string>();
  for (const [name, value] of query) {
    if (!(imageRequestParameters as readonly string[]).includes(name)) {
      return { ok: false, parameter: name, reason: 'unknown' };
    }
    const parameter = name as ImageRequestParameter;
    if (values.has(parameter)) return { ok: false, parameter, reason: 'repeated' };
    values.set(parameter, value);
  }

  const rawWidth = values.get('width');
  if (rawWidth === undefined) return { ok: false, parameter: 'width', reason: 'missing' };
  for (const parameter of ['width', 'height', 'quality'] as const) {
    const raw = values.get(parameter);
    if (raw !== undefined && !wholeNumber.test(raw)) return { ok: false, parameter, reason: 'invalid' };
  }
  const width = Number(rawWidth);
  const rawHeight = values.get('height');
  const rawQuality = values.get('quality');
  const request: ImageRequest = {
    width,
    height: rawHeight === undefined ? defaultImageHeight(width) : Number(rawHeight),
    quality: rawQuality === undefined ? defaultImageQuality : Number(rawQuality),
    format: defaultImageFormat,
  };
  const unoffered = unofferedImageSize(request);
  if (unoffered) return { ok: false, ...unoffered, reason: 'not-offered' };

  const rawBg = values.get('bg');
  if (rawBg !== undefined) {
    const bg = normaliseImageBg(rawBg);
    // Only the spelling the builder writes (`white`, `e7e7e7`): `%23E7E7E7` or `eee` would be another cache key.
    if (bg === undefined || bgQueryValue(bg) !== rawBg)
      return { ok: false, parameter: 'bg', reason: 'invalid' };
    request.bg = bg;
  }

  const rawFormat = values.get('format');
  if (rawFormat !== undefined) {
    if (!isImageFormat(rawFormat)) return { ok: false, parameter: 'format', reason: 'invalid' };
    request.format = rawFormat;
  }

  return { ok: true, request };
}
