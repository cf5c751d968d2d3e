import type { AttributeSelection } from '../http/with-parameter.ts';
import type { CatalogReader } from '../baskets/catalog-reader.ts';
import type { CatalogStore } from './catalog-store.ts';
import { pricedVariants, projectProduct, projectVariant } from './project-product.ts';
import type { ProductIncludes } from './project-product.ts';
import { isInShop } from './shop-context.ts';

const allAttributes: AttributeSelection = { keys: undefined, types: undefined };

/** Everything a basket or wishlist line may show of its product; `with` narrows it later. */
const lineProductIncludes: ProductIncludes = {
  attributes: allAttributes,
  advancedAttributes: undefined,
  imageAttributes: allAttributes,
  variants: undefined,
  categories: { hidden: true },
  siblings: undefined,
  priceRange: true,
  lowestPriorPrice: true,
};
const lineVariantIncludes = {
  attributes: allAttributes,
  advancedAttributes: undefined,
  lowestPriorPrice: true,
};

/**
 * Baskets, wishlists and orders read the catalogue through the read model: the shop's language,
 * currency and running campaign, priced by the same rules as the product answers. Products of
 * other shops and unknown ids are undefined; offline and inactive ones are answered, so a basket
 * can say why a line is unavailable.
 */
export function storeCatalogReader(store: CatalogStore): CatalogReader {
  return {
    variant(shop, variantId, options = {}) {
      const catalog = store.catalog;
      const row = catalog.variants.get(variantId);
      const product = row && catalog.products.get(row.productId);
      if (!row || !product || !isInShop(product, shop)) return undefined;
      const context = store.context(shop, { campaignKey: options.campaignKey });
      const priced = pricedVariants(catalog, context, product).find(
        (variant) => variant.row.id === variantId,
      );
      if (!priced) return undefined;
      return {
        product: projectProduct(catalog, context, product, lineProductIncludes),
        variant: projectVariant(catalog, context, priced, lineVariantIncludes),
        stock: row.stock,
        sellableWithoutStock: row.sellableWithoutStock,
        sellable:
          product.isActive &&
          product.salesStatus === 'published' &&
          (row.stock > 0 || row.sellableWithoutStock),
      };
    },
    product(shop, productId, options = {}) {
      const catalog = store.catalog;
      const product = catalog.products.get(productId);
      if (!product || !isInShop(product, shop)) return undefined;
      const context = store.context(shop, { campaignKey: options.campaignKey });
      return projectProduct(catalog, context, product, {
        ...lineProductIncludes,
        variants: lineVariantIncludes,
      });
    },
  };
}
