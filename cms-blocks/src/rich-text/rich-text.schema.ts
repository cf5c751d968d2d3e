import type { StoryblokRichTextDoc, StoryblokRichTextMark, StoryblokRichTextNode } from '@storyblok/richtext';
import { z } from 'zod';
import { MultilinkSchema } from '../fields/multilink.schema.ts';

/**
 * A Storyblok rich text field (a ProseMirror document) after parsing: the node types of
 * `@storyblok/richtext`, with every link's `href` already checked and resolved the way the
 * multilink field resolves it (§2: story links end with a slash), raw colours and CSS classes
 * dropped (the design tokens style the text), and nothing left that the renderer cannot draw.
 */
export interface RichTextDocument extends StoryblokRichTextDoc {
  readonly type: 'doc';
  content: StoryblokRichTextNode[];
}

type RawMark = { type: string; attrs?: Record<string, unknown> | null | undefined };
type RawNode = RawMark & {
  text?: string | undefined;
  marks?: RawMark[] | undefined;
  content?: RawNode[] | undefined;
};

const AttrsSchema = z.record(z.string(), z.unknown()).nullish();
const RawMarkSchema = z.looseObject({ type: z.string(), attrs: AttrsSchema });
const RawNodeSchema: z.ZodType<RawNode> = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  attrs: AttrsSchema,
  marks: z.array(RawMarkSchema).optional(),
  get content() {
    return z.array(RawNodeSchema).optional();
  },
});
const RawDocumentSchema = z.looseObject({
  type: z.literal('doc'),
  content: z.array(RawNodeSchema).optional(),
});

type Path = (string | number)[];
type Issues = z.core.$RefinementCtx['issues'];

function stringAttr(attrs: RawMark['attrs'], key: string): string | undefined {
  const value = attrs?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function numberAttr(attrs: RawMark['attrs'], key: string): number | undefined {
  const value = attrs?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

const linkTypes = ['story', 'url', 'email', 'asset'] as const;
type LinkType = (typeof linkTypes)[number];

function isLinkType(value: string | undefined): value is LinkType {
  return (linkTypes as readonly (string | undefined)[]).includes(value);
}

/**
 * A link mark's attributes in the multilink field's shape, so marks and multilink fields resolve
 * links one way. A mark without a known link type is read as `untyped`.
 */
export function multilinkOfMark(attrs: RawMark['attrs'], untyped: LinkType) {
  const given = stringAttr(attrs, 'linktype');
  const linktype = isLinkType(given) ? given : untyped;
  const href = stringAttr(attrs, 'href') ?? '';
  const target = stringAttr(attrs, 'target');
  switch (linktype) {
    case 'story':
      // With resolve_links the client puts the linked story on the mark, its slug translated into
      // the language asked for; href keeps the default language's slug.
      return {
        linktype,
        cached_url: href,
        anchor: stringAttr(attrs, 'anchor'),
        target,
        story: attrs?.['story'],
      };
    case 'url':
    case 'asset':
      return { linktype, url: href, target };
    case 'email':
      return { linktype, email: href, target };
  }
}

function toLinkMark(mark: RawMark, path: Path, issues: Issues): StoryblokRichTextMark | undefined {
  const href = stringAttr(mark.attrs, 'href') ?? '';
  const linktype = stringAttr(mark.attrs, 'linktype');
  const parsed = MultilinkSchema.safeParse(multilinkOfMark(mark.attrs, 'url'));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ code: 'custom', path: [...path, 'attrs', 'href'], message: issue.message, input: href });
    }
    return undefined;
  }
  // An empty link leaves its text as plain text.
  if (!parsed.data) return undefined;
  const { href: resolved, external, newTab } = parsed.data;
  return {
    type: 'link',
    attrs: {
      href: resolved,
      uuid: stringAttr(mark.attrs, 'uuid') ?? null,
      // The anchor is part of href now, so nothing appends it twice.
      anchor: null,
      target: newTab ? '_blank' : null,
      linktype: isLinkType(linktype) ? linktype : 'url',
      // Whether the link leaves the shop, as the multilink field decided it.
      custom: external ? { external } : null,
    },
  };
}

function toMark(mark: RawMark, path: Path, issues: Issues): StoryblokRichTextMark | undefined {
  switch (mark.type) {
    case 'link':
      return toLinkMark(mark, path, issues);
    case 'bold':
    case 'italic':
    case 'strike':
    case 'underline':
    case 'code':
    case 'superscript':
    case 'subscript':
      return { type: mark.type };
    case 'highlight':
      // The token's highlight colour, not the editor's: contrast is checked for tokens only.
      return { type: 'highlight', attrs: { color: null } };
    case 'anchor': {
      const id = stringAttr(mark.attrs, 'id');
      return id ? { type: 'anchor', attrs: { id } } : undefined;
    }
    default:
      // textStyle and styled carry only colours and CSS classes; unknown marks have no meaning here.
      return undefined;
  }
}

function toMarks(marks: RawMark[] | undefined, path: Path, issues: Issues): StoryblokRichTextMark[] {
  return (marks ?? []).flatMap((mark, index) => toMark(mark, [...path, 'marks', index], issues) ?? []);
}

function toNodes(nodes: RawNode[] | undefined, path: Path, issues: Issues): StoryblokRichTextNode[] {
  return (nodes ?? []).flatMap((node, index) => toNode(node, [...path, index], issues));
}

const headingLevels = [1, 2, 3, 4, 5, 6] as const;
type HeadingLevel = (typeof headingLevels)[number];

function headingLevel(attrs: RawMark['attrs']): HeadingLevel {
  const level = numberAttr(attrs, 'level');
  return headingLevels.find((candidate) => candidate === level) ?? 2;
}

// An image in running text loads from the asset host or is inline; nothing that could run script.
const safeImageSource = /^(https:\/\/|\/(?!\/)|data:image\/)/i;

function toNode(node: RawNode, path: Path, issues: Issues): StoryblokRichTextNode[] {
  const content = () => toNodes(node.content, [...path, 'content'], issues);
  switch (node.type) {
    case 'text': {
      if (!node.text) return [];
      const marks = toMarks(node.marks, path, issues);
      return [{ type: 'text', text: node.text, ...(marks.length > 0 ? { marks } : {}) }];
    }
    case 'paragraph':
      return [{ type: 'paragraph', content: content() }];
    case 'heading':
      return [
        { type: 'heading', attrs: { level: headingLevel(node.attrs), textAlign: null }, content: content() },
      ];
    case 'blockquote':
      return [{ type: 'blockquote', content: content() }];
    case 'bullet_list':
      return [{ type: 'bullet_list', content: content() }];
    case 'ordered_list':
      return [
        { type: 'ordered_list', attrs: { order: numberAttr(node.attrs, 'order') ?? 1 }, content: content() },
      ];
    case 'list_item':
      return [{ type: 'list_item', content: content() }];
    case 'code_block':
      return [{ type: 'code_block', attrs: { class: null }, content: content() }];
    case 'hard_break':
      return [{ type: 'hard_break' }];
    case 'horizontal_rule':
      return [{ type: 'horizontal_rule' }];
    case 'image': {
      const src = stringAttr(node.attrs, 'src');
      if (!src) return [];
      if (!safeImageSource.test(src)) {
        issues.push({
          code: 'custom',
          path: [...path, 'attrs', 'src'],
          message: 'Use an image from the asset library (an https address)',
          input: src,
        });
        return [];
      }
      const alt = stringAttr(node.attrs, 'alt') ?? null;
      const meta_data = null;
      return [
        {
          type: 'image',
          attrs: { id: null, src, alt, title: null, source: null, copyright: null, meta_data },
        },
      ];
    }
    case 'emoji': {
      const emoji = stringAttr(node.attrs, 'emoji');
      if (!emoji) return [];
      return [
        { type: 'emoji', attrs: { name: stringAttr(node.attrs, 'name') ?? '', emoji, fallbackImage: '' } },
      ];
    }
    case 'table':
      return [{ type: 'table', content: content() }];
    case 'tableRow':
      return [{ type: 'tableRow', content: content() }];
    case 'tableCell':
    case 'tableHeader': {
      const span = {
        colspan: numberAttr(node.attrs, 'colspan') ?? 1,
        rowspan: numberAttr(node.attrs, 'rowspan') ?? 1,
      };
      return [{ type: node.type, attrs: span, content: content() }];
    }
    case 'blok':
      issues.push({
        code: 'custom',
        path,
        message: 'Blocks inside rich text are not shown here; add them to the page instead',
        input: node,
      });
      return [];
    default:
      // A node type this shop does not know (a plugin's, say): its text still shows, unwrapped.
      return content();
  }
}

/** Whether the document shows anything: text that is not blank, an image or an emoji. */
export function isRichTextEmpty(nodes: readonly StoryblokRichTextNode[]): boolean {
  return nodes.every((node) => {
    if (node.type === 'text') return node.text.trim() === '';
    if (node.type === 'image' || node.type === 'emoji') return false;
    return 'content' in node ? isRichTextEmpty(node.content ?? []) : true;
  });
}

function toDocument(raw: z.infer<typeof RawDocumentSchema>, issues: Issues): RichTextDocument {
  return { type: 'doc', content: toNodes(raw.content, ['content'], issues) };
}

/**
 * A rich text field that must show something (an accordion's answer): an empty field or a
 * document without text is an error on the field.
 */
// Typed by hand: the library's node types cannot be named in this package's declarations.
export const RichTextSchema: z.ZodType<RichTextDocument> = RawDocumentSchema.transform(
  (raw, context): RichTextDocument => {
    const document = toDocument(raw, context.issues);
    if (isRichTextEmpty(document.content)) {
      context.issues.push({ code: 'custom', path: [], message: 'The text is empty', input: raw });
      return z.NEVER;
    }
    return document;
  },
);

/**
 * An optional rich text field (a page's intro). Storyblok sends an untouched field as "" or as a
 * document holding one empty paragraph; both, like a missing field, are undefined.
 */
const optionalDocument: z.ZodType<RichTextDocument | undefined> = z
  .union([RawDocumentSchema, z.literal(''), z.null()])
  .transform((raw, context): RichTextDocument | undefined => {
    if (!raw) return undefined;
    const document = toDocument(raw, context.issues);
    return isRichTextEmpty(document.content) ? undefined : document;
  });

// A field the content leaves out altogether, too.
export const OptionalRichTextSchema = optionalDocument.optional();
