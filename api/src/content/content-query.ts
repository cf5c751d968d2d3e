import { storableTextOnly, textProblemMessages, textProblemOf } from '@lumen/domain';
import { z } from 'zod';
import type { ContentFilter } from './content-repository.ts';
import { defaultLanguage, languageCodePattern } from './content-space.ts';

/**
 * The query parameters of the CDN endpoints this API implements. Storyblok ignores parameters it
 * does not know; this API refuses them with a 400 naming them, so a filter it does not implement
 * (`sort_by`, `search_term`...) never silently answers unfiltered content. Nor does it take text
 * the database cannot hold (NUL, lone surrogates): a 400 naming the parameter.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const commaList = (item: z.ZodString, max: number) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).min(1).max(max));

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const common = {
  /** Checked before the query: a missing or unknown token is a 401. */
  token: z.string(),
  version: z.enum(['draft', 'published']).default('published'),
  /** The content version the client last saw (cache busting); every answer is the current one. */
  cv: whole(0, Number.MAX_SAFE_INTEGER).optional(),
};

const language = z
  .string()
  .refine((value) => value === defaultLanguage || languageCodePattern.test(value), {
    message: 'must be a language code such as fr, or default',
  })
  .optional();

const relationField = z
  .string()
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be component.field pairs, comma separated');

const resolving = {
  resolve_relations: commaList(relationField, 10).optional(),
  resolve_links: z.enum(['0', '1', 'story', 'url', 'link']).optional(),
  /** 2 also resolves the relations inside the related stories (the client asks for 2). */
  resolve_level: z.enum(['1', '2']).optional(),
};

export const StoryQuerySchema = storableTextOnly(
  z.strictObject({
    ...common,
    language,
    ...resolving,
    find_by: z.literal('uuid').optional(),
  }),
);
export type StoryQuery = z.infer<typeof StoryQuerySchema>;

export const StoriesQuerySchema = storableTextOnly(
  z.strictObject({
    ...common,
    language,
    ...resolving,
    starts_with: z.string().max(300).optional(),
    by_uuids: commaList(z.string().regex(uuidPattern, 'must be uuids, comma separated'), 100).optional(),
    per_page: whole(1, 100).default(25),
    page: whole(1, 100_000).default(1),
  }),
);
export type StoriesQuery = z.infer<typeof StoriesQuerySchema>;

export const DatasourceEntriesQuerySchema = storableTextOnly(
  z.strictObject({
    ...common,
    datasource: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
    dimension: z
      .string()
      .regex(/^[a-z0-9_-]{1,20}$/)
      .optional(),
    per_page: whole(1, 1000).default(25),
    page: whole(1, 100_000).default(1),
  }),
);

/** A query parameter the request got wrong, named as the request spelled it. */
export class QueryParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string, problem: string) {
    super(`Invalid query parameter ${parameter}: ${problem}`);
    this.name = 'QueryParameterError';
    this.parameter = parameter;
  }
}

const filterKey = /^filter_query\[([A-Za-z0-9_]+)\]\[([a-z_]+)\]$/;

/**
 * `filter_query[field][in]=a,b` and `filter_query[field][not_in]=a,b` on root content fields: the
 * part of Storyblok's filter queries this API implements. Other operations are refused.
 */
export function readFilters(query: Record<string, unknown>): {
  filters: ContentFilter[];
  rest: Record<string, unknown>;
} {
  const filters: ContentFilter[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('filter_query')) {
      rest[key] = value;
      continue;
    }
    const match = filterKey.exec(key);
    const operation = match?.[2];
    if (!match || (operation !== 'in' && operation !== 'not_in')) {
      throw new QueryParameterError(
        key,
        'only filter_query[field][in] and filter_query[field][not_in] are supported',
      );
    }
    if (typeof value !== 'string') throw new QueryParameterError(key, 'must be given once');
    const problem = textProblemOf(value);
    if (problem) throw new QueryParameterError(key, textProblemMessages[problem]);
    filters.push({ field: match[1]!, operation, values: value.split(',').map((part) => part.trim()) });
  }
  return { filters, rest };
}

/** The first problem of a query, named by its parameter. */
export function queryProblem(error: z.ZodError): QueryParameterError {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    return new QueryParameterError(issue.keys.join(', '), 'not supported by this content API');
  }
  return new QueryParameterError(String(issue?.path[0] ?? 'query'), issue?.message ?? 'invalid');
}
