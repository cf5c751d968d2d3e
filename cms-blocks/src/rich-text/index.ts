export { ContentLink } from './content-link.tsx';
export type { ContentLinkProps } from './content-link.tsx';
export { RichText, richTextVariants } from './rich-text.tsx';
export type { RichTextProps } from './rich-text.tsx';
export { isRichTextEmpty, OptionalRichTextSchema, RichTextSchema } from './rich-text.schema.ts';
export type { RichTextDocument } from './rich-text.schema.ts';
export { richTextPlainText } from './rich-text-plain-text.ts';
