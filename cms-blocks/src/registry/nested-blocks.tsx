import { createContext, use, type ReactNode } from 'react';
import type { Blok } from './blok.ts';

/**
 * How blocks inside a block (a content page's body, say) are rendered. The block renderer sets it,
 * so a block that holds blocks never imports the registry that imports it.
 */
export const NestedBlocksContext = createContext<((bloks: readonly Blok[]) => ReactNode) | null>(null);

export type NestedBlocksProps = {
  /** The raw blocks as the content API delivers them; each is parsed and rendered through the registry. */
  blocks: readonly Blok[];
};

/** Renders raw nested blocks with the options (preview, error reporting, registry) of the page. */
export function NestedBlocks({ blocks }: NestedBlocksProps) {
  const render = use(NestedBlocksContext);
  if (!render) throw new Error('NestedBlocks renders only inside a BlockRenderer or BlockRenderProvider');
  return render(blocks);
}
