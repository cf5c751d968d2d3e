import { useEffect, useEffectEvent, useReducer, useState, type ComponentProps } from 'react';
import { describeBlockError, type BlockError, type OnBlockError } from '../registry/block-error.ts';
import { BlockNotice } from '../registry/block-notice.tsx';
import { BlockRenderProvider, renderBlocks } from '../registry/block-renderer.tsx';
import type { Blok } from '../registry/blok.ts';
import type { BlockRegistry } from '../registry/define-block.ts';
import type { ContentSource } from './content-source.ts';
import { readStoryBody } from './story-body.ts';

/** What the preview shows: the last body that could be read, and why the latest could not. */
export type LivePreviewState = {
  readonly body: readonly Blok[];
  readonly problem?: BlockError;
};

/**
 * The next state after new content arrives. Content that cannot be read keeps the last blocks on
 * screen under a notice, so an editor halfway through a change does not lose the page.
 */
export function nextPreviewState(state: LivePreviewState, content: unknown): LivePreviewState {
  const reading = readStoryBody(content);
  return reading.ok ? { body: reading.body } : { body: state.body, problem: reading.error };
}

const initialState = (content: unknown) => nextPreviewState({ body: [] }, content);

const warnInConsole: OnBlockError = (error) => {
  console.warn(describeBlockError(error));
};

export type LivePreviewProps = Omit<ComponentProps<'div'>, 'content' | 'children'> & {
  /**
   * The page's blocks as the content API delivers them: a story body, a page's content or a
   * story, as data or as JSON text. A new value replaces whatever the source sent before.
   */
  content: unknown;
  /** Sends the editor's changes as they are typed (the visual editor's bridge, a Storybook control). */
  source?: ContentSource;
  /** Told about every block, and every content, that cannot be rendered. Defaults to console.warn. */
  onBlockError?: OnBlockError;
  /** The blocks to render by name; the package's registry unless a test brings another. */
  registry?: BlockRegistry;
};

/**
 * The visual editor's live preview (§6 visual-editor mode): renders a page's blocks in preview
 * (each carries the editor's attributes from `_editable`; a broken block shows a notice) and
 * re-renders as the content changes, whether through `content` or through `source`. Content that
 * cannot be read shows the editor notice above the last blocks that could.
 */
export function LivePreview({
  content,
  source,
  onBlockError = warnInConsole,
  registry,
  className,
  ...props
}: LivePreviewProps) {
  const [state, receive] = useReducer(nextPreviewState, content, initialState);

  // A new `content` prop is new content too (React's pattern for adjusting state to a prop).
  const [shownContent, setShownContent] = useState(content);
  if (content !== shownContent) {
    setShownContent(content);
    receive(content);
  }

  useEffect(() => source?.onContentChange(receive), [source]);

  // Reported once per problem, after it shows; blocks report their own problems while rendering.
  const { problem } = state;
  const report = useEffectEvent((error: BlockError) => onBlockError(error));
  useEffect(() => {
    if (problem) report(problem);
  }, [problem]);

  return (
    <BlockRenderProvider preview onBlockError={onBlockError} registry={registry}>
      <div data-slot="live-preview" className={className} {...props}>
        {problem && <BlockNotice error={problem} />}
        {renderBlocks(state.body)}
      </div>
    </BlockRenderProvider>
  );
}
