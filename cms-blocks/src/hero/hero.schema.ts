import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { ctaFields, ctaOf, withCta } from '../fields/cta.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

export const heroThemes = ['light', 'dark'] as const;
export type HeroTheme = (typeof heroThemes)[number];

export const heroHeadingLevels = [1, 2, 3] as const;
export type HeroHeadingLevel = (typeof heroHeadingLevels)[number];

const headingLevelOption = { h1: 1, h2: 2, h3: 3 } as const satisfies Record<string, HeroHeadingLevel>;

/**
 * The hero block's CMS content (Storyblok field names) parsed into the `Hero` component's props.
 * Option fields an editor left empty arrive as "" and are left out (the component's defaults
 * apply); a call to action needs both its label and its link.
 */
export const HeroContentSchema = withCta(
  z.object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    // Heroes are wide: a 16:9 image unless its URL tells its size.
    image: imageAssetSchema({ width: 1600, height: 900 }),
    ...ctaFields,
    theme: z.enum(['', ...heroThemes]).optional(),
    heading_level: z.enum(['', 'h1', 'h2', 'h3']).optional(),
  }),
).transform((content) => {
  const text = content.text?.trim();
  const cta = ctaOf(content);
  return {
    headline: content.headline,
    ...(text ? { text } : {}),
    image: content.image,
    ...(cta ? { cta: { label: cta.label, href: cta.link.href } } : {}),
    ...(content.theme ? { theme: content.theme } : {}),
    ...(content.heading_level ? { headingLevel: headingLevelOption[content.heading_level] } : {}),
  };
});
export type HeroContent = z.infer<typeof HeroContentSchema>;

/** The hero block as the content API delivers it. */
export type HeroBlok = BlokOf<'hero', typeof HeroContentSchema>;
