import { CatchBoundary, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@lumen/design-system';
import type { Product } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { recommendationCount, relatedProductsQuery } from '../../queries/product-page-queries.ts';
import { relatedListings } from './product-page-model.ts';
import { ProductTileSlider } from './product-tile-slider.tsx';

/** The products of a recommendation that are not the page's own model. */
function othersOf<T extends { id: number }>(product: Product, tiles: readonly T[]): T[] {
  const model = new Set([product.id, ...(product.siblings ?? []).map((sibling) => sibling.id)]);
  return tiles.filter((tile) => !model.has(tile.id)).slice(0, recommendationCount);
}

/** Where a slider will be while its products stream in: as high as the cards, so nothing below jumps. */
function SliderPlaceholder() {
  return <Skeleton className="h-96 w-full" />;
}

function CategorySlider({ product, wishlist }: { product: Product; wishlist: boolean }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { category } = relatedListings(product);
  const { data } = useSuspenseQuery(relatedProductsQuery(rpc, category!.id));
  return (
    <ProductTileSlider
      data-slot="recommendations-category"
      heading={t('product.recommendations.category', { category: category!.name })}
      tiles={othersOf(product, data.products)}
      wishlist={wishlist}
    />
  );
}

function BrandSlider({ product, wishlist }: { product: Product; wishlist: boolean }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { brand } = relatedListings(product);
  const { data } = useSuspenseQuery(relatedProductsQuery(rpc, brand!.rootCategoryId, brand!.id));
  return (
    <ProductTileSlider
      data-slot="recommendations-brand"
      heading={t('product.recommendations.brand', { brand: brand!.name })}
      tiles={othersOf(product, data.products)}
      wishlist={wishlist}
    />
  );
}

/**
 * Recommendations below the fold: the newest products of the product's category and of its brand.
 * The loader only starts their calls; each slider streams in on its own (Suspense), and one that
 * fails leaves the page as it is.
 */
export function ProductRecommendations({ product, wishlist }: { product: Product; wishlist: boolean }) {
  const related = relatedListings(product);
  return (
    <>
      {related.category && (
        <CatchBoundary getResetKey={() => `category-${product.id}`} errorComponent={() => null}>
          <Suspense fallback={<SliderPlaceholder />}>
            <CategorySlider product={product} wishlist={wishlist} />
          </Suspense>
        </CatchBoundary>
      )}
      {related.brand && (
        <CatchBoundary getResetKey={() => `brand-${product.id}`} errorComponent={() => null}>
          <Suspense fallback={<SliderPlaceholder />}>
            <BrandSlider product={product} wishlist={wishlist} />
          </Suspense>
        </CatchBoundary>
      )}
    </>
  );
}
