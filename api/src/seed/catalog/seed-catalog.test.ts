import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRows } from '../../commerce/catalog/catalog-rows.ts';
import { loadCatalogRows } from '../../commerce/catalog/load-catalog-rows.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { generateCatalog } from './generate-catalog.ts';
import { catalogTables } from './insert-catalog.ts';
import { seedCatalog } from './seed-catalog.ts';
import type { SeedCatalogResult } from './seed-catalog.ts';

const now = new Date('2025-06-15T10:00:00Z');
const size = 150;

/** Rows in a stable order, so a table read back compares with the rows written whatever its ORDER BY. */
function sorted(rows: readonly object[]): object[] {
  const keyOf = (row: object) => {
    const record = row as Record<string, unknown>;
    return JSON.stringify([
      record['id'] ?? record['code'] ?? record['variantId'],
      record['currency'] ?? null,
    ]);
  };
  return [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

// One database for the file: a fresh PGlite takes seconds to boot on a busy machine.
let database: TestDatabase;
let result: SeedCatalogResult;
const steps: string[] = [];
let generated: CatalogRows;
let loaded: CatalogRows;

beforeAll(async () => {
  database = await openTestDatabase();
  result = await seedCatalog(database.db, { now, products: size, onProgress: (step) => steps.push(step) });
  generated = generateCatalog({ now, products: size });
  loaded = await loadCatalogRows(database.db);
});
afterAll(() => database.cleanup());

describe('seedCatalog into an empty database', () => {
  it('reports what it wrote and the steps it took', () => {
    expect(result).toEqual({ seeded: true, products: size, variants: generated.variants.length });
    expect(steps[0]).toBe('generating');
    expect(steps).toContain('inserting brands');
    expect(steps).toContain('inserting products');
    expect(steps.at(-1)).toBe('done');
  });

  it.each(catalogTables)('reads %s back exactly as generated', (table) => {
    expect(loaded[table].length).toBe(generated[table].length);
    expect(sorted(loaded[table])).toEqual(sorted(generated[table]));
  });

  it('§7 a listing query finds black women’s sunglasses by category and attribute, with their EUR prices', async () => {
    const women = generated.categories.find(
      (category) =>
        category.masterKey === 'Women' &&
        generated.categories.find((parent) => parent.id === category.parentId)?.masterKey === 'Sunglasses',
    )!;
    const expected = generated.products
      .filter(
        (product) =>
          product.categoryIds.includes(women.id) && product.attributes['frameColor']?.[0] === 'black',
      )
      .map((product) => product.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const { rows: found } = await database.db.query<{ id: number; prices: number[] }>(
      `select p.id, array_agg(vp.list_price order by v.id) as prices
         from products p
         join variants v on v.product_id = p.id
         join variant_prices vp on vp.variant_id = v.id and vp.currency = 'EUR'
        where $1 = any(p.category_ids) and p.attributes -> 'frameColor' ? 'black'
        group by p.id order by p.id`,
      [women.id],
    );
    expect(found.map((row) => row.id)).toEqual(expected);
    for (const row of found) {
      const prices = generated.variants
        .filter((variant) => variant.productId === row.id)
        .map((variant) =>
          generated.variantPrices.find((price) => price.variantId === variant.id && price.currency === 'EUR'),
        )
        .map((price) => price?.listPrice);
      expect(row.prices).toEqual(prices);
    }
  });
});

describe('seedCatalog on a seeded database', () => {
  it('writes nothing and reports no steps, whatever it is asked for', async () => {
    const againSteps: string[] = [];
    const again = await seedCatalog(database.db, {
      now: new Date('2026-01-01T00:00:00Z'),
      products: 500,
      onProgress: (step) => againSteps.push(step),
    });
    expect(again).toEqual({ seeded: false, products: 0, variants: 0 });
    expect(againSteps).toEqual([]);
    const { rows } = await database.db.query<{ products: number; prices: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from variant_prices) as prices`,
    );
    expect(rows[0]).toEqual({ products: size, prices: generated.variantPrices.length });
  });
});
