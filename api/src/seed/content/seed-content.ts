import { lumenContentSpace } from '../../content/content-space.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { buildContentTree, translationLanguages } from './content-tree.ts';
import type { SeedStory } from './content-tree.ts';
import { seedDatasources } from './datasources.ts';

export interface SeedContentResult {
  /** Stories and folders this run wrote; 0 when the space was complete. */
  stories: number;
  datasourceEntries: number;
}

const insertStoriesSql = `
  insert into content_stories (id, space_id, uuid, parent_id, is_folder, is_startpage, name, slug, full_slug,
                               position, tag_list, group_id, draft_content, published_content,
                               created_at, updated_at, published_at, first_published_at)
  select r.id, $2, r.uuid, r."parentId", r."isFolder", r."isStartpage", r.name, r.slug, r."fullSlug",
         r.position, r."tagList", r."groupId", r."draftContent", r."publishedContent",
         r."createdAt", r."updatedAt", r."publishedAt", r."firstPublishedAt"
    from jsonb_to_recordset($1::jsonb) as r(
      id integer, uuid uuid, "parentId" integer, "isFolder" boolean, "isStartpage" boolean, name text,
      slug text, "fullSlug" text, position integer, "tagList" text[], "groupId" uuid, "draftContent" jsonb,
      "publishedContent" jsonb, "createdAt" timestamptz, "updatedAt" timestamptz, "publishedAt" timestamptz,
      "firstPublishedAt" timestamptz)
  on conflict do nothing`;

const insertTranslationsSql = `
  insert into content_story_translations (story_id, lang, slug, name, path)
  select r."storyId", r.lang, r.slug, r.name, r.path
    from jsonb_to_recordset($1::jsonb) as r("storyId" integer, lang text, slug text, name text, path text)
  on conflict do nothing`;

// Content documents are large (inline images): a few dozen stories per statement.
const storyChunk = 40;

// Transaction-scoped, like the other seeds': two processes starting at once seed once.
const lockStatement = `select pg_advisory_xact_lock(7301008, hashtext(coalesce(current_schema(), '')))`;

async function insertStories(tx: Queryable, stories: readonly SeedStory[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < stories.length; start += storyChunk) {
    const chunk = stories.slice(start, start + storyChunk);
    const rows = chunk.map(({ translations: _translations, ...story }) => story);
    inserted += (await tx.query(insertStoriesSql, [JSON.stringify(rows), lumenContentSpace.id])).rowCount;
    const translations = chunk.flatMap((story) =>
      story.translations.map((translation) => ({ storyId: story.id, ...translation })),
    );
    await tx.query(insertTranslationsSql, [JSON.stringify(translations)]);
  }
  return inserted;
}

async function insertDatasources(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const datasource of seedDatasources()) {
    await tx.query(
      `insert into content_datasources (id, space_id, slug, name, dimensions)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [datasource.id, lumenContentSpace.id, datasource.slug, datasource.name, datasource.dimensions],
    );
    const entries = datasource.entries.map((entry) => ({ ...entry, datasourceId: datasource.id }));
    const result = await tx.query(
      `insert into content_datasource_entries (id, datasource_id, name, value, position, dimension_values)
       select r.id, r."datasourceId", r.name, r.value, r.position, r."dimensionValues"
         from jsonb_to_recordset($1::jsonb) as r(
           id integer, "datasourceId" integer, name text, value text, position integer, "dimensionValues" jsonb)
       on conflict do nothing`,
      [JSON.stringify(entries)],
    );
    inserted += result.rowCount;
  }
  return inserted;
}

/**
 * The content space of the shop: every shop's folder with its homepage, legal pages,
 * overlays, global stories, instructions for use, declarations of conformity and category
 * content, in German and the shop's own language, plus the datasources. Writes only what is
 * missing, so a second run (a restart) changes nothing and an editor's later changes stay.
 */
export async function seedContent(db: Db): Promise<SeedContentResult> {
  const stories = buildContentTree();
  return db.transaction(async (tx) => {
    await tx.query(lockStatement);
    await tx.query(
      `insert into content_spaces (id, name, languages) values ($1, $2, $3) on conflict do nothing`,
      [lumenContentSpace.id, lumenContentSpace.name, [...translationLanguages]],
    );
    return { stories: await insertStories(tx, stories), datasourceEntries: await insertDatasources(tx) };
  });
}
