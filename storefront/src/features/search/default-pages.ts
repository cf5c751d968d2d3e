import type { SearchNavigationSuggestion } from '@lumen/design-system';
import { MultilinkSchema } from '@lumen/cms-blocks';
import type { CmsStory } from '@lumen/domain';

/** The last segment of a story's path in the shop's language (`cs/cs-cz/global/navigation/prodejny`). */
function slugOf(story: CmsStory): string {
  return story.full_slug.split('/').at(-1) ?? story.slug;
}

/** Where a navigation page sends the shopper: the link of its first block that has one. */
function targetOf(story: CmsStory): string | undefined {
  const body: unknown = story.content['body'];
  if (!Array.isArray(body)) return undefined;
  for (const block of body as unknown[]) {
    if (typeof block !== 'object' || block === null) continue;
    const parsed = MultilinkSchema.safeParse((block as Record<string, unknown>)['cta_link']);
    if (parsed.success && parsed.data && !parsed.data.external) return parsed.data.href;
  }
  return undefined;
}

/**
 * §2 the search flyout's default pages: the navigation pages the shop settings name, in their
 * order, each as its title linking where the page's teaser leads (the frames, the branches, the
 * appointment booking). A named page the content service lacks, or one without a link, is left out.
 */
export function defaultPageItems(
  stories: readonly CmsStory[],
  slugs: readonly string[],
): SearchNavigationSuggestion[] {
  return slugs.flatMap((slug): SearchNavigationSuggestion[] => {
    const story = stories.find((candidate) => slugOf(candidate) === slug);
    const href = story ? targetOf(story) : undefined;
    if (!story || href === undefined) return [];
    const title = story.content['title'];
    return [
      {
        type: 'navigationItem',
        id: `default-page-${story.uuid}`,
        label: typeof title === 'string' && title.trim() !== '' ? title : story.name,
        href,
      },
    ];
  });
}
