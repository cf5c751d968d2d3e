import type { CmsStoryContent } from '@lumen/domain';
import type { Blok } from '@lumen/cms-blocks';

/** Blocks that open a page: an editor's teaser of a category stands above its grid. */
const openingBlocks: ReadonlySet<string> = new Set(['hero', 'hero_teaser']);

/** A content root holding some of a category's blocks, as the block renderer and block data read it. */
export type CategoryContentPart = { component: 'category_content'; body: Blok[] };

/**
 * The content an editor attached to a category (getCategoryComponentData, a `category_content`
 * story with its blocks in `body`) split around the grid: the opening teasers above it, the rest
 * (questions, sliders, text) below it.
 */
export function splitCategoryContent(content: CmsStoryContent | null): {
  above: CategoryContentPart;
  below: CategoryContentPart;
} {
  const body = content?.['body'];
  const blocks = Array.isArray(body)
    ? body.filter((block): block is Blok => typeof block === 'object' && block !== null)
    : [];
  const split = blocks.findIndex(
    (block) => typeof block.component !== 'string' || !openingBlocks.has(block.component),
  );
  const at = split === -1 ? blocks.length : split;
  return {
    above: { component: 'category_content', body: blocks.slice(0, at) },
    below: { component: 'category_content', body: blocks.slice(at) },
  };
}
