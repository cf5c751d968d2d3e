import { formatListingQuery, type ListingQuery } from '@lumen/domain';
import { z } from 'zod';
import { MultilinkSchema } from '../fields/multilink.schema.ts';

// A shop path such as /brillen/sonnenbrillen/: no other site, no query or anchor of its own, so
// the listing's filters can be appended.
const shopPath = /^\/(?!\/)[^?#]*$/;

/**
 * A multilink an editor points at a listing (a category page), as the listing's path. Blocks add
 * their filters with `listingHref`, so the link must be a page of the shop without a query.
 */
export const ListingLinkSchema = MultilinkSchema.transform((link, context): string => {
  if (!link) {
    context.issues.push({
      code: 'custom',
      message: 'Choose the listing (a category page) to link to',
      input: link,
    });
    return z.NEVER;
  }
  if (!shopPath.test(link.href)) {
    context.issues.push({
      code: 'custom',
      message: 'Link to a category page of the shop (such as /brillen/sonnenbrillen/), without ? or #',
      input: link.href,
    });
    return z.NEVER;
  }
  return link.href;
});

/**
 * The address of a listing with filters (§2 listing URLs): the category path and the canonical
 * query the domain builds (`?color=black&filters[frameShape]=oval,round`).
 */
export function listingHref(path: string, query: ListingQuery): string {
  return `${path}${formatListingQuery(query)}`;
}
