import { z } from 'zod';
import { MultilinkSchema, type Link } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

/** A footer link must go somewhere: an empty multilink is an error on the field. */
const RequiredLinkSchema = MultilinkSchema.transform((link, context): Link => {
  if (link) return link;
  context.issues.push({ code: 'custom', path: [], message: 'Choose where the link goes', input: link });
  return z.NEVER;
});

/** One link of the column: a nested `footer_link` block. */
const FooterLinkSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('footer_link'),
    label: z.string().trim().min(1, 'The link text is required'),
    link: RequiredLinkSchema,
  })
  .transform((item) => ({ id: item._uid, label: item.label, link: item.link }));
export type FooterLink = z.infer<typeof FooterLinkSchema>;

/**
 * A footer column's CMS content (the `columns` of the global footer story) parsed into the
 * `FooterColumn` component's props: its heading and its links, to stories (the shop path, §2),
 * to routes, to other sites or to an email address.
 */
export const FooterColumnContentSchema = z.object({
  headline: z.string().trim().min(1, 'The column heading is required'),
  links: z.array(FooterLinkSchema).min(1, 'Add at least one link'),
});
export type FooterColumnContent = z.infer<typeof FooterColumnContentSchema>;

/** The footer column block as the content API delivers it. */
export type FooterColumnBlok = BlokOf<'footer_column', typeof FooterColumnContentSchema>;
