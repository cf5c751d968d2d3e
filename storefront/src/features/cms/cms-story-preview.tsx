import { useMemo } from 'react';
import { LivePreview, storyblokBridgeSource } from '@lumen/cms-blocks/preview';
import type { ContentSource } from '@lumen/cms-blocks/preview';
import type { CmsStory } from '@lumen/domain';
import { BlockDataProviderOfPage } from './block-data-provider-of-page.tsx';

/**
 * The bridge sends the page's root block (`story.content`); the live preview renders a list of
 * blocks, so each change arrives as a list of that one block and the page renders whole (its
 * title, intro and side navigation too), as shoppers will see it.
 */
function asRootBlock(source: ContentSource): ContentSource {
  return { onContentChange: (callback) => source.onContentChange((content) => callback([content])) };
}

/**
 * A CMS story's draft in Storyblok's visual editor (§6 visual-editor mode): the blocks
 * carry the editor's markers and re-render as the editor types, through the editor's bridge. This
 * module, and the bridge it loads, reach the browser only in the editor (`CmsStoryPage` imports it
 * lazily). The catalogue data is the one the draft named when the page loaded.
 */
export function CmsStoryPreview({ story }: { story: CmsStory }) {
  const source = useMemo(() => asRootBlock(storyblokBridgeSource(story.id)), [story.id]);
  // One array per story: LivePreview takes a new `content` as new content.
  const content = useMemo(() => [story.content], [story.content]);
  return (
    <BlockDataProviderOfPage content={story.content}>
      <LivePreview content={content} source={source} />
    </BlockDataProviderOfPage>
  );
}
