import { ProductSchema, bestVariant, productTileOf, shops } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../commerce/catalog/catalog.ts';
import { productFacts } from '../commerce/catalog/product-query.ts';
import { productIncludes, projectProduct } from '../commerce/catalog/project-product.ts';
import { shopContext } from '../commerce/catalog/shop-context.ts';
import { seedNow } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { parseWith } from '../commerce/http/with-parameter.ts';
import { generateCatalog } from '../seed/catalog/generate-catalog.ts';

// The tiles the listings and the search answer (§2, §7 getProductsByCategory and
// getProductsByTerm), for every product of the test seed (the catalogue catalog/listing-calls.test.ts
// answers from, 150 products) in every shop, as the backend projects it, without a server.

/** The bytes a value takes as the JSON of an answer. */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The largest tile of the test seed. The goal is under 1,000 bytes; with only the §4 best variant
 * left of the variants, 4 or 5 tiles a shop are still 1,003 to 1,089 bytes: frames with three other
 * colours and long colour names (Czech, Italian). What is left is the attributes' JSON
 * (`{"values":{"label":…}}` around every name, colour and badge), not the variants.
 */
const tileBytesLimit = 1_100;

const catalog = createCatalog(generateCatalog({ products: 150, now: seedNow }));

// A tile keeps the same of a whole product as of the listing's narrower answer
// (`productListingWith`), so the widest includes give the same tiles, and no key can slip past.
const includes = productIncludes(
  parseWith('attributes,variants,images,siblings.attributes,siblings.images,priceRange,lowestPriorPrice'),
);

describe('every tile of the seed catalogue', () => {
  it.each(shops)('$code: carries one variant, whatever the product has, and stays small', (shop) => {
    const context = shopContext(catalog, shop, { now: seedNow });
    // What the listings of the shop can answer: active products offered there with a price.
    const listed = productFacts(catalog, context, catalog.products.values()).map((facts) => facts.product);
    expect(listed.length).toBeGreaterThan(100);
    let mostVariants = 0;
    let largest = 0;
    for (const row of listed) {
      // Through JSON and the api's own schema, as the listing reads the backend's answer.
      const product = ProductSchema.parse(
        JSON.parse(JSON.stringify(projectProduct(catalog, context, row, includes))),
      );
      const variants = product.variants ?? [];
      mostVariants = Math.max(mostVariants, variants.length);
      const tile = productTileOf(product);
      // A tile does not grow with the variants: it is the tile of the product with its best one only.
      expect(tile).not.toHaveProperty('variants');
      const best = bestVariant(variants);
      expect(tile).toEqual(productTileOf({ ...product, variants: best ? [best] : [] }));
      const bytes = jsonBytes(tile);
      largest = Math.max(largest, bytes);
      expect(bytes, `tile of product ${row.id}`).toBeLessThan(tileBytesLimit);
    }
    // The seed holds the products whose every variant's stock made a tile 1.3 kB (five strengths).
    expect(mostVariants).toBeGreaterThanOrEqual(5);
    expect(largest).toBeGreaterThan(800);
  });
});
