import { createContext, use, type ReactNode } from 'react';
import { describeBlockError, type OnBlockError } from './block-error.ts';
import { BlockNotice } from './block-notice.tsx';
import type { Blok } from './blok.ts';
import type { BlockRegistry } from './define-block.ts';
import { NestedBlocksContext } from './nested-blocks.tsx';
import { resolveBlock } from './resolve-block.ts';

export type BlockRenderOptions = {
  /**
   * The visual editor's preview (§6): a block that cannot be rendered shows a notice naming it and
   * its failing fields, and blocks carry the editor's attributes. Off, such a block renders nothing.
   */
  preview?: boolean;
  /** Told about every block that cannot be rendered (§8: unknown component logged). Defaults to console.warn. */
  onBlockError?: OnBlockError;
  /** The blocks to render by name; the package's own registry unless a test or page brings another. */
  registry?: BlockRegistry;
};

const BlockRenderContext = createContext<BlockRenderOptions>({});

export type BlockRenderProviderProps = BlockRenderOptions & { children?: ReactNode };

/** Sets the render options once for every block below, nested blocks included. */
export function BlockRenderProvider({ children, ...options }: BlockRenderProviderProps) {
  return (
    <BlockRenderContext value={options}>
      <NestedBlocksContext value={renderNested}>{children}</NestedBlocksContext>
    </BlockRenderContext>
  );
}

// Nested blocks read the options of the nearest provider, as every BlockRenderer does.
const renderNested = (bloks: readonly Blok[]): ReactNode => renderBlocks(bloks);

const warnInConsole: OnBlockError = (error) => {
  console.warn(describeBlockError(error));
};

export type BlockRendererProps = BlockRenderOptions & {
  /** The raw block as the content API delivers it. */
  blok: Blok;
};

/**
 * Renders one raw CMS block through the registry. It never throws: a block that cannot be
 * rendered is reported and replaced by a notice in preview and by nothing in production. Props
 * override the options of the nearest `BlockRenderProvider`.
 */
export function BlockRenderer({ blok, ...overrides }: BlockRendererProps) {
  const context = use(BlockRenderContext);
  const preview = overrides.preview ?? context.preview ?? false;
  const onBlockError = overrides.onBlockError ?? context.onBlockError ?? warnInConsole;
  const registry = overrides.registry ?? context.registry;

  const resolution = resolveBlock(blok, { preview, registry });
  if (resolution.success) {
    // Blocks inside this one render with the same options, props overrides included.
    const nested = (bloks: readonly Blok[]) =>
      renderBlocks(bloks, { preview, onBlockError, ...(registry ? { registry } : {}) });
    return <NestedBlocksContext value={nested}>{resolution.element}</NestedBlocksContext>;
  }
  // Reported while rendering rather than in an effect, so server rendering reports too (effects
  // never run there); React's development double render may report a block twice.
  onBlockError(resolution.error);
  return preview ? <BlockNotice error={resolution.error} {...resolution.attributes} /> : null;
}

/** Renders a list of raw blocks (a story's `body`, say) in order, keyed by their uids. */
export function renderBlocks(bloks: readonly Blok[], options: BlockRenderOptions = {}): ReactNode {
  // `?.`: raw JSON may hold a null where a block should be; BlockRenderer reports it.
  return bloks.map((blok, index) => <BlockRenderer key={blok?._uid || index} blok={blok} {...options} />);
}
