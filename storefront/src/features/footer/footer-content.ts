import { z } from 'zod';
import { BlokSchema } from '@lumen/cms-blocks';

/** The CMS story of the footer, in the shop's content folder. */
export const footerStorySlug = 'global/footer';

/**
 * The global footer story's content (`global/footer`): its `footer_column` blocks, rendered
 * through the block registry, and the editors' copyright line. A field the editors left broken
 * leaves that part out rather than the footer: the legal links must always show.
 */
const FooterStoryContentSchema = z.object({
  columns: z.array(BlokSchema).catch([]).default([]),
  copyright: z.string().optional().catch(undefined),
});
export type FooterStoryContent = z.infer<typeof FooterStoryContentSchema>;

/** The footer content of a story's raw content; none when the shop has no footer story. */
export function footerContentOf(content: unknown): FooterStoryContent {
  const parsed = FooterStoryContentSchema.safeParse(content ?? {});
  return parsed.success ? parsed.data : { columns: [] };
}

// "© 2025 Lumen Optik AG", "(c) 2019–2025 Lumen Optik", "Copyright 2025 Lumen Optyk sp. z o.o."
const copyrightPrefix = /^\s*(?:©|\(c\)|copyright)?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*/i;

/**
 * Who holds the copyright: the editors' line without its sign and year, which the footer writes
 * itself so that it is always the current one; the shop's brand when the line names no one.
 */
export function copyrightHolder(line: string | undefined, brand: string): string {
  const holder = (line ?? '').replace(copyrightPrefix, '').trim();
  return holder === '' ? brand : holder;
}

/** The current year where the shop's market is (§1 time zones), the same on the server and in the browser. */
export function currentYear(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now));
}
