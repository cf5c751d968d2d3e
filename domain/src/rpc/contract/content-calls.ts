import { z } from 'zod';
import {
  CmsStoriesAnswerSchema,
  CmsStoryAnswerSchema,
  CmsStoryContentSchema,
} from '../../entities/cms-story.ts';
import { EntityIdSchema } from '../../entities/scalars.ts';

/** A content path like `de-de/service/datenschutz`: lowercase segments, no dots, no leading slash. */
const CmsSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/)
  .max(300);
const CmsVersionSchema = z.enum(['published', 'draft']).default('published');

/*
 * Content calls (§7 last group; payloads not shown there): thin, validated views of the content
 * API (Storyblok CDN format). `draft` is answered only in the editor's preview.
 */
export const contentCalls = {
  getCmsStory: {
    payload: z.object({ slug: CmsSlugSchema, version: CmsVersionSchema }),
    response: CmsStoryAnswerSchema,
  },
  getCmsStories: {
    payload: z.object({
      startsWith: CmsSlugSchema.optional(),
      byUuids: z.array(z.uuid()).max(50).optional(),
      version: CmsVersionSchema,
      perPage: z.number().int().min(1).max(100).default(25),
      page: z.number().int().min(1).max(1000).default(1),
    }),
    response: CmsStoriesAnswerSchema,
  },
  /** The body of one story, for a page that only needs its blocks. */
  getCmsContent: {
    payload: z.object({ slug: CmsSlugSchema, version: CmsVersionSchema }),
    response: CmsStoryContentSchema,
  },
  getStoriesByFolder: {
    payload: z.object({
      folder: CmsSlugSchema,
      version: CmsVersionSchema,
      perPage: z.number().int().min(1).max(100).default(25),
      page: z.number().int().min(1).max(1000).default(1),
    }),
    response: CmsStoriesAnswerSchema,
  },
  /** Datasource entries (lists editors maintain, e.g. lens colours), per language dimension. */
  getDataSourceEntries: {
    payload: z.object({
      datasource: z.string().regex(/^[a-z0-9-]{1,60}$/),
      dimension: z.string().max(10).optional(),
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
    payload: z.object({ categoryId: EntityIdSchema }),
    response: CmsStoryContentSchema.nullable(),
  },
};
