import { z } from 'zod';
import {
  CmsStoriesAnswerSchema,
  CmsStoryAnswerSchema,
  CmsStoryContentSchema,
} from '../../entities/cms-story.ts';
import { CatalogIdSchema } from '../../entities/scalars.ts';

/** A content path like `de-de/service/datenschutz`: lowercase segments, no dots, no leading slash. */
const CmsSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/)
  .max(300);
const CmsVersionSchema = z.enum(['published', 'draft']).default('published');

/**
 * The visual editor's proof that a page is being previewed in it: the `_storyblok_tk[space_id]`,
 * `_storyblok_tk[timestamp]` and `_storyblok_tk[token]` query values the editor adds to the
 * previewed address (`token` is the SHA-1 of `{space id}:{preview token}:{timestamp}`).
 */
const CmsEditorPreviewSchema = z.strictObject({
  spaceId: z.string().regex(/^\d{1,12}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  token: z.string().regex(/^[0-9a-f]{40}$/),
});
type CmsEditorPreview = z.infer<typeof CmsEditorPreviewSchema>;

/** Draft content is answered only in the editor's preview, so a draft request carries its proof. */
const versioned = {
  version: CmsVersionSchema,
  preview: CmsEditorPreviewSchema.optional(),
};
const previewForDrafts = <
  T extends { version: 'published' | 'draft'; preview?: CmsEditorPreview | undefined },
>(
  payload: T,
) => payload.version === 'published' || payload.preview !== undefined;
const previewRequired = {
  path: ['preview'],
  error: 'Draft content needs the visual editor’s preview token',
};

const PageSchema = {
  perPage: z.number().int().min(1).max(100).default(25),
  page: z.number().int().min(1).max(1000).default(1),
};

/*
 * Content calls (§7 last group; payloads not shown there): thin, validated views of the content
 * API (Storyblok CDN format). Slugs are full slugs, the shop's folder first (`de-de/home`); the
 * answer is in the shop's language (field-level translation).
 */
export const contentCalls = {
  getCmsStory: {
    payload: z.strictObject({ slug: CmsSlugSchema, ...versioned }).refine(previewForDrafts, previewRequired),
    response: CmsStoryAnswerSchema,
  },
  getCmsStories: {
    payload: z
      .strictObject({
        startsWith: CmsSlugSchema.optional(),
        byUuids: z.array(z.uuid()).min(1).max(50).optional(),
        ...versioned,
        ...PageSchema,
      })
      .refine(previewForDrafts, previewRequired),
    response: CmsStoriesAnswerSchema,
  },
  /** The body of one story, for a page that only needs its blocks. */
  getCmsContent: {
    payload: z.strictObject({ slug: CmsSlugSchema, ...versioned }).refine(previewForDrafts, previewRequired),
    response: CmsStoryContentSchema,
  },
  /** The stories of a folder and its subfolders (`de-de/service/gebrauchsanweisungen`). */
  getStoriesByFolder: {
    payload: z
      .strictObject({ folder: CmsSlugSchema, ...versioned, ...PageSchema })
      .refine(previewForDrafts, previewRequired),
    response: CmsStoriesAnswerSchema,
  },
  /**
   * Datasource entries (lists editors maintain, e.g. lens colours), with their value in a
   * dimension; without one, in the shop's language.
   */
  getDataSourceEntries: {
    payload: z.strictObject({
      datasource: z.string().regex(/^[a-z0-9-]{1,60}$/),
      dimension: z
        .string()
        .regex(/^[a-z0-9_-]{1,10}$/)
        .optional(),
    }),
    response: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        value: z.string(),
        dimensionValue: z.string().nullable(),
      }),
    ),
  },
  /** Content an editor attached to a category page (teaser above the listing), or null. */
  getCategoryComponentData: {
    payload: z.strictObject({ categoryId: CatalogIdSchema }),
    response: CmsStoryContentSchema.nullable(),
  },
};
