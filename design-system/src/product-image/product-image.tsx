import {
  defaultImageHeight,
  imageBackgroundColours,
  imageBrightness,
  imageDensities,
  productImageUrl,
  type ImageBackground,
  type ImageFormat,
  type ImageModifiers,
} from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A product photograph from the shop's image endpoint (§7, §9). The URLs come from the domain's
 * builder at both §9 densities (1x and 2x, webp, quality 75), so a listing asks for exactly the URLs
 * the CDN caches; the endpoint draws only the sizes of the domain's presets, and the builder throws
 * for any other. The width and height attributes give the box its shape before the file arrives:
 * nothing below it moves. White and grey photographs are evened out with the §9 brightness, applied
 * to the whole element so that the background showing around a contained image matches the image's.
 */
export const productImageVariants = cva('block h-auto max-w-full', {
  variants: {
    fit: {
      /** The whole product shows; the background fills the rest (packshots). */
      contain: 'object-contain',
      /** The image fills its box, cropped at the edges (model and bust photographs). */
      cover: 'object-cover',
    },
  },
  defaultVariants: { fit: 'contain' },
});

/** Props of `ProductImage`: the image's hash and size, its §3 background, and an img's other props. */
export type ProductImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'children'
> &
  VariantProps<typeof productImageVariants> & {
    /** The image's content hash (md5 or sha256 hex, §3 `images[].hash`). */
    hash: string;
    /** What the image shows ("Nova Rund in Havanna, von vorne"); `""` when the text beside it says it all. */
    alt: string;
    /**
     * Width of the 1x image in CSS pixels, a preset's (`imagePresets.productTile.width`...); the 2x
     * image is twice as wide.
     */
    width: number;
    /** Height of the 1x image in CSS pixels, where the preset has one; else the §9 3:4 portrait (`ceil(width × 4 / 3)`). */
    height?: number;
    /** §3 `imageBackground`: the endpoint paints it and §9 sets the brightness from it. */
    background?: ImageBackground | null;
    /** §9 default 75; another only where the preset says so. */
    quality?: number;
    /** §9 default webp. */
    format?: ImageFormat;
    /** The image endpoint or a CDN in front of it; `/api/images` by default. */
    baseUrl?: string;
  };

export function ProductImage({
  hash,
  alt,
  width,
  height = defaultImageHeight(width),
  background,
  quality,
  format,
  baseUrl,
  fit,
  loading = 'lazy',
  decoding = 'async',
  className,
  style,
  ...props
}: ProductImageProps) {
  const modifiers: ImageModifiers = { width, height };
  if (quality !== undefined) modifiers.quality = quality;
  if (format !== undefined) modifiers.format = format;
  if (background) modifiers.bg = background;

  const urls = imageDensities.map((density) => ({
    density,
    url: productImageUrl(hash, modifiers, density, baseUrl),
  }));
  const brightness = imageBrightness(background);
  const fill =
    background === 'white' || background === 'grey' ? imageBackgroundColours[background] : undefined;
  const imageStyle: CSSProperties = {
    // The requested shape holds even if the file has another one; the background fills the rest.
    aspectRatio: `${width} / ${height}`,
    ...(fill && { backgroundColor: fill }),
    ...(brightness !== 1 && { filter: `brightness(${brightness})` }),
    ...style,
  };

  return (
    <img
      data-slot="product-image"
      data-background={background ?? undefined}
      src={urls[0]?.url}
      srcSet={urls.map(({ density, url }) => `${url} ${density}x`).join(', ')}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={cn(productImageVariants({ fit }), fill === undefined && 'bg-surface-muted', className)}
      style={imageStyle}
      {...props}
    />
  );
}
