import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRows, ProductRow } from '../catalog/catalog-rows.ts';
import { generateCatalog } from '../../seed/catalog/generate-catalog.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchIndex } from './search-index.ts';

// Smoke test over the seed generator: the index takes its 2000 products and finds them by name.
const shopCodes: ShopCode[] = ['de-de', 'fr-ch', 'pl-pl', 'cs-cz'];
let rows: CatalogRows;
let index: SearchIndex;

beforeAll(() => {
  rows = generateCatalog({ now: new Date('2025-07-01T10:00:00Z'), products: 2000 });
  index = createSearchIndex(rows, { shops: shopCodes.map(getShopByCode) });
});

const searchableIn = (product: ProductRow, shopId: number) =>
  product.productType !== null &&
  product.isActive &&
  product.salesStatus !== 'offline' &&
  (product.shopIds === null || product.shopIds.includes(shopId));

describe('search over the generated seed catalogue', () => {
  it('indexes 2000 generated products', () => {
    expect(rows.products).toHaveLength(2000);
    expect(index.productsByTerm(getShopByCode('de-de').shopId, 'brille').total).toBeGreaterThan(100);
  });

  it.each(shopCodes)('%s finds products by their exact name, that name first', (code) => {
    const { shopId, language } = getShopByCode(code);
    const nameOf = (product: ProductRow) => (product.texts[language] ?? product.texts.de).name;
    const candidates = rows.products.filter((product) => searchableIn(product, shopId));
    // Every 97th product: frames, sunglasses, lenses, care products and merchandise alike.
    for (const product of candidates.filter((_, position) => position % 97 === 0)) {
      const name = nameOf(product);
      const sameName = candidates.filter((other) => nameOf(other) === name).map((other) => other.id);
      const { products } = index.suggest(shopId, name, { productLimit: sameName.length });
      expect(new Set(products)).toEqual(new Set(sameName));
      expect(index.resolve(shopId, name)).toEqual({ type: 'product', productId: Math.min(...sameName) });
    }
  });

  it('pages through a broad term the same, however deep the page', () => {
    const { shopId } = getShopByCode('de-de');
    const { productIds: all, total } = index.productsByTerm(shopId, 'sonnenbrille', { perPage: 5000 });
    expect(all).toHaveLength(total);
    const pages: number[] = [];
    for (let page = 1; (page - 1) * 24 < total; page += 1) {
      pages.push(...index.productsByTerm(shopId, 'sonnenbrille', { page, perPage: 24 }).productIds);
    }
    expect(pages).toEqual(all);
  });
});
