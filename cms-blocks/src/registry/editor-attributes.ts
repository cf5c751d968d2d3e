import { z } from 'zod';

/** The attributes Storyblok's visual editor looks for on a block's root element to outline it. */
export type EditorAttributes = {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
};

const EditableCommentSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  uid: z.string(),
});

const editableComment = /^<!--#storyblok#(.*)-->$/s;

/**
 * Turns a draft block's `_editable` comment (`<!--#storyblok#{"id":…,"uid":…}-->`) into the
 * attributes the visual editor reads. Anything unexpected yields none: editing aids must never
 * break a page.
 */
export function editorAttributes(editable: string | undefined): EditorAttributes {
  const json = editable === undefined ? undefined : editableComment.exec(editable.trim())?.[1];
  if (json === undefined) return {};
  let options: unknown;
  try {
    options = JSON.parse(json);
  } catch {
    return {};
  }
  const parsed = EditableCommentSchema.safeParse(options);
  if (!parsed.success) return {};
  return {
    // The comment's JSON as the editor wrote it (zod would reorder its keys).
    'data-blok-c': JSON.stringify(options),
    'data-blok-uid': `${parsed.data.id}-${parsed.data.uid}`,
  };
}
