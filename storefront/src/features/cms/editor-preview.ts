import { z } from 'zod';
import { CmsEditorPreviewSchema } from '@lumen/domain';
import type { CmsEditorPreview } from '@lumen/domain';
import { firstValue } from '../../routing/search-schemas.ts';

/** The query keys of the proof Storyblok's visual editor adds to the address of the page it previews. */
const editorPreviewParams = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

const { shape } = CmsEditorPreviewSchema;
const part = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(firstValue, schema.optional().catch(undefined));

/**
 * The search params of a page the visual editor can preview (§6 visual-editor mode): the
 * three parts of its proof, each kept only when it is well formed as the content calls take it.
 * Search params are plain strings, so each key is literally `_storyblok_tk[token]` and so on.
 */
export const EditorPreviewSearchSchema = z.object({
  [editorPreviewParams.spaceId]: part(shape.spaceId),
  [editorPreviewParams.timestamp]: part(shape.timestamp),
  [editorPreviewParams.token]: part(shape.token),
});
type EditorPreviewSearch = z.infer<typeof EditorPreviewSearchSchema>;

/**
 * The visual editor's proof in a page's search params, when all three parts are there and well
 * formed; otherwise none, and the page shows what shoppers see. Whether the proof holds is the
 * api's to check (`getCmsStory` with `version: 'draft'`).
 */
export function editorPreviewOf(search: EditorPreviewSearch): CmsEditorPreview | undefined {
  const spaceId = search[editorPreviewParams.spaceId];
  const timestamp = search[editorPreviewParams.timestamp];
  const token = search[editorPreviewParams.token];
  if (spaceId === undefined || timestamp === undefined || token === undefined) return undefined;
  return { spaceId, timestamp, token };
}

/**
 * Response headers of a page showing a draft: never kept by a browser or a cache (the next visitor
 * would see unpublished content), never indexed.
 */
export const editorPreviewHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};
