import { storableTextOnly } from '@lumen/domain';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { badParameters } from './commerce-error.ts';
import type { ParameterSource } from './commerce-error.ts';

const StorableSchema = storableTextOnly(z.unknown());

// Express decodes a route's parameters itself; a segment it cannot decode is its own 400.
function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/**
 * Text the database cannot hold (NUL, lone surrogates) in a path, query or body is a 400 naming the
 * parameter, before any route reads it. Every route of the backend stores or looks
 * up what it is given, so the rule is kept here once rather than in each route's schemas.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const parts: [ParameterSource, unknown][] = [
    ['path', decodedSegments(req.path)],
    ['query', req.query],
    ['body', req.body],
  ];
  for (const [source, value] of parts) {
    const parsed = StorableSchema.safeParse(value);
    if (!parsed.success) throw badParameters(source, parsed.error.issues);
  }
  next();
};
