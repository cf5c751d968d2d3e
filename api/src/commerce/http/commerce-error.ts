import type { Response } from 'express';
import type { ShopIdentity } from '@lumen/domain';
import type { z } from 'zod';
import type { ParameterProblem } from '../commerce-failure.ts';

export type { ParameterProblem };

/** Where a bad value came from, so the 400 names it as the client wrote it. */
export type ParameterSource = 'query' | 'body' | 'path' | 'header';

/**
 * An answer of the commerce backend other than 2xx, raised by the HTTP layer itself (a request
 * that does not parse, no shop, no access, no route): its status, a message safe to show, and for
 * 400s the parameters at fault. Services and routes raise a `CommerceFailure` instead, whose kind
 * `failure-status.ts` maps. The commerce error middleware turns both into `{ message, errors? }`;
 * anything else thrown becomes a 500 without details.
 */
export class CommerceError extends Error {
  readonly status: number;
  readonly problems: readonly ParameterProblem[] | undefined;

  constructor(status: number, message: string, problems?: readonly ParameterProblem[]) {
    super(message);
    this.name = 'CommerceError';
    this.status = status;
    this.problems = problems;
  }
}

/** A 400 naming every parameter zod refused (`filters[frameColor]: Expected number`). */
export function badParameters(source: ParameterSource, issues: readonly z.core.$ZodIssue[]): CommerceError {
  const problems = issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          parameter: parameterName(source, [...issue.path, key]),
          message: 'is not a parameter of this call',
        }))
      : [{ parameter: parameterName(source, issue.path), message: issue.message }],
  );
  const summary = problems.map((problem) => `${problem.parameter}: ${problem.message}`).join('; ');
  return new CommerceError(400, `Invalid ${source} parameter ${summary}`, problems);
}

function parameterName(source: ParameterSource, path: readonly PropertyKey[]): string {
  // A query or path parameter is named as the client wrote it (`ids`), not by the list entry at fault.
  const named =
    source === 'query' || source === 'path' ? path.filter((part) => typeof part !== 'number') : path;
  if (named.length === 0) return source;
  const [first, ...rest] = named.map(String);
  return `${first}${rest.map((part) => `[${part}]`).join('')}`;
}

/** Parses one part of a request with its schema; a refusal is a 400 naming the parameters. */
export function parseRequestPart<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  source: ParameterSource,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badParameters(source, parsed.error.issues);
  return parsed.data;
}

/** The shop a commerce request is for; the shop middleware sets it before any route runs. */
export function shopOf(res: Response): ShopIdentity {
  const shop = res.locals['shop'] as ShopIdentity | undefined;
  if (!shop) throw new Error('The commerce shop middleware did not run before this route');
  return shop;
}

/** Sends an answer that is already JSON text (from the answer cache). */
export function sendJsonText(res: Response, body: string): void {
  res.type('application/json').send(body);
}
