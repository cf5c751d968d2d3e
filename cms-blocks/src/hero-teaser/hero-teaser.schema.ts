import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { ctaFields, ctaOf, withCta } from '../fields/cta.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

export const heroTeaserThemes = ['light', 'dark'] as const;
export type HeroTeaserTheme = (typeof heroTeaserThemes)[number];

/**
 * The hero teaser's CMS content parsed into the `HeroTeaser` component's props: a headline, a line
 * of text, an image (shown 16:9, cropped to fit; an inline drawing is taken as 4:3, the size the
 * seed draws teasers at) and an optional call to action, which needs both its label and its link.
 * An empty theme option is left out (light applies).
 */
export const HeroTeaserContentSchema = withCta(
  z.object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    // Shown at most 40 % of the page wide: the image service delivers 640 px and twice that.
    image: imageAssetSchema({ width: 1200, height: 900 }, { displayWidth: 640 }),
    ...ctaFields,
    theme: z.enum(['', ...heroTeaserThemes]).optional(),
  }),
).transform((content) => {
  const text = content.text?.trim();
  const cta = ctaOf(content);
  return {
    headline: content.headline,
    ...(text ? { text } : {}),
    image: content.image,
    ...(cta ? { cta } : {}),
    ...(content.theme ? { theme: content.theme } : {}),
  };
});
export type HeroTeaserContent = z.infer<typeof HeroTeaserContentSchema>;

/** The hero teaser block as the content API delivers it. */
export type HeroTeaserBlok = BlokOf<'hero_teaser', typeof HeroTeaserContentSchema>;
