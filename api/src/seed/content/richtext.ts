/**
 * Storyblok's richtext JSON (a ProseMirror document), built from short helpers so page texts read
 * like text: `doc(h(2, 'Title'), p('Some ', link('text', story(...)), '.'))`.
 */

import type { JsonObject } from './field-translations.ts';

/** A node of the document: a JSON object as it is stored (`{ type, content, marks, attrs, text }`). */
export type RichtextNode = JsonObject;

/** A piece of inline text: plain, or already a node (a link, bold text). */
export type Inline = string | RichtextNode;

const inline = (parts: readonly Inline[]): RichtextNode[] =>
  parts
    .filter((part) => part !== '')
    .map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

export function doc(...content: RichtextNode[]): RichtextNode {
  return { type: 'doc', content };
}

export function p(...parts: Inline[]): RichtextNode {
  return { type: 'paragraph', content: inline(parts) };
}

export function h(level: 2 | 3, text: string): RichtextNode {
  return { type: 'heading', attrs: { level }, content: inline([text]) };
}

/** A bullet list; each item is one paragraph of inline parts. */
export function ul(...items: (Inline | Inline[])[]): RichtextNode {
  return {
    type: 'bullet_list',
    content: items.map((item) => ({
      type: 'list_item',
      content: [p(...(Array.isArray(item) ? item : [item]))],
    })),
  };
}

export function bold(text: string): RichtextNode {
  return { type: 'text', text, marks: [{ type: 'bold' }] };
}

/** Where a richtext link goes, as Storyblok's link mark stores it. */
export type LinkTarget =
  | { linktype: 'story'; uuid: string; fullSlug: string }
  | { linktype: 'url'; href: string }
  | { linktype: 'email'; email: string };

export function link(text: string, target: LinkTarget): RichtextNode {
  const attrs: JsonObject =
    target.linktype === 'story'
      ? { href: `/${target.fullSlug}`, uuid: target.uuid, anchor: null, target: '_self', linktype: 'story' }
      : target.linktype === 'url'
        ? { href: target.href, uuid: null, anchor: null, target: '_self', linktype: 'url' }
        : { href: target.email, uuid: null, anchor: null, target: null, linktype: 'email' };
  return { type: 'text', text, marks: [{ type: 'link', attrs }] };
}
