import { cn, ProductCard } from '@lumen/design-system';
import type { ComponentProps } from 'react';
import { useBlockData, useBlockProducts } from '../block-data/block-data-provider.tsx';
import { MissingBlockDataNotice } from '../block-data/block-data-provider.tsx';
import { productCardProps } from '../block-data/product-card-props.ts';
import { useProductCardTexts } from '../block-data/product-card-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { ProductContent } from './product.schema.ts';

/**
 * Props of `ProductBlock`: the parsed content (`ProductContentSchema`), editor attributes and the
 * wrapper's attributes. The product itself comes from the page's `BlockDataProvider`.
 */
export type ProductBlockProps = ProductContent &
  EditorAttributes &
  Omit<ComponentProps<'div'>, keyof ProductContent | 'children'>;

/**
 * One product an editor placed on a page, as the design system's product card. A product the shop
 * does not have (sold off, not in this market) shows nothing to shoppers and a notice to editors.
 */
export function ProductBlock({ product, size = 'md', className, ...props }: ProductBlockProps) {
  const data = useBlockData();
  const texts = useProductCardTexts();
  const found = useBlockProducts([product]);

  if (!data || !found) {
    return <MissingBlockDataNotice component="product" items={[{ kind: 'no-provider' }]} {...props} />;
  }
  const [item] = found.products;
  if (item === undefined) {
    return (
      <MissingBlockDataNotice
        component="product"
        items={[{ kind: 'product', reference: product }]}
        {...props}
      />
    );
  }
  const card = productCardProps(item, { shop: data.shop, texts, imageBaseUrl: data.imageBaseUrl });
  if (!card.ok) {
    return (
      <MissingBlockDataNotice
        component="product"
        items={[{ kind: 'unusable-product', productId: item.id, reason: card.reason }]}
        {...props}
      />
    );
  }
  return (
    <div
      data-slot="product-block"
      className={cn('w-full', size === 'sm' ? 'max-w-48' : 'max-w-xs', className)}
      {...props}
    >
      <ProductCard {...card.props} size={size} {...(data.renderLink && { renderLink: data.renderLink })} />
    </div>
  );
}
