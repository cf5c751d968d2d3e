import { isInNonPageFolder } from '@lumen/domain';

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
