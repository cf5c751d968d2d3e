import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';
import { RichTextSchema } from '../rich-text/rich-text.schema.ts';

/** One question (or section title) and its answer, a nested `accordion_item` block. */
const AccordionItemSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('accordion_item'),
    title: z.string().trim().min(1, 'The question is required'),
    content: RichTextSchema,
  })
  .transform((item) => ({ id: item._uid, title: item.title, content: item.content }));
export type AccordionItem = z.infer<typeof AccordionItemSchema>;

/**
 * The accordion block's CMS content (questions with rich-text answers, or the sections of a legal
 * page) parsed into the `Accordion` block's props. An empty headline is left out; `faq` marks
 * questions and answers for search engines (schema.org FAQPage) and is off unless ticked.
 */
export const AccordionContentSchema = z
  .object({
    headline: z.string().optional(),
    items: z.array(AccordionItemSchema).min(1, 'Add at least one question'),
    faq: z.boolean().optional(),
  })
  .transform((content) => {
    const headline = content.headline?.trim();
    return {
      ...(headline ? { headline } : {}),
      items: content.items,
      ...(content.faq ? { faq: content.faq } : {}),
    };
  });
export type AccordionContent = z.infer<typeof AccordionContentSchema>;

/** The accordion block as the content API delivers it. */
export type AccordionBlok = BlokOf<'accordion', typeof AccordionContentSchema>;
