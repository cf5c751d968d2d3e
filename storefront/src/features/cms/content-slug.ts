/**
 * Folders of a shop's content tree that hold no pages: the shop-wide pieces (header, footer, the
 * error pages, the navigation's default pages) and the teasers editors attach to category listings.
 * They are read by the parts that show them, never answered at their own address.
 */
const nonPageFolders: ReadonlySet<string> = new Set(['global', 'categories']);

/** Whether a content slug (`service/datenschutz`, `global/footer`) lies in a folder of pieces, not pages. */
export function isInNonPageFolder(slug: string): boolean {
  return nonPageFolders.has(slug.split('/', 1)[0]!);
}

/**
 * The content slug of a public path (`/service/datenschutz/` → `service/datenschutz`), or undefined
 * when the path cannot be one (the content API's slugs are lowercase words, digits, `-` and `_`) or
 * names a shop-wide piece rather than a page.
 */
export function contentSlugOfPath(segments: readonly string[]): string | undefined {
  if (segments.length === 0 || segments.length > 8) return undefined;
  if (!segments.every((segment) => /^[a-z0-9][a-z0-9_-]*$/.test(segment))) return undefined;
  const slug = segments.join('/');
  return isInNonPageFolder(slug) ? undefined : slug;
}
