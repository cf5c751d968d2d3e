/** Helpers for the entity tests: where a schema refuses a value. Test support only. */
import type { z } from 'zod';

/** The path of the first problem, or undefined when the value is accepted. */
export function refusalPath(schema: z.ZodType, value: unknown): PropertyKey[] | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.path;
}

/** The message of the first problem, or undefined when the value is accepted. */
export function refusalMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
