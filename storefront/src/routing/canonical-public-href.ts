import type { AnyRouter } from '@tanstack/react-router';

/** A public address with its query replaced by `searchStr` (`?a=1` or ''); path and fragment kept. */
export function withSearchString(publicHref: string, searchStr: string): string {
  const hashStart = publicHref.indexOf('#');
  const hash = hashStart === -1 ? '' : publicHref.slice(hashStart);
  const beforeHash = hashStart === -1 ? publicHref : publicHref.slice(0, hashStart);
  const queryStart = beforeHash.indexOf('?');
  return `${queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart)}${searchStr}${hash}`;
}

/**
 * Works around TanStack/router#8448 (router-core 1.171): with a `rewrite` (the shops' own paths),
 * a location's `publicHref` keeps the query as requested, which the server renderer has written
 * out with URLSearchParams (`%5B`, `%2C`, `+`), while the address the router builds from the same
 * search is written by `stringifySearch` (`[`, `,`, `%20`). The server then answers every address
 * with brackets, commas or spaces in its query (`?filters[shape]=1,4`, `?term=ray%20ban`, the
 * visual editor's `?_storyblok_tk[token]=…`) with a redirect to itself, forever. The public
 * address takes the router's own search string, as it does without a rewrite; remove this once
 * the router does so itself.
 */
export function keepPublicSearchCanonical(router: AnyRouter): void {
  const parseLocation = router.parseLocation.bind(router);
  router.parseLocation = (location, previous) => {
    const parsed = parseLocation(location, previous);
    return { ...parsed, publicHref: withSearchString(parsed.publicHref, parsed.searchStr) };
  };
  // The browser's router has read its address already, while it was made.
  if (router.history) router.updateLatestLocation();
}
