import { CmsStoriesAnswerSchema, CmsStoryAnswerSchema } from '@lumen/domain';
import type { CmsStoriesAnswer, CmsStoryAnswer } from '@lumen/domain';
import type { Logger } from 'pino';
import StoryblokClient from 'storyblok-js-client';
import type { ISbResponse, ISbStoriesParams, ISbStoryParams } from 'storyblok-js-client';
import { Agent, fetch as undiciFetch } from 'undici';
import type { RequestInit as UndiciRequestInit } from 'undici';
import { z } from 'zod';
import { AppError } from '../../rpc/app-error.ts';
import { LastGoodAnswers } from './last-good-answers.ts';

/** Where the content calls read: this api's content API, or a Storyblok space. */
export interface ContentGatewaySettings {
  /** The API's base address as storyblok-js-client takes it (`https://api.storyblok.com/v2`). */
  endpoint: string;
  /** Reads published content; unset is a broken deployment, logged on every call (§8). */
  token: string | undefined;
  /** Reads drafts, for the visual editor's preview. */
  previewToken: string | undefined;
  /** The space, to check the visual editor's preview token. */
  spaceId: number | undefined;
  /** Published answers younger than this are answered without asking again; 0 always asks. */
  cacheSeconds: number;
  /** How many answers are kept for when the content API fails. */
  keptAnswers?: number;
}

/** §9: the content API client's limits. */
export const contentClientLimits = {
  /** Requests per second, whatever the page size. */
  rateLimit: 5,
  /** Retries of a 429, each after `retriesDelay` ms ('Hit rate limit'). */
  maxRetries: 10,
  retriesDelay: 300,
  /** Seconds before a request is given up (and the last good answer served). */
  timeout: 10,
  /** Uuids asked for in one request; more go in several (§9 batches of 50). */
  uuidBatch: 50,
} as const;

/**
 * §9: the content client retries a 429 itself, ten times; the retry rule the process sets for its
 * other backends (commerce-client/http-retries.ts) would double each of those. One layer retries:
 * the content client's requests go through a dispatcher of their own, without that rule.
 */
const contentDispatcher = new Agent({
  headersTimeout: contentClientLimits.timeout * 1000,
  bodyTimeout: contentClientLimits.timeout * 1000,
});
// undici's own fetch: Node's built-in one cannot take a dispatcher of the undici package.
const contentFetch = ((input: string, init?: UndiciRequestInit) =>
  undiciFetch(input, { ...init, dispatcher: contentDispatcher })) as unknown as typeof fetch;

/** One answer of several batches' (`stories` by uuids): each story and relation once, the page asked for. */
function joinedStories(batches: readonly CmsStoriesAnswer[], request: StoriesRequest): CmsStoriesAnswer {
  const once = <T extends { uuid: string }>(items: readonly T[]) =>
    items.filter((item, index) => items.findIndex((other) => other.uuid === item.uuid) === index);
  const stories = once(batches.flatMap((batch) => batch.stories));
  const start = (request.page - 1) * request.perPage;
  return {
    stories: stories.slice(start, start + request.perPage),
    rels: once(batches.flatMap((batch) => batch.rels)),
    links: once(batches.flatMap((batch) => batch.links)),
    cv: Math.max(...batches.map((batch) => batch.cv)),
  };
}

export type ContentVersion = 'published' | 'draft';

/** What a call asks the content API, in Storyblok's parameter names. */
export interface StoryRequest {
  version: ContentVersion;
  language: string | undefined;
  resolveRelations: readonly string[];
  resolveLinks: 'url' | undefined;
}

interface StoriesRequest extends StoryRequest {
  startsWith?: string | undefined;
  byUuids?: readonly string[] | undefined;
  /** Root content fields that must hold one of the values (`filter_query[field][in]`). */
  filter?: Record<string, string> | undefined;
  perPage: number;
  page: number;
}

interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimensionValue: string | null;
}

export interface ContentGateway {
  readonly endpoint: string;
  /** The space id and preview token drafts are checked against, when both are configured. */
  readonly editorPreview: { spaceId: number; previewToken: string } | undefined;
  story(slug: string, request: StoryRequest, logger: Logger): Promise<CmsStoryAnswer>;
  stories(request: StoriesRequest, logger: Logger): Promise<CmsStoriesAnswer>;
  datasourceEntries(
    request: { datasource: string; dimension: string | undefined },
    logger: Logger,
  ): Promise<DatasourceEntry[]>;
  /** The content changed: answers kept so far are asked for again (and kept for failures still). */
  forgetFresh(): void;
}

declare module '../../rpc/define-procedure.ts' {
  interface RpcServices {
    /**
     * The content API through storyblok-js-client. Reading it in an app built without one is a
     * broken deployment: it throws.
     */
    content: ContentGateway;
  }
}

const DatasourceEntriesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    value: z.string(),
    dimension_value: z.string().nullable(),
  }),
);

/** storyblok-js-client rejects with a plain object: `{ message, status, response }`, or only a message. */
function failureOf(error: unknown): { status: number | undefined; message: string } {
  if (typeof error !== 'object' || error === null) return { status: undefined, message: String(error) };
  const { status, message } = error as { status?: unknown; message?: unknown };
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : 'no message',
  };
}

class ContentAnswerError extends Error {
  constructor(what: string, issues: z.ZodError) {
    super(`The content API's answer to ${what} does not fit the expected shape: ${issues.message}`);
    this.name = 'ContentAnswerError';
  }
}

function storyParams(request: StoryRequest, token: string): ISbStoryParams {
  return {
    token,
    version: request.version,
    ...(request.language === undefined ? {} : { language: request.language }),
    ...(request.resolveRelations.length === 0 ? {} : { resolve_relations: [...request.resolveRelations] }),
    ...(request.resolveLinks === undefined ? {} : { resolve_links: request.resolveLinks }),
  };
}

function storiesParams(request: StoriesRequest, token: string): ISbStoriesParams {
  return {
    ...storyParams(request, token),
    per_page: request.perPage,
    page: request.page,
    ...(request.startsWith === undefined ? {} : { starts_with: request.startsWith }),
    ...(request.byUuids === undefined ? {} : { by_uuids: request.byUuids.join(',') }),
    ...(request.filter === undefined
      ? {}
      : {
          filter_query: Object.fromEntries(
            Object.entries(request.filter).map(([field, value]) => [field, { in: value }]),
          ),
        }),
  };
}

/**
 * The content calls' way to the content API: an unmodified `storyblok-js-client` with the limits of
 * §9, and a store of last good answers. A failing content API (no answer, a 5xx, a 429 after its
 * retries, a refused token, an answer of the wrong shape) is answered with the last good answer
 * to the same request, logged as a warning; with none kept, the call fails as UNAVAILABLE. A 404
 * is an answer, not a failure: the story is gone, and so is its kept answer.
 */
export function createContentGateway(settings: ContentGatewaySettings): ContentGateway {
  const client = new StoryblokClient({
    endpoint: settings.endpoint,
    accessToken: settings.token ?? '',
    rateLimit: contentClientLimits.rateLimit,
    maxRetries: contentClientLimits.maxRetries,
    retriesDelay: contentClientLimits.retriesDelay,
    timeout: contentClientLimits.timeout,
    // Answers are kept here, per request, for when the API fails; the client's own cache stays off.
    cache: { type: 'none' },
    fetch: contentFetch,
    // §8: every status from 200 to 206 is an answer. The client's status check takes them, but its
    // reading of stories then takes 200 only, and would fail a 206 as if the API had.
    responseInterceptor: (response: ISbResponse): ISbResponse =>
      response.status > 200 && response.status <= 206 ? { ...response, status: 200 } : response,
  });
  const kept = new LastGoodAnswers<unknown>(settings.keptAnswers ?? 1000);
  const freshMs = settings.cacheSeconds * 1000;
  // Answers stored before this moment are not fresh, whatever their age.
  let freshFrom = 0;

  async function answer<T>(
    what: { key: string; label: string; version: ContentVersion; logger: Logger },
    load: (token: string) => Promise<unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const { key, label, version, logger } = what;
    const previous = kept.get(key) as { answer: T; storedAt: number } | undefined;
    if (
      previous &&
      version === 'published' &&
      previous.storedAt >= freshFrom &&
      Date.now() - previous.storedAt < freshMs
    )
      return previous.answer;

    const fallBack = (cause: Error): T => {
      if (previous) {
        logger.warn(
          { err: cause, content: label, storedAt: new Date(previous.storedAt).toISOString() },
          'content API failed: answering with the last good answer',
        );
        return previous.answer;
      }
      throw new AppError('UNAVAILABLE', 'Content is not available right now', { cause });
    };

    const tokenName = version === 'draft' ? 'CONTENT_API_PREVIEW_TOKEN' : 'CONTENT_API_TOKEN';
    const token = version === 'draft' ? settings.previewToken : settings.token;
    if (token === undefined) {
      logger.error(
        { content: label, endpoint: settings.endpoint },
        `content API token missing: set ${tokenName}`,
      );
      return fallBack(new Error(`No content API token (${tokenName}) is configured`));
    }
    let raw: unknown;
    try {
      raw = await load(token);
    } catch (error) {
      const { status, message } = failureOf(error);
      if (status === 404) {
        kept.delete(key);
        throw new AppError('NOT_FOUND', `No content at ${label}`);
      }
      return fallBack(
        new Error(`Content API request for ${label} failed: ${status ?? 'no answer'} ${message}`),
      );
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return fallBack(new ContentAnswerError(label, parsed.error));
    kept.set(key, parsed.data, Date.now());
    return parsed.data;
  }

  return {
    endpoint: settings.endpoint,
    editorPreview:
      settings.spaceId !== undefined && settings.previewToken !== undefined
        ? { spaceId: settings.spaceId, previewToken: settings.previewToken }
        : undefined,
    forgetFresh: () => {
      freshFrom = Date.now() + 1;
    },
    story: (slug, request, logger) =>
      answer(
        {
          key: JSON.stringify(['story', slug, request]),
          label: `cdn/stories/${slug}`,
          version: request.version,
          logger,
        },
        async (token) => (await client.getStory(slug, storyParams(request, token))).data,
        CmsStoryAnswerSchema,
      ),
    stories: async (request, logger) => {
      const ask = (part: StoriesRequest) =>
        answer(
          { key: JSON.stringify(['stories', part]), label: 'cdn/stories', version: part.version, logger },
          async (token) => (await client.getStories(storiesParams(part, token))).data,
          CmsStoriesAnswerSchema,
        );
      const uuids = request.byUuids;
      if (uuids === undefined || uuids.length <= contentClientLimits.uuidBatch) return ask(request);
      // §9: more uuids than one batch: each batch asked whole (a page of its size holds it), the
      // batches joined in order, and the page asked for cut from the whole.
      const batches = await Promise.all(
        Array.from({ length: Math.ceil(uuids.length / contentClientLimits.uuidBatch) }, (_, index) =>
          ask({
            ...request,
            byUuids: uuids.slice(
              index * contentClientLimits.uuidBatch,
              (index + 1) * contentClientLimits.uuidBatch,
            ),
            perPage: contentClientLimits.uuidBatch,
            page: 1,
          }),
        ),
      );
      return joinedStories(batches, request);
    },
    datasourceEntries: async (request, logger) => {
      const entries = await answer(
        {
          key: JSON.stringify(['datasource_entries', request]),
          label: `cdn/datasource_entries?datasource=${request.datasource}`,
          version: 'published',
          logger,
        },
        (token) =>
          // getAll reads every page (25 entries each) and joins them.
          client.getAll('cdn/datasource_entries', {
            token,
            datasource: request.datasource,
            ...(request.dimension === undefined ? {} : { dimension: request.dimension }),
          }),
        DatasourceEntriesSchema,
      );
      return entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimensionValue: entry.dimension_value,
      }));
    },
  };
}
