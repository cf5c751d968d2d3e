import type { z } from 'zod';

/**
 * Why a string is no text the shop can keep: PostgreSQL's `text` and `jsonb` refuse the NUL
 * character, and a lone UTF-16 surrogate is no character at all (it has no UTF-8 form, `jsonb`
 * refuses its `\ud800` escape and `encodeURIComponent` throws on it). No keyboard types either.
 */
export type TextProblem = 'nul' | 'loneSurrogate';

export const textProblemMessages: Readonly<Record<TextProblem, string>> = {
  nul: 'must not contain the NUL character (U+0000)',
  loneSurrogate: 'must be well-formed Unicode text, without a lone surrogate (U+D800 to U+DFFF)',
};

// In a `u` pattern a surrogate pair reads as the one character it encodes, so only a lone
// surrogate is a code point of category Cs: `!value.isWellFormed()`, which the ES2023 lib lacks.
const loneSurrogate = /\p{Cs}/u;

/** What keeps `value` from being stored as text, or undefined when nothing does. */
export function textProblemOf(value: string): TextProblem | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(value)) return 'loneSurrogate';
  return undefined;
}

interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: PropertyKey | undefined;
}

// Built only for a string at fault: a deeply nested body must not cost a path per node.
function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Adds an issue at every string of `value` that is no storable text, and on every object whose
 * field names hold one, however deep (free-form parts such as basket custom data and log context
 * included). Walks without recursion, so a body nested thousands deep is no stack overflow.
 */
export function reportUnstorableText(value: unknown, ctx: z.RefinementCtx): void {
  const queue: Visit[] = [{ value, parent: undefined, key: undefined }];
  const seen = new Set<object>();
  for (let index = 0; index < queue.length; index += 1) {
    const visit = queue[index]!;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = textProblemOf(current);
      if (problem)
        ctx.addIssue({ code: 'custom', path: pathOf(visit), message: textProblemMessages[problem] });
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, item] of entries) {
      const problem = typeof key === 'string' ? textProblemOf(key) : undefined;
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: pathOf(visit),
          message: `field names ${textProblemMessages[problem]}`,
        });
      }
      queue.push({ value: item, parent: visit, key });
    }
  }
}

/**
 * `schema` refusing any text in what it parsed that cannot be stored (`reportUnstorableText`):
 * the same schema, so its type and shape stay as they were. Runs once the schema itself passed.
 */
export function storableTextOnly<T extends z.ZodType>(schema: T): T {
  return schema.superRefine(reportUnstorableText);
}
