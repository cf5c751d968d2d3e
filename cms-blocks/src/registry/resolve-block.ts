import type { ReactElement } from 'react';
import { toBlockIssues, type BlockError } from './block-error.ts';
import { blockRegistry } from './block-registry.ts';
import { BlokSchema } from './blok.ts';
import type { BlockRegistry } from './define-block.ts';
import { editorAttributes, type EditorAttributes } from './editor-attributes.ts';

export type ResolveBlockOptions = {
  /** Visual-editor preview: blocks carry the editor's attributes. */
  readonly preview?: boolean;
  readonly registry?: BlockRegistry;
};

export type BlockResolution =
  | { readonly success: true; readonly element: ReactElement }
  | { readonly success: false; readonly error: BlockError; readonly attributes: EditorAttributes };

/**
 * Looks a raw block up by its component name, parses it with the block's schema and returns the
 * element to render, or why it cannot be rendered (§8: an unknown component is an error to report,
 * not a crash). Pure: reporting and the fallback are the caller's.
 */
export function resolveBlock(content: unknown, options: ResolveBlockOptions = {}): BlockResolution {
  const { preview = false } = options;
  const registry: BlockRegistry = options.registry ?? blockRegistry;
  const blok = BlokSchema.safeParse(content);
  if (!blok.success) {
    return {
      success: false,
      error: { kind: 'not-a-block', issues: toBlockIssues(blok.error) },
      attributes: {},
    };
  }
  const { _uid: uid, component, _editable } = blok.data;
  const attributes = preview ? editorAttributes(_editable) : {};
  // Own keys only: a block named "constructor" must not find Object.prototype's.
  const block = Object.hasOwn(registry, component) ? registry[component] : undefined;
  if (block === undefined) {
    return { success: false, error: { kind: 'unknown-component', component, uid }, attributes };
  }
  const result = block.render(blok.data, attributes);
  if (result.success) return result;
  return {
    success: false,
    error: { kind: 'invalid-content', component, uid, issues: result.issues },
    attributes,
  };
}
