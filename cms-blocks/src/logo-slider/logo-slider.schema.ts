import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

/** One logo: a nested `logo_slider_item` block, its image a 3:1 wordmark unless its URL tells its size. */
const LogoSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('logo_slider_item'),
    image: imageAssetSchema({ width: 600, height: 200 }, { displayWidth: 240 }),
    link: MultilinkSchema.optional(),
  })
  .superRefine((logo, context) => {
    // A logo is the slide's only content (and the link's only text): it must say whose it is.
    if (logo.image.alt === '') {
      context.addIssue({ code: 'custom', path: ['image', 'alt'], message: 'Name the brand in the alt text' });
    }
  })
  .transform((logo) => ({ id: logo._uid, image: logo.image, ...(logo.link ? { link: logo.link } : {}) }));
export type Logo = z.infer<typeof LogoSchema>;

/**
 * The logo slider's CMS content parsed into the `LogoSlider` component's props: a headline, the
 * partner or brand logos (each may link to the brand's listing) and `autoplay`, the editor's
 * checkbox for a slider that moves by itself (off unless ticked; WCAG 2.2.2 rules apply).
 */
export const LogoSliderContentSchema = z
  .object({
    headline: z.string().optional(),
    logos: z.array(LogoSchema).min(1, 'Add at least one logo'),
    autoplay: z.boolean().optional(),
  })
  .transform((content) => {
    const headline = content.headline?.trim();
    return {
      ...(headline ? { headline } : {}),
      logos: content.logos,
      ...(content.autoplay ? { autoplay: content.autoplay } : {}),
    };
  });
export type LogoSliderContent = z.infer<typeof LogoSliderContentSchema>;

/** The logo slider block as the content API delivers it. */
export type LogoSliderBlok = BlokOf<'logo_slider', typeof LogoSliderContentSchema>;
