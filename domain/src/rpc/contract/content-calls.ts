import { z } from 'zod';
import {
  CmsStoriesAnswerSchema,
  CmsStoryAnswerSchema,
  CmsStoryContentSchema,
} from '../../entities/cms-story.ts';
import { CatalogIdSchema } from '../../entities/scalars.ts';
import { shopCodes } from '../../shops/shop-table.ts';

const shopFolders: ReadonlySet<string> = new Set(shopCodes);

/**
 * A content path inside the shop's own folder (§3 Shop.cmsBaseFolder), which the api puts in
 * front: `home`, `datenschutz`, `overlays/service/versand`, `global/footer`. Lowercase segments,
 * no dots, no leading slash. A path that starts with a shop's folder (`de-de/home`, the full slug
 * of older callers) is refused: a shop reads only its own folder, and that one the api adds.
 */
const CmsSlugSchema = z
  .string()
  .max(300)
  .regex(
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/,
    'must be a content path such as home or global/footer',
  )
  .refine((slug) => !shopFolders.has(slug.split('/', 1)[0]!), {
    error: 'is relative to the shop’s content folder, which the api adds: leave out the shop folder',
  });
const CmsVersionSchema = z.enum(['published', 'draft']).default('published');

/**
 * The visual editor's proof that a page is being previewed in it: the `_storyblok_tk[space_id]`,
 * `_storyblok_tk[timestamp]` and `_storyblok_tk[token]` query values the editor adds to the
 * previewed address (`token` is the SHA-1 of `{space id}:{preview token}:{timestamp}`).
 */
export const CmsEditorPreviewSchema = z.strictObject({
  spaceId: z.string().regex(/^\d{1,12}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  token: z.string().regex(/^[0-9a-f]{40}$/),
});
export type CmsEditorPreview = z.infer<typeof CmsEditorPreviewSchema>;

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
 * API (Storyblok CDN format), each confined to the folder of the shop in `x-shop-id` (§3
 * Shop.cmsBaseFolder). Slugs, prefixes and folders are relative to that folder (`home`, not
 * `de-de/home`); the shop-wide stories live in each shop's `global/` folder (`global/footer`,
 * `global/not-found`, `global/error`). A story is found by its German path or by its path in the
 * shop's language (`ochronadanych` in pl-pl); prefixes and folders use the German paths. Answers
 * are in the shop's language (field-level translation) and carry full slugs, folder included
 * (`fr/fr-ch/home`).
 */
export const contentCalls = {
  /** A story by its path in the shop's folder (`home`, `datenschutz`, `global/not-found`). */
  getCmsStory: {
    payload: z.strictObject({ slug: CmsSlugSchema, ...versioned }).refine(previewForDrafts, previewRequired),
    response: CmsStoryAnswerSchema,
  },
  /**
   * The shop's stories under a path prefix (`overlays`; none: the whole shop folder) and/or by
   * uuid (the api asks the content API for them in §9 batches of 50), a page at a time. A uuid of
   * another shop's story finds nothing.
   */
  getCmsStories: {
    payload: z
      .strictObject({
        startsWith: CmsSlugSchema.optional(),
        byUuids: z.array(z.uuid()).min(1).max(500).optional(),
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
  /** The stories of a folder and its subfolders (`service/gebrauchsanweisungen`). */
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
