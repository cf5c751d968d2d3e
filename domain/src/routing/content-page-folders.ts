/**
 * Folders of a shop's content tree that hold no pages: the shop-wide pieces (header, footer, the
 * error pages, the navigation's default pages) and the teasers editors attach to category listings.
 * They are read by the parts that show them, never answered at their own address, so no link may
 * lead into them.
 */
const nonPageFolders: ReadonlySet<string> = new Set(['global', 'categories']);

/** Whether a content slug (`service/datenschutz`, `global/footer`) lies in a folder of pieces, not pages. */
export function isInNonPageFolder(slug: string): boolean {
  return nonPageFolders.has(slug.split('/', 1)[0]!);
}
