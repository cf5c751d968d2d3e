import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

export const heroTeaserThemes = ['light', 'dark'] as const;
export type HeroTeaserTheme = (typeof heroTeaserThemes)[number];

/**
 * The hero teaser's CMS content parsed into the `HeroTeaser` component's props: a headline, a line
 * of text, an image (shown 16:9, cropped to fit; an inline drawing is taken as 4:3, the size the
 * seed draws teasers at) and an optional call to action, which needs both its label and its link.
 * An empty theme option is left out (light applies).
 */
export const HeroTeaserContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    // Shown at most 40 % of the page wide: the image service delivers 640 px and twice that.
    image: imageAssetSchema({ width: 1200, height: 900 }, { displayWidth: 640 }),
    cta_label: z.string().optional(),
    cta_link: MultilinkSchema.optional(),
    theme: z.enum(['', ...heroTeaserThemes]).optional(),
  })
  .superRefine(
    ({ cta_label: label, cta_link: link }, context) => {
      if (label?.trim() && !link) {
        context.addIssue({
          code: 'custom',
          path: ['cta_link'],
          message: 'The call to action has a label but no link',
        });
      }
      if (link && !label?.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['cta_label'],
          message: 'The call to action has a link but no label',
        });
      }
    },
    // Also when other fields failed, so an editor sees every problem of a draft at once.
    {
      when: ({ issues }) =>
        !issues.some((issue) => issue.path?.[0] === 'cta_label' || issue.path?.[0] === 'cta_link'),
    },
  )
  .transform((content) => {
    const text = content.text?.trim();
    const label = content.cta_label?.trim();
    return {
      headline: content.headline,
      ...(text ? { text } : {}),
      image: content.image,
      ...(label && content.cta_link ? { cta: { label, link: content.cta_link } } : {}),
      ...(content.theme ? { theme: content.theme } : {}),
    };
  });
export type HeroTeaserContent = z.infer<typeof HeroTeaserContentSchema>;

/** The hero teaser block as the content API delivers it. */
export type HeroTeaserBlok = BlokOf<'hero_teaser', typeof HeroTeaserContentSchema>;
