import { z } from 'zod';
import { toBlockIssues, type BlockError } from '../registry/block-error.ts';
import { BlokSchema, type Blok } from '../registry/blok.ts';

export type StoryBodyReading =
  { readonly ok: true; readonly body: readonly Blok[] } | { readonly ok: false; readonly error: BlockError };

const BodySchema = z.array(BlokSchema);

function problem(path: string, message: string): StoryBodyReading {
  return { ok: false, error: { kind: 'not-a-block', issues: [{ path, message }] } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body inside whatever was sent: the body itself, a page's content (`{ body }`) or a story (`{ content: { body } }`). */
function bodyOf(content: unknown): { found: true; body: unknown; path: string } | { found: false } {
  if (Array.isArray(content)) return { found: true, body: content, path: 'body' };
  if (isRecord(content) && 'body' in content) return { found: true, body: content.body, path: 'body' };
  if (isRecord(content) && isRecord(content.content) && 'body' in content.content) {
    return { found: true, body: content.content.body, path: 'content.body' };
  }
  return { found: false };
}

/**
 * Reads the blocks of a page from what the editor sends (§3 CMS story: content, body of blocks):
 * the body, a page's content or a whole story, as data or as JSON text. What cannot be read (text
 * that is not JSON, no body, a body entry without `component` or `_uid`) is an error naming where,
 * for the editor notice. Each block's own fields are its schema's business, not this one's.
 */
export function readStoryBody(content: unknown): StoryBodyReading {
  let data = content;
  if (typeof content === 'string') {
    try {
      data = JSON.parse(content);
    } catch (error) {
      return problem('(json)', `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const found = bodyOf(data);
  if (!found.found) {
    return problem('(content)', 'Expected a list of blocks, a page with a body or a story with content');
  }
  const parsed = BodySchema.safeParse(found.body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issues = toBlockIssues(parsed.error).map((issue) => ({
    ...issue,
    path: issue.path === '(block)' ? found.path : `${found.path}.${issue.path}`,
  }));
  return { ok: false, error: { kind: 'not-a-block', issues } };
}
