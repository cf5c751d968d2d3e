import { ProductTypeSchema, type ProductType } from '../entities/product.ts';
import type { ProductTemplate } from '../routing/product-slug.ts';
import { attributeValues, type ProductAttributes } from './product-attributes.ts';

/**
 * §3 product types: which product page renders a product. The catalogue carries it as the
 * `productType` attribute (its value, e.g. `correctional-glasses`); a product without one, or with
 * a type §3 does not name, has none, and the page shows it with the plainest layout (merchandise).
 */
export function productTypeOf(product: {
  attributes?: ProductAttributes | null | undefined;
}): ProductType | undefined {
  const parsed = ProductTypeSchema.safeParse(attributeValues(product.attributes, 'productType')[0]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * §2 product page templates (`/p/glasses-pdp/` …) and the §3 product type each shows. The
 * templates name prescription glasses `rx-glasses-pdp`, the type is `correctional-glasses`.
 */
export const productTypeOfTemplate = {
  'glasses-pdp': 'glasses-pdp',
  'rx-glasses-pdp': 'correctional-glasses',
  'contact-lens-pdp': 'contact-lens-pdp',
  'cleaning-fluid-pdp': 'cleaning-fluid-pdp',
  'merch-pdp': 'merch-pdp',
  'hearing-aids-merch-pdp': 'hearing-aids-merch-pdp',
} as const satisfies Record<ProductTemplate, ProductType>;

/** The §2 template of a §3 product type (the inverse of `productTypeOfTemplate`). */
export function productTemplateOfType(type: ProductType): ProductTemplate {
  const entry = Object.entries(productTypeOfTemplate).find(([, candidate]) => candidate === type);
  if (!entry) throw new Error(`No product template shows the product type ${type}`);
  return entry[0] as ProductTemplate;
}

/** The product page layouts: glasses (frames, sunglasses, readers), lenses, care and merchandise. */
export type ProductPageLayout = 'glasses' | 'contact-lenses' | 'care' | 'merchandise';

/** Which layout a §3 product type gets; a product of no known type is shown as merchandise. */
export function productPageLayout(type: ProductType | undefined): ProductPageLayout {
  switch (type) {
    case 'glasses-pdp':
    case 'correctional-glasses':
      return 'glasses';
    case 'contact-lens-pdp':
      return 'contact-lenses';
    case 'cleaning-fluid-pdp':
      return 'care';
    case 'merch-pdp':
    case 'hearing-aids-merch-pdp':
    case undefined:
      return 'merchandise';
  }
}
