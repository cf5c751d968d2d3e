-- The headless CMS (issue 6): a Storyblok space served in the format of Storyblok's CDN API.
-- Translation is Storyblok's field-level translation: one story per page, its default-language
-- fields beside their translations (`headline`, `headline__i18n__fr`) in the same content
-- document, and a translated slug per language (the Translatable Slugs app). Access tokens are
-- not stored here: they come from the environment (CONTENT_PUBLIC_TOKEN, CONTENT_PREVIEW_TOKEN).
create table content_spaces (
  id integer primary key,
  name text not null check (name <> ''),
  -- The languages of field-level translation besides the default one (which answers as `default`).
  languages text[] not null default '{}',
  created_at timestamptz not null default now()
);

-- Stories and folders, as Storyblok keeps both in one tree.
create table content_stories (
  id integer primary key,
  space_id integer not null references content_spaces (id),
  uuid uuid not null unique,
  parent_id integer references content_stories (id),
  is_folder boolean not null default false,
  -- The story a folder's own path answers with (its full slug is the folder's, plus `/`).
  is_startpage boolean not null default false,
  name text not null check (name <> ''),
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9_-]*$'),
  -- Parent folders' slugs and the story's own: the default-language path.
  full_slug text not null,
  position integer not null default 0,
  tag_list text[] not null default '{}',
  -- Shared by alternates: the same page in the shop folders of one market.
  group_id uuid not null,
  sort_by_date date,
  -- What editors see (draft) and what visitors see (published, null until first published and
  -- after unpublishing). Folders have no content.
  draft_content jsonb check (draft_content is null or jsonb_typeof(draft_content) = 'object'),
  published_content jsonb check (published_content is null or jsonb_typeof(published_content) = 'object'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  published_at timestamptz,
  first_published_at timestamptz,
  unique (space_id, full_slug),
  check (is_folder = (draft_content is null)),
  check (not (is_folder and is_startpage)),
  check (published_content is null or published_at is not null)
);
-- starts_with is a prefix match on the full slug.
create index content_stories_full_slug_prefix on content_stories (space_id, full_slug text_pattern_ops);
create index content_stories_group on content_stories (group_id);
create index content_stories_parent on content_stories (parent_id);

-- A story's or folder's slug and name in one translation language, with its full translated path
-- (parents' translated slugs, the default slug where a parent has none), kept so a page can be
-- found by the address a shop shows.
create table content_story_translations (
  story_id integer not null references content_stories (id) on delete cascade,
  lang text not null check (lang ~ '^[a-z]{2}(-[a-z]{2})?$'),
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9_-]*$'),
  name text check (name <> ''),
  path text not null,
  primary key (story_id, lang)
);
create index content_story_translations_path on content_story_translations (lang, path);

-- Datasources: lists editors maintain (lens colours, frame materials), translated by dimension.
create table content_datasources (
  id integer primary key,
  space_id integer not null references content_spaces (id),
  slug text not null check (slug ~ '^[a-z0-9-]{1,60}$'),
  name text not null check (name <> ''),
  -- The dimensions an entry may carry a value for (one per language here).
  dimensions text[] not null default '{}',
  unique (space_id, slug)
);

create table content_datasource_entries (
  id integer primary key,
  datasource_id integer not null references content_datasources (id) on delete cascade,
  name text not null check (name <> ''),
  value text not null,
  position integer not null default 0,
  -- Value per dimension: {"fr": "Brun", ...}; a dimension without one answers null.
  dimension_values jsonb not null default '{}' check (jsonb_typeof(dimension_values) = 'object'),
  unique (datasource_id, name)
);
create index content_datasource_entries_order on content_datasource_entries (datasource_id, position, id);
