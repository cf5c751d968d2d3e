import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../seed/catalog/seed-catalog.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { CatalogStore } from './catalog-store.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalog(database.db, { products: 40, now: new Date('2026-11-01T00:00:00Z') });
});

afterAll(async () => {
  await database.cleanup();
});

describe('CatalogStore follows the catalogue: search and reads refreshed after catalogue changes', () => {
  it('reloads when catalogue data changed, and tells its listeners', async () => {
    const store = await CatalogStore.load(database.db);
    const listener = vi.fn();
    store.onReload(listener);
    expect(await store.reloadIfChanged()).toBe(false);

    const product = store.catalog.rows.products[0]!;
    await database.db.query(
      `update products set texts = jsonb_set(texts, '{de,name}', '"Umbenannt"') where id = $1`,
      [product.id],
    );
    expect(await store.reloadIfChanged()).toBe(true);
    expect(store.catalog.products.get(product.id)?.texts.de.name).toBe('Umbenannt');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await store.reloadIfChanged()).toBe(false);
  });

  it('does not count stock taken by orders as a catalogue change, and follows stock on request', async () => {
    const store = await CatalogStore.load(database.db);
    const variant = store.catalog.rows.variants.find((row) => row.stock > 2)!;
    await database.db.query('update variants set stock = stock - 2 where id = $1', [variant.id]);
    expect(await store.reloadIfChanged()).toBe(false);
    const before = store.catalog.variants.get(variant.id)!.stock;
    await store.refreshStock([variant.id]);
    expect(store.catalog.variants.get(variant.id)!.stock).toBe(before - 2);
  });

  it('counts a change of a variant itself (not its stock) as a catalogue change', async () => {
    const store = await CatalogStore.load(database.db);
    const variant = store.catalog.rows.variants[0]!;
    await database.db.query(
      'update variants set sellable_without_stock = not sellable_without_stock where id = $1',
      [variant.id],
    );
    expect(await store.reloadIfChanged()).toBe(true);
  });
});
