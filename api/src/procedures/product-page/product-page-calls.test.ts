import { productTypeOf, productTypes } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

// The product templates (§2 /p/glasses-pdp/ …) show the shop's newest product of a type,
// found through the backend's productType filter; checked against the seed rows.

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
  expected = procedures.expected;
});

afterAll(async () => {
  await procedures?.close();
});

describe('getNewestProductOfType: a representative product of each §3 product type', () => {
  const cases = conformanceShops.flatMap((shop) =>
    productTypes.map((productType) => ({ shop, productType })),
  );

  it.each(cases)(
    '$shop.code, $productType: the newest of the type the shop offers',
    async ({ shop, productType }) => {
      const product = await procedures.call('getNewestProductOfType', { productType }, shop.shopId);
      const offered = expected.rows.products.filter(
        (row) => row.productType === productType && expected.isOffered(row, shop) && !expected.isSoldOut(row),
      );
      if (offered.length === 0) {
        expect(product).toBeNull();
        return;
      }
      expect(product).not.toBeNull();
      expect(productTypeOf(product!)).toBe(productType);
      const row = expected.product(product!.id);
      expect(expected.isOffered(row, shop)).toBe(true);
      const newest = offered.reduce((latest, candidate) =>
        candidate.firstLiveAt > latest.firstLiveAt ? candidate : latest,
      );
      expect(row.firstLiveAt).toBe(newest.firstLiveAt);
      // What a product page reads: variants, images, categories and the description.
      expect(product!.variants?.length).toBeGreaterThan(0);
      expect(product!.categories).toBeDefined();
      expect(product!.attributes?.['description']).toBeDefined();
    },
  );

  it.each([
    { payload: { productType: 'rx-glasses-pdp' }, field: 'payload.productType' },
    { payload: {}, field: 'payload.productType' },
    { payload: { productType: 'merch-pdp', limit: 2 }, field: 'payload.limit' },
  ])('§8 answers 400 naming $field for $payload', async ({ payload, field }) => {
    const failure = await procedures.fail('getNewestProductOfType', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});
