import { createElement, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import { toBlockIssues, type BlockIssue } from './block-error.ts';
import type { EditorAttributes } from './editor-attributes.ts';

/** What a block is made of: the schema at the CMS edge and the component that renders its output. */
export type BlockDefinition<TProps extends object> = {
  /** Parses the raw block (snake_case fields, Storyblok assets and links) into the component's props. */
  readonly schema: z.ZodType<TProps>;
  /** Renders the parsed props; spreads the editor attributes onto its root element. */
  readonly Component: ComponentType<NoInfer<TProps> & EditorAttributes>;
};

export type BlockRenderResult =
  | { readonly success: true; readonly element: ReactElement }
  | { readonly success: false; readonly issues: readonly BlockIssue[] };

/** A defined block: its definition plus `render`, which parses raw content and renders it. */
export type Block<TProps extends object> = BlockDefinition<TProps> & {
  readonly render: (content: unknown, attributes: EditorAttributes) => BlockRenderResult;
};

/**
 * Pairs a schema with its component. Parsing and rendering happen here, where both still share
 * one props type, so a registry of many different blocks can be looked up by name without a cast.
 */
export function defineBlock<TProps extends object>(definition: BlockDefinition<TProps>): Block<TProps> {
  const { schema, Component } = definition;
  return {
    schema,
    Component,
    render(content, attributes) {
      const parsed = schema.safeParse(content);
      if (!parsed.success) return { success: false, issues: toBlockIssues(parsed.error) };
      return { success: true, element: createElement(Component, { ...parsed.data, ...attributes }) };
    },
  };
}

/** Any map from CMS component name to a defined block. */
export type BlockRegistry = Readonly<Record<string, Pick<Block<object>, 'schema' | 'render'>>>;
