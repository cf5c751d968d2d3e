import type { Queryable } from '../db/db.ts';

export type ContentVersion = 'draft' | 'published';

/** A story's or folder's slug, name and full path in one translation language. */
interface StoryTranslation {
  slug: string;
  /** Null where the editor kept the default name. */
  name: string | null;
  path: string;
}

/** Another story of the same group (the same page in another shop folder), as Storyblok lists it. */
export interface StoryAlternate {
  id: number;
  name: string;
  slug: string;
  full_slug: string;
  published: boolean;
  is_folder: boolean;
  parent_id: number | null;
}

/** A story of the space with the content of one version (draft or published). */
export interface StoryRecord {
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
  sortByDate: string | null;
  /** The content of the version asked for, translations still beside their default fields. */
  content: unknown;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  /** By language: every story has one per space language. */
  translations: Record<string, StoryTranslation>;
  alternates: StoryAlternate[];
}

export interface ContentSpace {
  id: number;
  name: string;
  languages: string[];
  /** Content version: the last change in the space, in Unix seconds (Storyblok's `cv`). */
  cv: number;
}

interface StoryRow {
  id: number;
  uuid: string;
  parent_id: number | null;
  is_folder: boolean;
  is_startpage: boolean;
  name: string;
  slug: string;
  full_slug: string;
  position: number;
  tag_list: string[];
  group_id: string;
  sort_by_date: string | null;
  content: unknown;
  published: boolean;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  first_published_at: Date | null;
  translations: Record<string, StoryTranslation>;
  alternates: StoryAlternate[];
}

function toRecord(row: StoryRow): StoryRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    parentId: row.parent_id,
    isFolder: row.is_folder,
    isStartpage: row.is_startpage,
    name: row.name,
    slug: row.slug,
    fullSlug: row.full_slug,
    position: row.position,
    tagList: row.tag_list,
    groupId: row.group_id,
    sortByDate: row.sort_by_date,
    content: row.content,
    published: row.published,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    firstPublishedAt: row.first_published_at,
    translations: row.translations,
    alternates: row.alternates,
  };
}

// The version decides the column; it comes from a closed set, never from the request's text.
const contentColumns = { draft: 'draft_content', published: 'published_content' } as const;

function selectStories(version: ContentVersion): string {
  const column = contentColumns[version];
  return `
    select s.id, s.uuid::text as uuid, s.parent_id, s.is_folder, s.is_startpage, s.name, s.slug,
           s.full_slug, s.position, s.tag_list, s.group_id::text as group_id,
           to_char(s.sort_by_date, 'YYYY-MM-DD') as sort_by_date, s.${column} as content,
           s.published_content is not null as published, s.created_at, s.updated_at, s.published_at,
           s.first_published_at,
           coalesce((select jsonb_object_agg(t.lang, jsonb_build_object('slug', t.slug, 'name', t.name, 'path', t.path))
                       from content_story_translations t where t.story_id = s.id), '{}'::jsonb) as translations,
           coalesce((select jsonb_agg(jsonb_build_object(
                              'id', a.id, 'name', a.name, 'slug', a.slug, 'full_slug', a.full_slug,
                              'published', a.published_content is not null, 'is_folder', a.is_folder,
                              'parent_id', a.parent_id) order by a.id)
                       from content_stories a where a.group_id = s.group_id and a.id <> s.id), '[]'::jsonb) as alternates
      from content_stories s`;
}

/** Stories a version shows: drafts show every story, published content only what was published. */
function visibleIn(version: ContentVersion): string {
  return `(s.is_folder or s.${contentColumns[version]} is not null)`;
}

export async function findSpace(db: Queryable, spaceId: number): Promise<ContentSpace | undefined> {
  const { rows } = await db.query<{ id: number; name: string; languages: string[]; cv: number }>(
    `select sp.id, sp.name, sp.languages,
            coalesce((select extract(epoch from max(greatest(s.updated_at, s.published_at)))::bigint
                        from content_stories s where s.space_id = sp.id), 0)::bigint as cv
       from content_spaces sp
      where sp.id = $1`,
    [spaceId],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, languages: row.languages, cv: Number(row.cv) } : undefined;
}

/**
 * The story or folder at a path: the default full slug, or with a language the translated path
 * (tried first, as the shop's address in that language is the usual way in).
 */
export async function findStoryByPath(
  db: Queryable,
  where: { spaceId: number; path: string; language: string | undefined; version: ContentVersion },
): Promise<StoryRecord | undefined> {
  const visible = visibleIn(where.version);
  if (where.language !== undefined) {
    const { rows } = await db.query<StoryRow>(
      `${selectStories(where.version)}
        join content_story_translations tr on tr.story_id = s.id
       where s.space_id = $1 and tr.lang = $2 and tr.path = $3 and ${visible}
       order by s.id
       limit 1`,
      [where.spaceId, where.language, where.path],
    );
    if (rows[0]) return toRecord(rows[0]);
  }
  const { rows } = await db.query<StoryRow>(
    `${selectStories(where.version)} where s.space_id = $1 and s.full_slug = $2 and ${visible}`,
    [where.spaceId, where.path],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** The story a folder's own path answers with, if the folder has one. */
export async function findStartpage(
  db: Queryable,
  where: { folderId: number; version: ContentVersion },
): Promise<StoryRecord | undefined> {
  const { rows } = await db.query<StoryRow>(
    `${selectStories(where.version)}
      where s.parent_id = $1 and s.is_startpage and ${visibleIn(where.version)}`,
    [where.folderId],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Stories (never folders) by uuid, in the order of `uuids`; unknown or invisible ones are left out. */
export async function findStoriesByUuids(
  db: Queryable,
  where: { spaceId: number; uuids: readonly string[]; version: ContentVersion },
): Promise<StoryRecord[]> {
  if (where.uuids.length === 0) return [];
  const { rows } = await db.query<StoryRow>(
    `${selectStories(where.version)}
      where s.space_id = $1 and s.uuid = any($2::uuid[]) and not s.is_folder
        and s.${contentColumns[where.version]} is not null`,
    [where.spaceId, where.uuids],
  );
  const byUuid = new Map(rows.map((row) => [row.uuid, toRecord(row)]));
  return where.uuids.flatMap((uuid) => byUuid.get(uuid.toLowerCase()) ?? []);
}

/** One filter of `filter_query` on a root field of the content: `in` or `not_in` a list of values. */
export interface ContentFilter {
  field: string;
  operation: 'in' | 'not_in';
  values: string[];
}

export interface StoryListQuery {
  spaceId: number;
  version: ContentVersion;
  startsWith?: string | undefined;
  byUuids?: readonly string[] | undefined;
  filters: readonly ContentFilter[];
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A page of stories (folders are not stories) in the space's order: position, then id. */
export async function listStories(
  db: Queryable,
  query: StoryListQuery,
): Promise<{ stories: StoryRecord[]; total: number }> {
  const column = contentColumns[query.version];
  const params: unknown[] = [query.spaceId];
  const conditions = ['s.space_id = $1', 'not s.is_folder', `s.${column} is not null`];
  if (query.startsWith !== undefined) {
    params.push(`${escapeLike(query.startsWith)}%`);
    conditions.push(`s.full_slug like $${params.length} escape '\\'`);
  }
  if (query.byUuids !== undefined) {
    params.push(query.byUuids);
    conditions.push(`s.uuid = any($${params.length}::uuid[])`);
  }
  for (const filter of query.filters) {
    params.push(filter.field);
    const field = `$${params.length}`;
    params.push(filter.values);
    const values = `$${params.length}::text[]`;
    conditions.push(
      filter.operation === 'in'
        ? `(s.${column} ->> ${field}) = any(${values})`
        : `coalesce(s.${column} ->> ${field}, '') <> all(${values})`,
    );
  }
  const where = conditions.join(' and ');
  const counted = await db.query<{ total: number }>(
    `select count(*)::integer as total from content_stories s where ${where}`,
    params,
  );
  params.push(query.limit, query.offset);
  const { rows } = await db.query<StoryRow>(
    `${selectStories(query.version)} where ${where}
      order by s.position, s.id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { stories: rows.map(toRecord), total: counted.rows[0]?.total ?? 0 };
}

export interface DatasourceEntryRecord {
  id: number;
  name: string;
  value: string;
  dimensionValue: string | null;
}

/**
 * A page of datasource entries (all datasources when none is named), each with its value in the
 * dimension asked for; undefined when the named datasource does not exist.
 */
export async function listDatasourceEntries(
  db: Queryable,
  query: {
    spaceId: number;
    datasource: string | undefined;
    dimension: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ entries: DatasourceEntryRecord[]; total: number } | undefined> {
  if (query.datasource !== undefined) {
    const known = await db.query('select 1 from content_datasources where space_id = $1 and slug = $2', [
      query.spaceId,
      query.datasource,
    ]);
    if (known.rowCount === 0) return undefined;
  }
  const where = `d.space_id = $1 and ($2::text is null or d.slug = $2)`;
  const counted = await db.query<{ total: number }>(
    `select count(*)::integer as total
       from content_datasource_entries e join content_datasources d on d.id = e.datasource_id
      where ${where}`,
    [query.spaceId, query.datasource ?? null],
  );
  const { rows } = await db.query<{
    id: number;
    name: string;
    value: string;
    dimension_value: string | null;
  }>(
    `select e.id, e.name, e.value, e.dimension_values ->> $3::text as dimension_value
       from content_datasource_entries e join content_datasources d on d.id = e.datasource_id
      where ${where}
      order by d.id, e.position, e.id
      limit $4 offset $5`,
    [query.spaceId, query.datasource ?? null, query.dimension ?? null, query.limit, query.offset],
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      name: row.name,
      value: row.value,
      dimensionValue: row.dimension_value,
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}
