import type { ShopIdentity, SitemapProduct } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../commerce/catalog/catalog-rows.ts';
import { productName } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

/*
 * The sitemap's product pages over HTTP, against the seeded commerce backend: every product a
 * shopper finds in the shop's listings and may buy (§4), each once, and nothing else.
 */

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
  expected = procedures.expected;
});
afterAll(async () => {
  await procedures?.close();
});

async function allEntries(shop: ShopIdentity): Promise<SitemapProduct[]> {
  const entries: SitemapProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = await procedures.call('getSitemapEntries', { kind: 'products', page }, shop.shopId);
    entries.push(...answer.entries);
    if (page >= answer.pagination.last) return entries;
  }
}

/** In a listing of the shop: offered, not sold out, in a category line without a hidden category. */
function isListed(product: ProductRow, shop: ShopIdentity): boolean {
  return (
    expected.isOffered(product, shop) &&
    !expected.isSoldOut(product) &&
    product.categoryIds.some((leaf) => expected.lineOf(leaf).every((category) => !category.isHidden))
  );
}

/** §4 buyable statuses: published or temporarily not sellable. */
const buyableStatuses: readonly string[] = ['published', 'temporary_not_sellable'];

describe('getSitemapEntries: the product pages of the sitemap', () => {
  it.each(conformanceShops)('$code: every listed, buyable product once, with its name', async (shop) => {
    const entries = await allEntries(shop);
    const rows = expected.rows.products.filter(
      (product) => isListed(product, shop) && buyableStatuses.includes(product.salesStatus),
    );
    expect(entries.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.id).sort((a, b) => a - b),
    );
    for (const entry of entries.slice(0, 50)) {
      const row = expected.product(entry.id);
      expect(entry.name).toBe(productName(row, shop.language).trim());
      const [colour] = (row.attributes['frameColor'] ?? []).map(String);
      expect(entry.colour).toBe(
        colour === undefined ? undefined : expected.attributeValueLabel('frameColor', colour, shop.language),
      );
      expect(Date.parse(entry.updatedAt)).toBe(Date.parse(row.updatedAt));
    }
  });

  it('leaves out the listed products §4 does not let a shopper buy (enrichment, offline)', async () => {
    const [shop] = conformanceShops;
    const refused = expected.rows.products.filter(
      (product) => isListed(product, shop!) && !buyableStatuses.includes(product.salesStatus),
    );
    // The seed holds such products, or this test would prove nothing.
    expect(refused.length).toBeGreaterThan(0);
    const ids = new Set((await allEntries(shop!)).map((entry) => entry.id));
    expect(refused.filter((product) => ids.has(product.id))).toEqual([]);
  });

  it.each([
    ['no kind', {}],
    ['a kind it does not list', { kind: 'categories' }],
    ['page 0', { kind: 'products', page: 0 }],
    ['another field', { kind: 'products', perPage: 5000 }],
  ])('refuses %s (400 naming the field)', async (_name, payload) => {
    const failure = await procedures.fail('getSitemapEntries', payload);
    expect(failure.status).toBe(400);
    expect(failure.error.code).toBe('VALIDATION_FAILED');
  });
});
