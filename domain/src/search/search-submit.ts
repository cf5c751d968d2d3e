import { z } from 'zod';

/**
 * A path inside the shop (`/p/…/`, `/sonnenbrillen/`), never another origin. The paths come from
 * the caller (the routing module builds them); this module only appends the search term.
 */
const ShopPathSchema = z
  .string()
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), {
    message: 'Expected a path inside the shop',
  });

/** §2/§7 resolveSearch: what a submitted term resolves to. */
export const SearchResolutionSchema = z.discriminatedUnion('type', [
  /** The term names one product: go to its product page. */
  z.object({ type: z.literal('product'), path: ShopPathSchema }),
  /** The term names a category: go to its listing. */
  z.object({ type: z.literal('category'), path: ShopPathSchema }),
  /** Nothing specific: go to the search page. */
  z.object({ type: z.literal('empty') }),
]);
export type SearchResolution = z.infer<typeof SearchResolutionSchema>;

// encodeURIComponent throws on a lone surrogate, which a pasted or truncated term may hold.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `path` with one more query parameter, before any `#fragment`: `/brillen/?brand=7` and
 * `search`, `rund` give `/brillen/?brand=7&search=rund`. The value is percent-encoded.
 */
export function withQueryParameter(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#');
  const base = hashAt < 0 ? path : path.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : path.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  const encoded = encodeURIComponent(value.replace(loneSurrogate, '\uFFFD'));
  return `${base}${separator}${encodeURIComponent(name)}=${encoded}${fragment}`;
}

/** §2: a search can be submitted only with a term that is not empty once trimmed. */
export function canSubmitSearch(term: string): boolean {
  return term.trim() !== '';
}

export type SearchSubmitResult = { ok: true; path: string } | { ok: false; reason: 'empty-term' };

/**
 * §2 search submit: where a submitted term leads, given what resolveSearch answered. A product
 * match goes to the product page; a category match to the category with `?search={term}`;
 * otherwise to the search page with `?term={term}`. The term travels trimmed. `searchPagePath`
 * (`/search/`) comes from the caller, like the resolved paths.
 */
export function searchSubmitTarget(
  term: string,
  resolution: SearchResolution,
  searchPagePath: string,
): SearchSubmitResult {
  const trimmed = term.trim();
  if (trimmed === '') return { ok: false, reason: 'empty-term' };
  switch (resolution.type) {
    case 'product':
      return { ok: true, path: resolution.path };
    case 'category':
      return { ok: true, path: withQueryParameter(resolution.path, 'search', trimmed) };
    case 'empty':
      return { ok: true, path: withQueryParameter(searchPagePath, 'term', trimmed) };
  }
}
