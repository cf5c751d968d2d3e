import { ProductSchema, attributeLabel, isProductBuyable, pageOf } from '@lumen/domain';
import type { Product, SitemapProduct } from '@lumen/domain';
import type { ProductWith } from '@scayle/storefront-api';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const ProductListSchema = pageOf(ProductSchema);

/** The Storefront API's default page size, which its page-based pagination is documented with. */
const productsPerPage = 100;

/**
 * What the sitemap reads of a product: the parts of its address, and what §4's buyable rule
 * decides by (sales status, variants' stock, the price range). No images, siblings or texts.
 */
const sitemapProductWith = {
  attributes: { withKey: ['name', 'frameColor', 'salesStatus'] },
  variants: 'all',
  priceRange: true,
} as const satisfies ProductWith;

function sitemapProduct(product: Product): SitemapProduct[] {
  // A listing shows no card for a product without a name (cms-blocks `productCardProps`).
  const name = attributeLabel(product.attributes, 'name')?.trim();
  if (!name || !isProductBuyable(product)) return [];
  const colour = attributeLabel(product.attributes, 'frameColor')?.trim();
  return [{ id: product.id, name, ...(colour ? { colour } : {}), updatedAt: product.updatedAt }];
}

/**
 * The sitemap's product pages: one page of the shop's whole listing (every product its category
 * listings show: active, offered, not sold out, outside hidden categories only), less what §4's
 * buyable rule refuses (enrichment or offline, no price). A page may hold fewer entries than the
 * backend's page; `pagination` is the backend's, so the caller pages on until `last`.
 */
export const getSitemapEntries = defineProcedure({
  name: 'getSitemapEntries',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ kind, page }, ctx) => {
    switch (kind) {
      case 'products': {
        const answer = await commerceCall(() =>
          ctx.commerce.products.query({
            pagination: { page, perPage: productsPerPage },
            with: sitemapProductWith,
          }),
        );
        const { entities, pagination } = readAnswer(ProductListSchema, answer);
        return { entries: entities.flatMap(sitemapProduct), pagination };
      }
    }
  },
});
