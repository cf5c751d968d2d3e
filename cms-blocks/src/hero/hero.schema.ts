import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
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
export const HeroContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    // Heroes are wide: a 16:9 image unless its URL tells its size.
    image: imageAssetSchema({ width: 1600, height: 900 }),
    cta_label: z.string().optional(),
    cta_link: MultilinkSchema.optional(),
    theme: z.enum(['', ...heroThemes]).optional(),
    heading_level: z.enum(['', 'h1', 'h2', 'h3']).optional(),
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
      ...(label && content.cta_link ? { cta: { label, href: content.cta_link.href } } : {}),
      ...(content.theme ? { theme: content.theme } : {}),
      ...(content.heading_level ? { headingLevel: headingLevelOption[content.heading_level] } : {}),
    };
  });
export type HeroContent = z.infer<typeof HeroContentSchema>;

/** The hero block as the content API delivers it. */
export type HeroBlok = BlokOf<'hero', typeof HeroContentSchema>;
