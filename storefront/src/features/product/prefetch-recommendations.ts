import type { Product } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { relatedProductsQuery } from '../../queries/product-page-queries.ts';
import { relatedListings } from './product-page-model.ts';

// Apart from the sliders (product-recommendations.tsx): the route's loader is in every page's start
// script, and importing the sliders from there took the product cards and the carousel with it.

/** Starts the recommendations' calls without waiting for them (the route loader, §speed). */
export function prefetchRecommendations(
  context: Pick<RouterContext, 'queryClient' | 'rpc'>,
  product: Product,
) {
  const related = relatedListings(product);
  if (related.category)
    void context.queryClient.prefetchQuery(relatedProductsQuery(context.rpc, related.category.id));
  if (related.brand) {
    void context.queryClient.prefetchQuery(
      relatedProductsQuery(context.rpc, related.brand.rootCategoryId, related.brand.id),
    );
  }
}
