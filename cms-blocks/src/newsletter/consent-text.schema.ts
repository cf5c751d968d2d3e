import { z } from 'zod';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import { multilinkOfMark } from '../rich-text/rich-text.schema.ts';

/*
 * The newsletter's consent text is a Storyblok richtext field: a short legal sentence with a link
 * to the privacy page. It labels the consent checkbox, so only what a label can hold is read:
 * paragraphs of text, bold, italic, links and line breaks. Anything else is a content error the
 * editor sees, rather than a heading or list silently flattened into a label.
 */

/** One piece of a consent paragraph. */
export type ConsentInline =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly bold?: true;
      readonly italic?: true;
      /** A link's target, ready for `href` (story links as paths with the trailing slash of §2). */
      readonly href?: string;
    }
  | { readonly kind: 'break' };

/** A paragraph of the consent text. */
export type ConsentParagraph = readonly ConsentInline[];

const MarkSchema = z.looseObject({
  type: z.string(),
  attrs: z
    .looseObject({
      href: z.string().nullish(),
      linktype: z.string().nullish(),
      anchor: z.string().nullish(),
    })
    .nullish(),
});

const InlineNodeSchema = z.discriminatedUnion(
  'type',
  [
    z.looseObject({ type: z.literal('text'), text: z.string(), marks: z.array(MarkSchema).optional() }),
    z.looseObject({ type: z.literal('hard_break') }),
  ],
  { error: 'Only text, bold, italic, links and line breaks can label the consent checkbox' },
);

const ParagraphSchema = z.looseObject({
  type: z.literal('paragraph', 'Only paragraphs can label the consent checkbox'),
  content: z.array(InlineNodeSchema).optional(),
});

/** A richtext link mark as the multilink it stands for: the same rules make it an `href`. */
/** A richtext document (`{ type: 'doc', content: [paragraphs] }`) as consent paragraphs; empty is an error. */
export const ConsentTextSchema = z
  .looseObject({
    type: z.literal('doc', 'The consent text is a richtext document'),
    content: z.array(ParagraphSchema).optional(),
  })
  .transform((doc, context): ConsentParagraph[] => {
    const paragraphs: ConsentParagraph[] = [];
    for (const [index, paragraph] of (doc.content ?? []).entries()) {
      const inlines: ConsentInline[] = [];
      for (const node of paragraph.content ?? []) {
        if (node.type === 'hard_break') {
          inlines.push({ kind: 'break' });
          continue;
        }
        const marks = node.marks ?? [];
        const linkMark = marks.find((mark) => mark.type === 'link');
        let href: string | undefined;
        if (linkMark) {
          // Storyblok writes story links, and older content links without a type.
          const link = MultilinkSchema.safeParse(multilinkOfMark(linkMark.attrs, 'story'));
          if (!link.success) {
            context.issues.push({
              code: 'custom',
              path: ['content', index],
              message: `The link on "${node.text}" is not a safe link`,
              input: linkMark,
            });
            return z.NEVER;
          }
          href = link.data?.href;
        }
        inlines.push({
          kind: 'text',
          text: node.text,
          ...(marks.some((mark) => mark.type === 'bold') && { bold: true as const }),
          ...(marks.some((mark) => mark.type === 'italic') && { italic: true as const }),
          ...(href !== undefined && { href }),
        });
      }
      if (inlines.some((inline) => inline.kind === 'text' && inline.text.trim() !== ''))
        paragraphs.push(inlines);
    }
    if (paragraphs.length === 0) {
      context.issues.push({ code: 'custom', message: 'The consent text is required', input: doc });
      return z.NEVER;
    }
    return paragraphs;
  });
