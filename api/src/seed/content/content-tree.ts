import { languageLabels, shops } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import { uuidFor } from './content-ids.ts';
import { withFieldTranslations } from './field-translations.ts';
import type { JsonObject } from './field-translations.ts';
import { marketFacts } from './markets.ts';
import { pageContext, storyId, storyUuid } from './page-context.ts';
import { categoryNodes } from './pages/categories.ts';
import { globalNodes, guideStory } from './pages/global.ts';
import { homeStory } from './pages/home.ts';
import { imprintStory, privacyStory } from './pages/legal.ts';
import { overlayNodes } from './pages/overlays.ts';
import { serviceNodes } from './pages/service.ts';
import { termsStory } from './pages/terms.ts';
import type { NodeDefinition, StoryDefinition } from './story-definitions.ts';

/**
 * The space's languages besides the default one. The default language is German: editors write
 * every page in German and translate the pages of the French, Italian, Polish and Czech shops.
 */
export const translationLanguages = ['fr', 'it', 'pl', 'cs'] as const satisfies readonly LanguageCode[];
type TranslationLanguage = (typeof translationLanguages)[number];

interface SeedTranslation {
  lang: TranslationLanguage;
  slug: string;
  name: string | null;
  path: string;
}

/** A row of content_stories with its translations, ready to insert. */
export interface SeedStory {
  id: number;
  uuid: string;
  parentId: number | null;
  isFolder: boolean;
  isStartpage: boolean;
  name: string;
  slug: string;
  fullSlug: string;
  position: number;
  tagList: string[];
  groupId: string;
  draftContent: JsonObject | null;
  publishedContent: JsonObject | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  translations: SeedTranslation[];
}

/** The tree every shop folder holds, its content built per shop and language. */
const shopFolderNodes: readonly NodeDefinition[] = [
  homeStory,
  privacyStory,
  imprintStory,
  termsStory,
  guideStory,
  ...overlayNodes,
  ...globalNodes,
  ...serviceNodes,
  ...categoryNodes,
];

// The seed's history: the space was set up in March and last published mid-June 2025.
const created = '2025-03-03T09:00:00.000Z';
const firstPublished = '2025-03-10T09:00:00.000Z';
const published = '2025-06-16T07:30:00.000Z';
const draftSaved = '2025-06-27T14:10:00.000Z';

function contentOf(
  shop: ShopIdentity,
  fullSlug: string,
  build: (ctx: ReturnType<typeof pageContext>) => JsonObject,
) {
  const base = build(pageContext(shop, 'de', fullSlug));
  if (shop.language === 'de') return base;
  return withFieldTranslations(base, { [shop.language]: build(pageContext(shop, shop.language, fullSlug)) });
}

interface Placed {
  fullSlug: string;
  slug: string;
  parentSlug: string | null;
  isStartpage: boolean;
}

/** Where a node sits: a start page takes its folder's path plus `/`, everything else its own. */
function place(shop: ShopIdentity, node: NodeDefinition): Placed {
  if (node.path === '') return { fullSlug: shop.code, slug: shop.code, parentSlug: null, isStartpage: false };
  const fullSlug = `${shop.code}/${node.path}`;
  if (node.path.endsWith('/')) {
    const folder = fullSlug.slice(0, -1);
    return {
      fullSlug,
      slug: (node as StoryDefinition).slug ?? 'index',
      parentSlug: folder,
      isStartpage: true,
    };
  }
  const cut = fullSlug.lastIndexOf('/');
  return { fullSlug, slug: fullSlug.slice(cut + 1), parentSlug: fullSlug.slice(0, cut), isStartpage: false };
}

function shopStories(shop: ShopIdentity): SeedStory[] {
  const market = marketFacts[shop.country];
  const root: NodeDefinition = {
    kind: 'folder',
    path: '',
    names: {
      de: `${market.countryName.de} · ${languageLabels[shop.language]}`,
      fr: `${market.countryName.fr} · ${languageLabels[shop.language]}`,
      it: `${market.countryName.it} · ${languageLabels[shop.language]}`,
      pl: `${market.countryName.pl} · ${languageLabels[shop.language]}`,
      cs: `${market.countryName.cs} · ${languageLabels[shop.language]}`,
    },
    position: shops.indexOf(shop) * 10,
  };
  const stories: SeedStory[] = [];
  const bySlug = new Map<string, SeedStory>();
  for (const node of [root, ...shopFolderNodes]) {
    const placed = place(shop, node);
    const parent = placed.parentSlug === null ? undefined : bySlug.get(placed.parentSlug);
    if (placed.parentSlug !== null && !parent) {
      throw new Error(`Content seed: ${placed.fullSlug} comes before its folder ${placed.parentSlug}`);
    }
    const translations = translationLanguages.map((lang): SeedTranslation => {
      const slug = node.slugs?.[lang] ?? placed.slug;
      const parentPath = parent?.translations.find((translation) => translation.lang === lang)?.path;
      const path =
        parentPath === undefined ? slug : placed.isStartpage ? `${parentPath}/` : `${parentPath}/${slug}`;
      const name = node.names[lang] === node.names.de ? null : node.names[lang];
      return { lang, slug, name, path };
    });
    const story = node.kind === 'story' ? contentOf(shop, placed.fullSlug, node.content) : null;
    const draft = node.kind === 'story' && node.draft ? contentOf(shop, placed.fullSlug, node.draft) : story;
    const isPublished = node.kind === 'story' && !node.unpublished;
    const hasDraftChanges = node.kind === 'story' && (node.draft !== undefined || node.unpublished === true);
    const seeded: SeedStory = {
      id: storyId(placed.fullSlug),
      uuid: storyUuid(placed.fullSlug),
      parentId: parent?.id ?? null,
      isFolder: node.kind === 'folder',
      isStartpage: placed.isStartpage,
      name: node.names.de,
      slug: placed.slug,
      fullSlug: placed.fullSlug,
      position: node.position,
      tagList: node.kind === 'story' ? [...(node.tags ?? [])] : [],
      // The same page in the shop folders of one market are alternates (de-ch, fr-ch, it-ch).
      groupId: uuidFor(`group:${shop.country}:${node.path}`),
      draftContent: draft,
      publishedContent: isPublished ? story : null,
      createdAt: created,
      updatedAt: hasDraftChanges ? draftSaved : node.kind === 'story' ? published : created,
      publishedAt: isPublished ? published : null,
      firstPublishedAt: isPublished ? firstPublished : null,
      translations,
    };
    stories.push(seeded);
    bySlug.set(seeded.fullSlug, seeded);
  }
  return stories;
}

/** Every shop's folder with its stories, parents before children. */
export function buildContentTree(): SeedStory[] {
  return shops.flatMap(shopStories);
}
