import type { ContentVersion, StoryAlternate, StoryRecord } from './content-repository.ts';
import { defaultLanguage } from './content-space.ts';
import { localizeContent, markEditable } from './localize-content.ts';
import type { Json } from './localize-content.ts';

/** How a story is read: in which language (undefined: the default one), which version, which space. */
export interface Reading {
  language: string | undefined;
  version: ContentVersion;
  spaceId: number;
  /** The space's translation languages, for `translated_slugs`. */
  languages: readonly string[];
}

/** A story as Storyblok's CDN API sends it (`cdn/stories/{slug}`, `stories[]`, `rels[]`). */
export interface StoryJson {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: Json;
  slug: string;
  full_slug: string;
  default_full_slug: string | null;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: string;
  path: null;
  alternates: StoryAlternate[];
  translated_slugs: { path: string; name: string | null; lang: string; published: boolean }[];
}

/**
 * The full slug a language addresses a story by: the default one, or with a translation language
 * its translated path behind the language code (`pl/pl-pl/uslugi/ochronadanych`), as Storyblok
 * answers when the Translatable Slugs app is installed.
 */
function fullSlugIn(record: StoryRecord, language: string | undefined): string {
  if (language === undefined) return record.fullSlug;
  return `${language}/${record.translations[language]?.path ?? record.fullSlug}`;
}

export function storyJson(record: StoryRecord, reading: Reading): StoryJson {
  const localized = localizeContent(record.content, reading.language);
  const content =
    reading.version === 'draft'
      ? markEditable(localized, { spaceId: reading.spaceId, storyId: record.id })
      : localized;
  return {
    name: record.name,
    created_at: record.createdAt.toISOString(),
    published_at: record.publishedAt?.toISOString() ?? null,
    updated_at: record.updatedAt.toISOString(),
    id: record.id,
    uuid: record.uuid,
    content,
    slug: record.slug,
    full_slug: fullSlugIn(record, reading.language),
    default_full_slug: reading.language === undefined ? null : record.fullSlug,
    sort_by_date: record.sortByDate,
    position: record.position,
    tag_list: record.tagList,
    is_startpage: record.isStartpage,
    parent_id: record.parentId,
    meta_data: null,
    group_id: record.groupId,
    first_published_at: record.firstPublishedAt?.toISOString() ?? null,
    release_id: null,
    lang: reading.language ?? defaultLanguage,
    path: null,
    alternates: record.alternates,
    translated_slugs: reading.languages.map((language) => {
      const translation = record.translations[language];
      return {
        path: translation?.path ?? record.fullSlug,
        name: translation?.name ?? null,
        lang: language,
        published: record.published,
      };
    }),
  };
}

/** A link object of `links` for `resolve_links=url`: just enough to build the address. */
export function urlLinkJson(record: StoryRecord, reading: Reading) {
  const fullSlug = fullSlugIn(record, reading.language);
  return {
    name: record.name,
    id: record.id,
    uuid: record.uuid,
    slug: fullSlug,
    full_slug: fullSlug,
    url: fullSlug,
  };
}

/** A link object of `links` for `resolve_links=link`: the story's place in the tree as well. */
export function linkJson(record: StoryRecord, reading: Reading) {
  const fullSlug = fullSlugIn(record, reading.language);
  return {
    id: record.id,
    uuid: record.uuid,
    slug: fullSlug,
    full_slug: fullSlug,
    path: null,
    parent_id: record.parentId,
    name: record.name,
    is_folder: record.isFolder,
    published: record.published,
    is_startpage: record.isStartpage,
    position: record.position,
    real_path: `/${fullSlug}`,
  };
}
