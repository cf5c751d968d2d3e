/**
 * The router's search parser and serializer. TanStack's default writes search values as JSON
 * (`?page=2` becomes `?page=%222%22` for strings); the shop's URLs are written as §2 writes them
 * (`?filters[shape]=1,4&page=2`), so search params are plain strings, read and written with
 * URLSearchParams. A parameter given twice becomes a list. Each route's `validateSearch` then picks
 * the keys it knows and checks them with a schema.
 */
export type RawSearch = Record<string, string | string[]>;

export function parseSearch(searchString: string): RawSearch {
  const search: RawSearch = {};
  for (const [name, value] of new URLSearchParams(searchString)) {
    const existing = search[name];
    if (existing === undefined) search[name] = value;
    else search[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return search;
}

/** Brackets and commas are left as they are: `filters[shape]=1,4` stays readable, as §2 writes it. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');
}

/** Values that are not strings (numbers, booleans from a route's typed search) are written as text. */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') continue;
      parts.push(`${encode(name)}=${encode(String(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The pairs of a raw search, as domain's query readers (`parseListingQuery` ...) take them. */
export function searchEntries(search: Record<string, unknown>): [string, string][] {
  return Object.entries(search).flatMap(([name, value]) =>
    (Array.isArray(value) ? (value as unknown[]) : [value])
      .filter((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
      .map((item): [string, string] => [name, String(item)]),
  );
}
