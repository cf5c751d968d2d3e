import type { CmsStory } from '@lumen/domain';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The title an overlay's sheet gives its story: the page's own title (the full page's h1, a field
 * translated like the rest of the content), else the story's name in the shop's language, else its
 * name. The bare `name` is the editors' name in the space's default language: German in fr-ch.
 */
export function overlayTitle(
  story: Pick<CmsStory, 'name' | 'lang' | 'translated_slugs'> & {
    content: Readonly<Record<string, unknown>>;
  },
): string {
  const translatedName = story.translated_slugs?.find((translation) => translation.lang === story.lang)?.name;
  return text(story.content['title']) ?? text(translatedName) ?? story.name.trim();
}
