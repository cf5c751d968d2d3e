import { Carousel, cn, Link, ProductCard, type ProductCardProps } from '@lumen/design-system';
import type { ProductTile } from '@lumen/domain';
import { useId, type ComponentProps } from 'react';
import type { BlockData } from '../block-data/block-data.ts';
import { findCategoryProducts, findProducts } from '../block-data/block-data.ts';
import { MissingBlockDataNotice, useBlockData } from '../block-data/block-data-provider.tsx';
import type { MissingBlockDataItem } from '../block-data/missing-block-data.ts';
import { productCardProps } from '../block-data/product-card-props.ts';
import { useProductCardTexts, type ProductCardTexts } from '../block-data/product-card-texts.ts';
import { linkAttributes } from '../fields/multilink.schema.ts';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { ProductSliderContent, ProductSliderSource } from './product-slider.schema.ts';

/**
 * Props of `ProductSlider`: the parsed content (`ProductSliderContentSchema`), editor attributes
 * and the wrapper's attributes. The products come from the page's `BlockDataProvider`.
 */
export type ProductSliderProps = ProductSliderContent &
  EditorAttributes &
  Omit<ComponentProps<'div'>, keyof ProductSliderContent | 'children'>;

type SliderCards = {
  cards: { product: ProductTile; card: ProductCardProps }[];
  missing: MissingBlockDataItem[];
};

/** The cards a slider shows, in order, and what it names but cannot show. */
function sliderCards(data: BlockData, source: ProductSliderSource, texts: ProductCardTexts): SliderCards {
  const missing: MissingBlockDataItem[] = [];
  let products: readonly ProductTile[];
  switch (source.kind) {
    case 'products': {
      const found = findProducts(data, source.references);
      products = found.products;
      missing.push(...found.missing.map((reference) => ({ kind: 'product' as const, reference })));
      break;
    }
    case 'category': {
      products = findCategoryProducts(data, source) ?? [];
      if (products.length === 0) missing.push({ kind: 'category', listing: source });
      break;
    }
  }
  const cards: SliderCards['cards'] = [];
  for (const product of products) {
    const result = productCardProps(product, {
      shop: data.shop,
      texts,
      // Positions count among the shown cards, so every fifth visible tile shows the frame worn (§9).
      position: cards.length,
      imageBaseUrl: data.imageBaseUrl,
    });
    if (result.ok) cards.push({ product, card: result.props });
    else missing.push({ kind: 'unusable-product', productId: product.id, reason: result.reason });
  }
  return { cards, missing };
}

/**
 * A row of product cards under a heading: products the editor picked, or the newest (cheapest…)
 * of a category, in the design system's carousel (arrow keys and buttons move it, no autoplay),
 * with an optional link to all of them. Products the shop does not have are left out; editors see
 * which in preview.
 */
export function ProductSlider({ headline, source, cta, className, ...props }: ProductSliderProps) {
  const data = useBlockData();
  const texts = useProductCardTexts();
  const t = useBlockTexts('productSlider');
  const headingId = useId();

  if (!data) {
    return <MissingBlockDataNotice component="product_slider" items={[{ kind: 'no-provider' }]} {...props} />;
  }
  const { cards, missing } = sliderCards(data, source, texts);
  if (cards.length === 0) {
    return <MissingBlockDataNotice component="product_slider" items={missing} {...props} />;
  }

  return (
    <div
      data-slot="product-slider"
      data-source={source.kind}
      className={cn('flex w-full min-w-0 flex-col gap-4', className)}
      {...props}
    >
      {missing.length > 0 && <MissingBlockDataNotice component="product_slider" items={missing} />}
      <div
        data-slot="product-slider-header"
        className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2"
      >
        <h2 id={headingId} data-slot="product-slider-headline" className="text-2xl font-bold text-balance">
          {headline}
        </h2>
        {cta && (
          <Link data-slot="product-slider-cta" variant="standalone" {...linkAttributes(cta)}>
            {cta.label}
          </Link>
        )}
      </div>
      <Carousel
        aria-labelledby={headingId}
        label={headline}
        previousLabel={t('previousLabel')}
        nextLabel={t('nextLabel')}
        slideLabel={(position, total) => t('slideLabel', { position, total })}
        slideSize="quarter"
      >
        {cards.map(({ product, card }) => (
          <ProductCard
            key={product.id}
            {...card}
            size="sm"
            {...(data.renderLink && { renderLink: data.renderLink })}
          />
        ))}
      </Carousel>
    </div>
  );
}
