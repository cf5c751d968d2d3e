import { textProblemOf } from '@lumen/domain';
import express from 'express';
import type { ErrorRequestHandler, Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/db.ts';
import {
  DatasourceEntriesQuerySchema,
  QueryParameterError,
  StoriesQuerySchema,
  StoryQuerySchema,
  queryProblem,
  readFilters,
} from './content-query.ts';
import type { StoriesQuery, StoryQuery } from './content-query.ts';
import { linkUuids, parseRelationField, relationUuids } from './content-references.ts';
import {
  findSpace,
  findStartpage,
  findStoriesByUuids,
  findStoryByPath,
  listDatasourceEntries,
  listStories,
} from './content-repository.ts';
import type { ContentSpace, ContentVersion, StoryRecord } from './content-repository.ts';
import { defaultLanguage } from './content-space.ts';
import { localizeContent } from './localize-content.ts';
import { accessOf } from './content-tokens.ts';
import type { ContentTokens } from './content-tokens.ts';
import { linkJson, storyJson, urlLinkJson } from './story-json.ts';
import type { Reading } from './story-json.ts';

export interface ContentApiDeps {
  db: Db;
  /** The space this API serves. */
  spaceId: number;
  tokens: ContentTokens;
  logger: Logger;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Storyblok answers more than this many related stories or links as uuids for the client to fetch. */
export const maxResolvedInline = 50;

/** An answer other than 200, in the body shape Storyblok gives it. */
class ContentApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ContentApiError';
    this.status = status;
    this.body = body;
  }
}

const unauthorized = (reason: string) =>
  new ContentApiError(401, { error: `Unauthorized: ${reason}` }, `Unauthorized: ${reason}`);

// Storyblok's 404 body is a bare array with one message; its client reads the message from it.
const notFound = () =>
  new ContentApiError(404, ['This record could not be found'], 'This record could not be found');

/** The token decides first (401), the rest of the query next (400): as Storyblok orders them. */
function checkToken(tokens: ContentTokens, query: Record<string, unknown>): void {
  const access = accessOf(tokens, query['token']);
  if (query['token'] === undefined || query['token'] === '')
    throw unauthorized('the token parameter is missing');
  if (!access) throw unauthorized('unknown token');
  if (query['version'] === 'draft' && access !== 'preview') {
    throw unauthorized('a public token reads published content only; drafts need the preview token');
  }
}

function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw queryProblem(parsed.error);
  return parsed.data;
}

/**
 * The language asked for, undefined for the default one. A language code the space does not
 * translate into (`de`, the default's own code, or `en`) answers the default language, as
 * Storyblok does; only a value that is no language code at all is a 400 (content-query.ts).
 */
function languageOf(asked: string | undefined, space: ContentSpace): string | undefined {
  if (asked === undefined || asked === defaultLanguage) return undefined;
  return space.languages.includes(asked) ? asked : undefined;
}

interface ResolvedReferences {
  rels: unknown[];
  rel_uuids?: string[];
  links: unknown[];
  link_uuids?: string[];
}

function uniqueAppend(target: string[], more: readonly string[]): void {
  for (const uuid of more) if (!target.includes(uuid)) target.push(uuid);
}

/**
 * `resolve_relations` and `resolve_links` for the stories of an answer: the related stories go to
 * `rels`, the link targets to `links`, each in the language and version of the answer. Above
 * `maxResolvedInline`, only their uuids go out (`rel_uuids`, `link_uuids`) and the client fetches
 * them itself, in batches of 50 (§9).
 */
async function resolveReferences(
  db: Db,
  stories: readonly StoryRecord[],
  query: StoryQuery | StoriesQuery,
  reading: Reading,
): Promise<ResolvedReferences> {
  const localized = stories.map((story) => localizeContent(story.content, reading.language));
  const resolved: ResolvedReferences = { rels: [], links: [] };
  const where = { spaceId: reading.spaceId, version: reading.version };

  const fields = (query.resolve_relations ?? []).map(parseRelationField);
  if (fields.length > 0) {
    const uuids: string[] = [];
    for (const content of localized) uniqueAppend(uuids, relationUuids(content, fields));
    if (uuids.length > maxResolvedInline) {
      resolved.rel_uuids = uuids;
    } else {
      const related = await findStoriesByUuids(db, { ...where, uuids });
      if (query.resolve_level === '2') {
        const nested = related.flatMap((story) =>
          relationUuids(localizeContent(story.content, reading.language), fields),
        );
        const more = nested.filter((uuid) => !uuids.includes(uuid));
        related.push(...(await findStoriesByUuids(db, { ...where, uuids: [...new Set(more)] })));
      }
      resolved.rels = related.map((story) => storyJson(story, reading));
    }
  }

  const mode = query.resolve_links === '1' ? 'story' : query.resolve_links;
  if (mode !== undefined && mode !== '0') {
    const uuids: string[] = [];
    for (const content of localized) uniqueAppend(uuids, linkUuids(content));
    if (uuids.length > maxResolvedInline) {
      resolved.link_uuids = uuids;
    } else {
      const targets = await findStoriesByUuids(db, { ...where, uuids });
      resolved.links = targets.map((story) => {
        switch (mode) {
          case 'story':
            return storyJson(story, reading);
          case 'url':
            return urlLinkJson(story, reading);
          case 'link':
            return linkJson(story, reading);
        }
      });
    }
  }
  return resolved;
}

function requestedPath(req: Request): string {
  const { slug } = req.params as { slug?: unknown };
  const segments = Array.isArray(slug) ? slug.map(String) : [typeof slug === 'string' ? slug : ''];
  const path = segments.filter((segment) => segment !== '').join('/');
  // A folder's start page has the folder's path with a trailing slash as its full slug.
  return req.path.endsWith('/') ? `${path}/` : path;
}

async function spaceOf(deps: ContentApiDeps): Promise<ContentSpace> {
  const space = await findSpace(deps.db, deps.spaceId);
  if (!space) throw new Error(`Content space ${deps.spaceId} does not exist: the content seed has not run`);
  return space;
}

/**
 * The content API, compatible with Storyblok's Content Delivery API v2 (§7): `GET
 * /v2/cdn/stories`, `/v2/cdn/stories/{full slug}` and `/v2/cdn/datasource_entries`, with the
 * space's public or preview token. An unmodified `storyblok-js-client` works against it with its
 * `endpoint` set to `{mount}/v2`.
 */
export function createContentApiRouter(deps: ContentApiDeps): Router {
  const router = express.Router();
  const { db } = deps;

  // The CDN API is read from browsers too (the visual editor's preview), as Storyblok's is.
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  router.get('/v2/cdn/stories', async (req, res) => {
    const raw = req.query as Record<string, unknown>;
    checkToken(deps.tokens, raw);
    const { filters, rest } = readFilters(raw);
    const query = parseQuery(StoriesQuerySchema, rest);
    const space = await spaceOf(deps);
    const reading = readingOf(space, query.version, languageOf(query.language, space));
    const { stories, total } = await listStories(db, {
      spaceId: space.id,
      version: query.version,
      startsWith: query.starts_with,
      byUuids: query.by_uuids,
      filters,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const references = await resolveReferences(db, stories, query, reading);
    res.setHeader('Total', String(total));
    res.setHeader('Per-Page', String(query.per_page));
    res.json({ stories: stories.map((story) => storyJson(story, reading)), cv: space.cv, ...references });
  });

  router.get('/v2/cdn/stories/*slug', async (req, res) => {
    const raw = req.query as Record<string, unknown>;
    checkToken(deps.tokens, raw);
    const query = parseQuery(StoryQuerySchema, raw);
    const space = await spaceOf(deps);
    let language = languageOf(query.language, space);
    let path = requestedPath(req);
    // No story's path holds text the database cannot (NUL, a lone surrogate): none is found.
    if (textProblemOf(path)) throw notFound();
    // `fr/fr-ch/home` asks for the French version, as Storyblok reads a language prefix.
    const [first, ...others] = path.split('/');
    if (
      first !== undefined &&
      others.length > 0 &&
      (first === defaultLanguage || space.languages.includes(first))
    ) {
      language = first === defaultLanguage ? undefined : first;
      path = others.join('/');
    }
    const reading = readingOf(space, query.version, language);
    const story = await findStory(deps, space, path, query.find_by, reading);
    const references = await resolveReferences(db, [story], query, reading);
    res.json({ story: storyJson(story, reading), cv: space.cv, ...references });
  });

  router.get('/v2/cdn/datasource_entries', async (req, res) => {
    const raw = req.query as Record<string, unknown>;
    checkToken(deps.tokens, raw);
    const query = parseQuery(DatasourceEntriesQuerySchema, raw);
    const space = await spaceOf(deps);
    const page = await listDatasourceEntries(db, {
      spaceId: space.id,
      datasource: query.datasource,
      dimension: query.dimension,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    if (!page) throw notFound();
    res.setHeader('Total', String(page.total));
    res.setHeader('Per-Page', String(query.per_page));
    res.json({
      datasource_entries: page.entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimension_value: entry.dimensionValue,
      })),
      cv: space.cv,
    });
  });

  router.use(contentErrorHandler(deps.logger));
  return router;
}

function readingOf(space: ContentSpace, version: ContentVersion, language: string | undefined): Reading {
  return { language, version, spaceId: space.id, languages: space.languages };
}

async function findStory(
  deps: ContentApiDeps,
  space: ContentSpace,
  path: string,
  findBy: 'uuid' | undefined,
  reading: Reading,
): Promise<StoryRecord> {
  const { db } = deps;
  if (findBy === 'uuid') {
    if (!uuidPattern.test(path)) throw notFound();
    const [story] = await findStoriesByUuids(db, {
      spaceId: space.id,
      uuids: [path],
      version: reading.version,
    });
    if (!story) throw notFound();
    return story;
  }
  const found = await findStoryByPath(db, {
    spaceId: space.id,
    path,
    language: reading.language,
    version: reading.version,
  });
  const story = found?.isFolder
    ? await findStartpage(db, { folderId: found.id, version: reading.version })
    : found;
  if (!story) throw notFound();
  return story;
}

function contentErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ContentApiError) {
      res.status(error.status).json(error.body);
      return;
    }
    if (error instanceof QueryParameterError) {
      res.status(400).json({ error: error.message });
      return;
    }
    logger.error({ err: error, path: req.path }, 'content API request failed');
    res.status(500).json({ error: 'Internal server error' });
  };
}
