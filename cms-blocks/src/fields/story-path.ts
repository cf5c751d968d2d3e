import { languageCodes, shopCodes } from '@lumen/domain';

/**
 * The folders of the content tree that hold one shop each (§3 Shop.cmsBaseFolder). Every shop's
 * `cmsBaseFolder` is its shop code (`de-de`, `fr-ch` …), so a block, which does not know which
 * shop it renders for, can strip whichever of them a slug starts with.
 */
export const defaultShopFolders: readonly string[] = shopCodes;

export type StoryPathOptions = {
  /** The shop folders to strip; a page that knows its shop passes `[shop.cmsBaseFolder]`. */
  shopFolders?: readonly string[];
};

// Characters a browser strips from or reads specially in a URL: `/\host` and `/<tab>/host` leave the site.
const unsafeInPath = /[\\\s\p{Cc}]/u;

/**
 * The shop path of a story (§2: every path ends with a slash) from its full slug as the content API
 * sends it: the `cached_url` of a story link, or the `full_slug` of a resolved one, which in another
 * language than the default starts with the language (`fr/fr-ch/service/modes-d-emploi`). The
 * language and the shop folder are dropped; the `home` story is the shop's root. Undefined for a
 * slug a browser could read as another host.
 */
export function storyPath(fullSlug: string, options: StoryPathOptions = {}): string | undefined {
  const folders = options.shopFolders ?? defaultShopFolders;
  if (unsafeInPath.test(fullSlug.trim())) return undefined;
  const segments = fullSlug.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  if (
    first !== undefined &&
    second !== undefined &&
    (languageCodes as readonly string[]).includes(first) &&
    folders.includes(second)
  ) {
    segments.shift();
  }
  if (segments[0] !== undefined && folders.includes(segments[0])) segments.shift();
  if (segments.length === 1 && segments[0] === 'home') segments.shift();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}
