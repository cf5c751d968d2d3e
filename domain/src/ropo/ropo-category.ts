import { attributeLabel, type ProductAttributes } from '../catalog/product-attributes.ts';
import { categoryPathSeparator } from '../entities/product.ts';

/**
 * §3 `ropo.categoryPath` (such as `Master|Eyewear|Frames`): whether the ROPO basket takes the
 * product (§4), by the master category path its `category` attribute carries
 * (`Master|Eyewear|Frames|Women`). The category itself and every category below it count; a
 * sibling whose name only begins the same (`Master|Eyewear|FramesOutlet`) does not, nor does a
 * product without the attribute.
 */
export function isInRopoCategory(
  product: { attributes?: ProductAttributes | null | undefined },
  categoryPath: string,
): boolean {
  const path = attributeLabel(product.attributes, 'category');
  return (
    path !== undefined && (path === categoryPath || path.startsWith(categoryPath + categoryPathSeparator))
  );
}
