import { z } from 'zod';

/**
 * A block as the content API delivers it (§3 CMS story: component, _uid, _editable): the
 * component name that picks the block, a unique id, the visual editor's comment in draft content,
 * and the block's own fields in snake_case.
 */
export const BlokSchema = z.looseObject({
  _uid: z.string(),
  component: z.string(),
  _editable: z.string().optional(),
});
export type Blok = z.infer<typeof BlokSchema>;

/** The raw JSON of one block kind, for typing fixtures and seed content. */
export type BlokOf<TComponent extends string, TContentSchema extends z.ZodType> = {
  _uid: string;
  component: TComponent;
  _editable?: string;
} & z.input<TContentSchema>;
