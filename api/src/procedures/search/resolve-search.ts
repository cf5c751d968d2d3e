import {
  SearchSuggestionSchema,
  attributeLabel,
  categorySuggestionPath,
  productSlug,
  routePath,
} from '@lumen/domain';
import type { CategoryFilter, SearchResolution, SearchSuggestion, ShopIdentity } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** A brand the term named, as the one value of a brand filter of the category match (§2 `?brand=`). */
function brandOf(filters: readonly CategoryFilter[]): number | undefined {
  for (const filter of filters) {
    if (filter.type !== 'attribute' || filter.attributeFilter.group.key !== 'brand') continue;
    const [only, ...more] = filter.attributeFilter.values;
    if (only && more.length === 0) return only.id;
  }
  return undefined;
}

/** Where a resolved term leads in the shop: the product page, or the category (with its brand). */
function resolutionOf(shop: ShopIdentity, match: SearchSuggestion): SearchResolution {
  switch (match.type) {
    case 'product': {
      const { product } = match.productSuggestion;
      const slug = productSlug({
        name: attributeLabel(product.attributes, 'name') ?? '',
        colour: attributeLabel(product.attributes, 'frameColor'),
        productId: product.id,
      });
      return { type: 'product', path: routePath(shop, 'product', { slug }) };
    }
    case 'category': {
      const { category, filters } = match.categorySuggestion;
      const brand = brandOf(filters);
      const segments = category.path.split('/').filter((segment) => segment !== '');
      return {
        type: 'category',
        path: categorySuggestionPath(shop, segments, brand === undefined ? undefined : { brand }),
      };
    }
    case 'navigationItem':
      // A menu entry is not a place the search submit leads to; the search page lists the term.
      return { type: 'empty' };
  }
}

/**
 * §2 search submit: what a term resolves to. The backend names the product or category the term
 * means, or nothing (its 204, which the SDK reads as undefined); the page then searches the term.
 */
export const resolveSearch = defineProcedure({
  name: 'resolveSearch',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ term }, ctx) => {
    const match = await commerceCall(() =>
      ctx.commerce.searchv2.resolve(term, {
        with: { product: { attributes: { withKey: ['name', 'frameColor'] } } },
      }),
    );
    if (match === undefined) return { type: 'empty' };
    return resolutionOf(ctx.shop, readAnswer(SearchSuggestionSchema, match));
  },
});
