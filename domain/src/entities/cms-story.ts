import { z } from 'zod';
import { CountSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/** §3/§9: robots directive of a page whose story sets none. */
export const defaultRobots = 'index, follow';

/**
 * A content block as the Storyblok CDN API sends it. Only the envelope is typed: each component's
 * fields are parsed by its own schema in cms-blocks, so everything else is kept.
 */
export const CmsBlokSchema = z.looseObject({
  _uid: z.string().min(1),
  component: z.string().min(1),
  /** Visual-editor marker, present in draft answers only. */
  _editable: z.string().optional(),
});
export type CmsBlok = z.infer<typeof CmsBlokSchema>;

/** The SEO meta tags of a page (§3), as Storyblok's `seo_metatags` field plugin stores them. */
export const CmsSeoSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  og_image: z.string().optional(),
  twitter_title: z.string().optional(),
  twitter_description: z.string().optional(),
  twitter_image: z.string().optional(),
});
export type CmsSeo = z.infer<typeof CmsSeoSchema>;

/** A robots directive; missing or blank (an untouched CMS field) means `index, follow`. */
export const RobotsSchema = z
  .string()
  .optional()
  .transform((robots) => (robots === undefined || robots.trim() === '' ? defaultRobots : robots));

/**
 * A story's root block: the page component, with its SEO fields (`seo`, the plugin object) and its
 * `robots` directive, defaulted.
 */
export const CmsStoryContentSchema = CmsBlokSchema.extend({
  seo: CmsSeoSchema.optional(),
  robots: RobotsSchema,
});
export type CmsStoryContent = z.infer<typeof CmsStoryContentSchema>;

/** Another language version of a story. */
export const CmsAlternateSchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  published: z.boolean(),
  is_folder: z.boolean(),
  parent_id: z.number().int().nullable(),
});

/** A story (the CMS story entity of §3) as the Storyblok CDN API sends it (`cdn/stories/{slug}`). */
export const CmsStorySchema = z.object({
  id: EntityIdSchema,
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  /** The language code, or `default`. */
  lang: z.string().min(1),
  created_at: TimestampSchema,
  updated_at: TimestampSchema.optional(),
  published_at: TimestampSchema.nullable(),
  first_published_at: TimestampSchema.nullable().optional(),
  sort_by_date: z.string().nullable(),
  position: z.number().int(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean().optional(),
  parent_id: z.number().int().nullable(),
  group_id: z.string(),
  meta_data: z.unknown(),
  path: z.string().nullable().optional(),
  default_full_slug: z.string().nullable().optional(),
  release_id: z.number().int().nullable().optional(),
  alternates: z.array(CmsAlternateSchema),
  translated_slugs: z
    .array(
      z.object({ path: z.string(), name: z.string().nullable(), lang: z.string(), published: z.boolean() }),
    )
    .nullable()
    .optional(),
  content: CmsStoryContentSchema,
});
export type CmsStory = z.infer<typeof CmsStorySchema>;

/**
 * An entry of `links`: a link object (`resolve_links=url`/`link`) or a whole story
 * (`resolve_links=story`). Both carry these fields; the rest is kept.
 */
export const CmsLinkSchema = z.looseObject({
  id: EntityIdSchema,
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
});
export type CmsLink = z.infer<typeof CmsLinkSchema>;

const answerFields = {
  /** Stories named by `resolve_relations`. */
  rels: z.array(CmsStorySchema),
  /** Links named by `resolve_links`. */
  links: z.array(CmsLinkSchema),
  /** Content version, for cache busting. */
  cv: CountSchema,
};

/** The answer of `GET cdn/stories/{slug}`. */
export const CmsStoryAnswerSchema = z.object({ story: CmsStorySchema, ...answerFields });
export type CmsStoryAnswer = z.infer<typeof CmsStoryAnswerSchema>;

/** The answer of `GET cdn/stories`. */
export const CmsStoriesAnswerSchema = z.object({ stories: z.array(CmsStorySchema), ...answerFields });
export type CmsStoriesAnswer = z.infer<typeof CmsStoriesAnswerSchema>;
