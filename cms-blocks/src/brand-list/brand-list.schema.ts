import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

/** Storyblok sends an asset field nobody filled as an asset without a filename. */
function isEmptyAsset(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'object' || !('filename' in value)) return false;
  return value.filename === null || value.filename === '';
}

/** A brand's logo, a 3:1 wordmark unless its URL tells its size; an empty asset field is no logo. */
const LogoSchema = z.preprocess(
  (value) => (isEmptyAsset(value) ? undefined : value),
  imageAssetSchema({ width: 600, height: 200 }, { displayWidth: 180 }).optional(),
);

/** One brand: a nested `brand_list_item` block. */
const BrandSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('brand_list_item'),
    name: z.string().trim().min(1, 'The brand name is required'),
    brand_id: z.string().optional(),
    link: MultilinkSchema.optional(),
    logo: LogoSchema,
  })
  .transform((brand) => {
    const brandId = brand.brand_id?.trim();
    return {
      id: brand._uid,
      name: brand.name,
      ...(brandId ? { brandId } : {}),
      ...(brand.link ? { link: brand.link } : {}),
      ...(brand.logo ? { logo: brand.logo } : {}),
    };
  });
export type Brand = z.infer<typeof BrandSchema>;

/**
 * The brand list's CMS content parsed into the `BrandList` component's props: a headline and the
 * brands, each with its name, its catalogue id, the link to its listing (the seed links the
 * listing filtered by the brand, `/brillen/?brand=1`) and, when an editor added one, its logo.
 */
export const BrandListContentSchema = z
  .object({
    headline: z.string().optional(),
    brands: z.array(BrandSchema).min(1, 'Add at least one brand'),
  })
  .transform((content) => {
    const headline = content.headline?.trim();
    return { ...(headline ? { headline } : {}), brands: content.brands };
  });
export type BrandListContent = z.infer<typeof BrandListContentSchema>;

/** The brand list block as the content API delivers it. */
export type BrandListBlok = BlokOf<'brand_list', typeof BrandListContentSchema>;
