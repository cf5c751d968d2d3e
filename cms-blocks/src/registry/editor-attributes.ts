import { storyblokEditable } from '@storyblok/js';
import { z } from 'zod';

/** The attributes Storyblok's visual editor looks for on a block's root element to outline it. */
export type EditorAttributes = {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
};

const EditableCommentSchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()]),
  uid: z.string().min(1),
});

/**
 * Turns a draft block's `_editable` comment (`<!--#storyblok#{"id":…,"uid":…}-->`) into the
 * attributes the visual editor reads. The attributes are Storyblok's own (`storyblokEditable` of
 * `@storyblok/js`, which touches no browser API and so runs on the server too); we only check
 * what it lets through: it reads any JSON in the comment and would mark a block
 * `undefined-undefined` where the comment has no id and uid. Anything unexpected yields no
 * attributes: editing aids must never break a page.
 */
export function editorAttributes(editable: string | undefined): EditorAttributes {
  if (editable === undefined) return {};
  const attributes = storyblokEditable({ _editable: editable.trim() });
  const comment = attributes['data-blok-c'];
  const uid = attributes['data-blok-uid'];
  if (comment === undefined || uid === undefined) return {};
  // The comment is JSON that storyblokEditable has just written, so it parses.
  if (!EditableCommentSchema.safeParse(JSON.parse(comment)).success) return {};
  return { 'data-blok-c': comment, 'data-blok-uid': uid };
}
