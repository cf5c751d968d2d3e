/**
 * §9 "Page title length thresholds 22, 29, 50". The spec gives the numbers without saying what
 * they mean; our reading, in characters of the page's `<title>`:
 * - 50 is the most a title should have: about what a search result shows before it cuts;
 * - 29 is the longest title that still takes the site name (" | Lumen Optik" ends within 50
 *   for a site name of up to 18 characters);
 * - 22 is the least a title should have to say what the page is.
 */
export const pageTitleLengths = { minimum: 22, withSiteName: 29, maximum: 50 } as const;

const separator = ' | ';

// Characters as a reader counts them, not UTF-16 units.
function characters(text: string): number {
  return [...text].length;
}

/**
 * The `<title>` of a page from the title its content gives: the site name is added to a title of up
 * to 29 characters when the whole stays within 50, and never to one that names the site already.
 * A longer title is kept whole: a search engine shortens it more gracefully than a cut of ours
 * would, and the editor sees its length in `pageTitleLength`. No title gives the site name alone.
 */
export function pageTitle(title: string, siteName: string): string {
  const text = title.trim().replace(/\s+/g, ' ');
  if (text === '') return siteName;
  if (text.toLocaleLowerCase().includes(siteName.toLocaleLowerCase())) return text;
  const withSiteName = `${text}${separator}${siteName}`;
  const fits =
    characters(text) <= pageTitleLengths.withSiteName && characters(withSiteName) <= pageTitleLengths.maximum;
  return fits ? withSiteName : text;
}

/** How a page title measures up to §9's thresholds, for editors: shorter than 22 or longer than 50 is worth a look. */
export type PageTitleLength = 'too-short' | 'fits' | 'too-long';

export function pageTitleLength(title: string): PageTitleLength {
  const length = characters(title.trim());
  if (length < pageTitleLengths.minimum) return 'too-short';
  return length > pageTitleLengths.maximum ? 'too-long' : 'fits';
}
