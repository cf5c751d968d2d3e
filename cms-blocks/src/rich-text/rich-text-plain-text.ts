import type { StoryblokRichTextNode } from '@storyblok/richtext';
import type { RichTextDocument } from './rich-text.schema.ts';

// Nodes that end a line of text: their text is set apart from the next node's.
const blockNodes = new Set<StoryblokRichTextNode['type']>([
  'paragraph',
  'heading',
  'blockquote',
  'list_item',
  'code_block',
  'tableRow',
  'hard_break',
]);

function plainText(nodes: readonly StoryblokRichTextNode[]): string {
  return nodes
    .map((node) => {
      const own = node.type === 'text' ? node.text : node.type === 'emoji' ? node.attrs.emoji : '';
      const inner = 'content' in node ? plainText(node.content ?? []) : '';
      return blockNodes.has(node.type) ? `${own}${inner}\n` : `${own}${inner}`;
    })
    .join('');
}

/**
 * The text of a rich text document without its markup, one line per paragraph, heading or list
 * item: for places that take text only (structured data for search engines, say).
 */
export function richTextPlainText(document: RichTextDocument): string {
  return plainText(document.content)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
