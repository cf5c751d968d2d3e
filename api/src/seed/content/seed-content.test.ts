import { CmsStoryContentSchema, isInNonPageFolder, shops } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkUuids, parseRelationField, relationUuids } from '../../content/content-references.ts';
import { localizeContent } from '../../content/localize-content.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { defaultShopSettings } from '../seed-shops.ts';
import { buildContentTree, translationLanguages } from './content-tree.ts';
import { seedDatasources } from './datasources.ts';
import { withFieldTranslations } from './field-translations.ts';
import { seedContent } from './seed-content.ts';

const tree = buildContentTree();
const stories = tree.filter((story) => !story.isFolder);
const shopOf = (fullSlug: string) => fullSlug.split('/')[0] as ShopCode;

/** The block names a CMS block library renders (§2 content blocks), and their nested items. */
const blockLibrary = new Set([
  'content_page',
  'category_content',
  'header',
  'footer',
  'hero',
  'hero_teaser',
  'accordion',
  'accordion_item',
  'product_slider',
  'brand_list',
  'brand_list_item',
  'logo_slider',
  'logo_slider_item',
  'newsletter',
  'face_scan',
  'footer_column',
  'footer_link',
  'consent_list',
  'consent_group',
  'consent_provider',
]);

function components(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => components(item, found));
  else if (typeof node === 'object' && node !== null) {
    const { component } = node as { component?: unknown };
    if (typeof component === 'string') found.add(component);
    Object.values(node).forEach((value) => components(value, found));
  }
  return found;
}

describe('content seed: the tree', () => {
  it('gives every story and folder a unique id, uuid and full slug', () => {
    for (const key of ['id', 'uuid', 'fullSlug'] as const) {
      expect(new Set(tree.map((story) => story[key])).size, key).toBe(tree.length);
    }
  });

  it.each(shops.map((shop) => [shop.code]))(
    '%s: homepage, legal pages, overlays, global, service and categories',
    (code) => {
      const slugs = stories.filter((story) => shopOf(story.fullSlug) === code).map((story) => story.fullSlug);
      expect(slugs).toEqual(
        expect.arrayContaining([
          `${code}/home`,
          `${code}/datenschutz`,
          `${code}/impressum`,
          `${code}/agb`,
          `${code}/overlays/service/versand`,
          `${code}/overlays/rx/pupillendistanz`,
          `${code}/global/not-found`,
          `${code}/global/error`,
          `${code}/global/header`,
          `${code}/global/footer`,
          `${code}/service/gebrauchsanweisungen/`,
          `${code}/service/konformitaetserklaerungen/`,
          `${code}/service/gesichtsform`,
          `${code}/categories/sonnenbrillen`,
        ]),
      );
      expect(slugs).toHaveLength(29);
    },
  );

  it('every story’s content, in every language, is a CMS story body of the domain built from library blocks', () => {
    for (const story of stories) {
      for (const language of [undefined, ...translationLanguages]) {
        for (const content of [story.publishedContent, story.draftContent]) {
          if (content === null) continue;
          const localized = localizeContent(content, language);
          expect(CmsStoryContentSchema.safeParse(localized).success, story.fullSlug).toBe(true);
          for (const name of components(localized))
            expect(blockLibrary.has(name), `${story.fullSlug}: ${name}`).toBe(true);
        }
      }
    }
  });

  it('a shop in another language than German carries its own language beside the German master, and only it', () => {
    for (const story of stories) {
      const { language } = shops.find((shop) => shop.code === shopOf(story.fullSlug))!;
      const json = JSON.stringify(story.draftContent);
      for (const other of translationLanguages) {
        expect(json.includes(`__i18n__${other}"`), `${story.fullSlug} ${other}`).toBe(other === language);
      }
    }
  });

  it('§2 every link leads to a page: none into the shop-wide pieces, which answer 404 at their own address', () => {
    const byUuid = new Map(stories.map((story) => [story.uuid, story]));
    for (const story of stories) {
      for (const uuid of linkUuids(story.draftContent)) {
        const slug = byUuid.get(uuid)!.fullSlug.split('/').slice(1).join('/');
        expect(isInNonPageFolder(slug), `${story.fullSlug} → ${slug}`).toBe(false);
      }
    }
  });

  it('every story link, richtext link and relation points at a story of the same shop folder', () => {
    const byUuid = new Map(stories.map((story) => [story.uuid, story]));
    const relations = [parseRelationField('header.default_content_pages')];
    for (const story of stories) {
      const targets = [...linkUuids(story.draftContent), ...relationUuids(story.draftContent, relations)];
      for (const uuid of targets) {
        const target = byUuid.get(uuid);
        expect(target, `${story.fullSlug} → ${uuid}`).toBeDefined();
        expect(shopOf(target!.fullSlug)).toBe(shopOf(story.fullSlug));
      }
    }
  });

  it.each(shops.map((shop) => [shop.code, shop.language]))(
    '%s: the navigation default pages of its shop settings are stories at their %s slugs',
    (code, language) => {
      const settings = defaultShopSettings(shops.find((shop) => shop.code === code)!);
      for (const slug of settings.customData.navigationDefaultContents.defaultContentPages) {
        const path = `${settings.cmsBaseFolder}/global/navigation/${slug}`;
        const found = stories.find((story) =>
          language === 'de'
            ? story.fullSlug === path
            : story.translations.some(
                (translation) => translation.lang === language && translation.path === path,
              ),
        );
        expect(found, path).toBeDefined();
      }
    },
  );

  it('labels every datasource entry in every language dimension', () => {
    for (const datasource of seedDatasources()) {
      for (const entry of datasource.entries) {
        expect(Object.keys(entry.dimensionValues).sort()).toEqual([...datasource.dimensions].sort());
      }
    }
  });
});

describe('content seed: field-level translation of the seed', () => {
  const base = {
    _uid: 'p',
    component: 'page',
    title: 'Titel',
    body: [{ _uid: 'b', component: 'hero', headline: 'Hallo', theme: 'light' }],
  };

  it('adds a __i18n__ twin for each field whose translation differs, block by block', () => {
    const translated = { ...base, title: 'Titre', body: [{ ...base.body[0]!, headline: 'Bonjour' }] };
    expect(withFieldTranslations(base, { fr: translated })).toEqual({
      ...base,
      title__i18n__fr: 'Titre',
      body: [{ ...base.body[0], headline__i18n__fr: 'Bonjour' }],
    });
  });

  it.each([
    [
      'another block',
      { ...base, body: [{ _uid: 'x', component: 'hero', headline: 'Hallo', theme: 'light' }] },
    ],
    ['fewer blocks', { ...base, body: [] }],
    ['a field of its own', { ...base, subtitle: 'Sous-titre' }],
  ])('refuses a translation with %s', (_case, translated) => {
    expect(() => withFieldTranslations(base, { fr: translated })).toThrow(/fr/);
  });
});

describe('content seed: writing it', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const count = async (table: string) =>
    (await database.db.query<{ n: number }>(`select count(*)::integer as n from ${table}`)).rows[0]!.n;

  it('writes the space once: a second run writes nothing and keeps an editor’s change', async () => {
    expect(await seedContent(database.db)).toEqual({ stories: tree.length, datasourceEntries: 36 });
    const counts = async () =>
      Promise.all(
        [
          'content_spaces',
          'content_stories',
          'content_story_translations',
          'content_datasources',
          'content_datasource_entries',
        ].map(count),
      );
    const before = await counts();
    expect(before).toEqual([1, tree.length, tree.length * translationLanguages.length, 2, 36]);
    await database.db.query(
      `update content_stories set name = 'Startseite (Sommer)' where full_slug = 'de-de/home'`,
    );

    expect(await seedContent(database.db)).toEqual({ stories: 0, datasourceEntries: 0 });
    expect(await counts()).toEqual(before);
    const { rows } = await database.db.query<{ name: string }>(
      `select name from content_stories where full_slug = 'de-de/home'`,
    );
    expect(rows[0]?.name).toBe('Startseite (Sommer)');
  });

  it('stores the translated paths the shops address pages by (§9 privacy slugs)', async () => {
    const { rows } = await database.db.query<{ lang: string; path: string }>(
      `select t.lang, t.path from content_story_translations t join content_stories s on s.id = t.story_id
        where s.full_slug in ('pl-pl/datenschutz', 'fr-ch/datenschutz', 'it-it/datenschutz', 'cs-cz/datenschutz')
          and t.lang = split_part(s.full_slug, '-', 1)
        order by t.lang`,
    );
    expect(rows).toEqual([
      { lang: 'cs', path: 'cs-cz/ochrana-udaju' },
      { lang: 'fr', path: 'fr-ch/protectiondesdonnees' },
      { lang: 'it', path: 'it-it/protezionedeidati' },
      { lang: 'pl', path: 'pl-pl/ochronadanych' },
    ]);
  });
});
