import {
  getInnerMarks,
  groupLinkNodes,
  normalizeNodes,
  splitTableRows,
  type StoryblokRichTextMark,
  type StoryblokRichTextNodeWithKey,
} from '@storyblok/richtext';
import { cn } from '@lumen/design-system';
import { cva } from 'class-variance-authority';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import type { Link } from '../fields/multilink.schema.ts';
import { ContentLink } from './content-link.tsx';
import type { RichTextDocument } from './rich-text.schema.ts';

/*
 * Storyblok rich text as React elements: every node becomes an element built here, never an HTML
 * string, so nothing an editor types can reach the page as markup. `@storyblok/richtext` supplies
 * the node types, the keys and the grouping of adjacent text that shares one link.
 */

/** Spacing between blocks of text; elements inherit the colour of where the text sits. */
export const richTextVariants = cva('text-base [&>*+*]:mt-4', {
  variants: {
    size: {
      md: '',
      lg: 'text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

const headingClasses = {
  1: 'text-3xl font-bold',
  2: 'text-2xl font-semibold',
  3: 'text-xl font-semibold',
  4: 'text-lg font-semibold',
  5: 'text-base font-semibold',
  6: 'text-base font-semibold',
} as const;

type Node = StoryblokRichTextNodeWithKey;

function renderMark(mark: StoryblokRichTextMark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'underline':
      return <u>{children}</u>;
    case 'code':
      return <code className="rounded-sm bg-surface-muted px-1 font-mono text-[0.9em]">{children}</code>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'highlight':
      return <mark className="rounded-sm bg-warning-subtle px-0.5 text-foreground">{children}</mark>;
    case 'anchor':
      return <span id={mark.attrs.id}>{children}</span>;
    case 'link': {
      // The schema resolved and checked every href; an empty one was dropped there.
      const { href, target, custom } = mark.attrs;
      if (!href) return children;
      const link: Link = {
        href,
        ...(custom?.['external'] === true ? { external: true } : {}),
        ...(target === '_blank' ? { newTab: true } : {}),
      };
      return <ContentLink link={link}>{children}</ContentLink>;
    }
    case 'textStyle':
    case 'styled':
      // The schema drops these (raw colours and classes); nothing to draw.
      return children;
  }
}

function renderText(node: Node, marks: readonly StoryblokRichTextMark[]): ReactNode {
  if (node.type !== 'text') return renderNode(node);
  const text = marks.reduce<ReactNode>((inner, mark) => renderMark(mark, inner), node.text);
  return <Fragment key={node._key}>{text}</Fragment>;
}

/** Children in order, adjacent text with one link drawn as one link (as the editor made it). */
function renderChildren(nodes: readonly Node[] | undefined): ReactNode[] {
  return groupLinkNodes([...(nodes ?? [])]).map((group) => {
    if (!group.linkMark) {
      const [node] = group.nodes;
      return node ? renderText(node, node.type === 'text' ? (node.marks ?? []) : []) : null;
    }
    const inner = group.nodes.map((node) => renderText(node, getInnerMarks(node)));
    return <Fragment key={group._key}>{renderMark(group.linkMark, inner)}</Fragment>;
  });
}

function renderNode(node: Node): ReactNode {
  const key = node._key;
  switch (node.type) {
    case 'text':
      return renderText(node, node.marks ?? []);
    case 'paragraph':
      return <p key={key}>{renderChildren(node.content)}</p>;
    case 'heading': {
      const level = node.attrs.level ?? 2;
      const Heading = `h${level}` as const;
      return (
        <Heading key={key} className={cn(headingClasses[level], 'text-balance')}>
          {renderChildren(node.content)}
        </Heading>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key} className="border-s-4 border-border ps-4 italic [&>*+*]:mt-2">
          {renderChildren(node.content)}
        </blockquote>
      );
    case 'bullet_list':
      return (
        <ul key={key} className="list-disc space-y-1 ps-6">
          {renderChildren(node.content)}
        </ul>
      );
    case 'ordered_list':
      return (
        <ol
          key={key}
          start={node.attrs.order === 1 ? undefined : node.attrs.order}
          className="list-decimal space-y-1 ps-6"
        >
          {renderChildren(node.content)}
        </ol>
      );
    case 'list_item':
      return (
        <li key={key} className="ps-1 [&>*+*]:mt-2">
          {renderChildren(node.content)}
        </li>
      );
    case 'code_block':
      return (
        <pre
          key={key}
          // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto rounded-md bg-surface-muted p-4 font-mono text-sm"
        >
          <code>{renderChildren(node.content)}</code>
        </pre>
      );
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} className="border-border" />;
    case 'image':
      return (
        <img
          key={key}
          src={node.attrs.src ?? undefined}
          alt={node.attrs.alt ?? ''}
          loading="lazy"
          className="h-auto max-w-full rounded-md"
        />
      );
    case 'emoji':
      // Screen readers name an emoji character themselves.
      return <Fragment key={key}>{node.attrs.emoji}</Fragment>;
    case 'table': {
      const { headerRows, bodyRows } = splitTableRows(node.content);
      return (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls; keyboard users must reach it (WCAG 2.1.1)
        <div key={key} tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            {headerRows.length > 0 && <thead>{renderChildren(headerRows)}</thead>}
            {bodyRows.length > 0 && <tbody>{renderChildren(bodyRows)}</tbody>}
          </table>
        </div>
      );
    }
    case 'tableRow':
      return <tr key={key}>{renderChildren(node.content)}</tr>;
    case 'tableCell':
      return (
        <td
          key={key}
          colSpan={node.attrs.colspan}
          rowSpan={node.attrs.rowspan}
          className="border border-border p-2 text-start align-top"
        >
          {renderChildren(node.content)}
        </td>
      );
    case 'tableHeader':
      return (
        <th
          key={key}
          colSpan={node.attrs.colspan}
          rowSpan={node.attrs.rowspan}
          className="border border-border bg-surface-muted p-2 text-start align-top font-semibold"
        >
          {renderChildren(node.content)}
        </th>
      );
    case 'blok':
      // The schema refuses blocks inside rich text (see RichTextSchema).
      return null;
  }
}

/** Props of `RichText`: a parsed rich text field (`RichTextSchema`) and the box's attributes. */
export type RichTextProps = Omit<ComponentProps<'div'>, 'children'> & {
  document: RichTextDocument;
  /** `lg` for an intro, `md` for running text. */
  size?: 'md' | 'lg';
};

/** A rich text field's document as headings, paragraphs, lists, tables and design-system links. */
export function RichText({ document, size, className, ...props }: RichTextProps) {
  return (
    <div data-slot="rich-text" className={cn(richTextVariants({ size }), className)} {...props}>
      {renderChildren(normalizeNodes(document, true))}
    </div>
  );
}
