import type { LanguageCode } from '@lumen/domain';
import type { Texts } from '../catalog/texts.ts';
import type { Json, JsonObject } from './field-translations.ts';
import type { PageContext } from './page-context.ts';

/** Translated slugs of one path segment, for the languages that have their own. */
type TranslatedSlugs = Partial<Record<LanguageCode, string>>;

/** A folder of every shop's tree; `path` is inside the shop folder ('' is the shop folder). */
interface FolderDefinition {
  kind: 'folder';
  path: string;
  names: Texts;
  slugs?: TranslatedSlugs;
  position: number;
}

/** A story of every shop's tree, its content built once per language. */
export interface StoryDefinition {
  kind: 'story';
  /** Inside the shop folder; a folder's start page has the folder's path and a trailing slash. */
  path: string;
  /** A start page's own slug (its path is its folder's). */
  slug?: string;
  names: Texts;
  slugs?: TranslatedSlugs;
  position: number;
  tags?: string[];
  content: (ctx: PageContext) => JsonObject;
  /** Changes an editor saved but has not published yet. */
  draft?: (ctx: PageContext) => JsonObject;
  /** Only saved, never published: the preview shows it, visitors do not. */
  unpublished?: boolean;
}

export type NodeDefinition = FolderDefinition | StoryDefinition;

/** A block with its uid, the same in every language version of the story. */
export function blok(
  ctx: PageContext,
  key: string,
  component: string,
  fields: Record<string, Json>,
): JsonObject {
  return { _uid: ctx.uid(key), component, ...fields };
}

/** The `seo` field (the seo_metatags plugin): title and description, shared by the social cards. */
export function seo(ctx: PageContext, title: string, description: string): JsonObject {
  return {
    _uid: ctx.uid('seo'),
    plugin: 'seo_metatags',
    title,
    description,
    og_title: title,
    og_description: description,
    og_image: '',
    twitter_title: title,
    twitter_description: description,
    twitter_image: '',
  };
}
