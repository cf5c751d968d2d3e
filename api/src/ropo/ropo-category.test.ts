import { categoryMasterPath, getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedExpectations } from '../commerce/conformance/seed-expectations.fixtures.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';

// §3/§4 getRopoCategory over HTTP: the category the on-site try-on page lists, found in the seeded
// catalogue by the master path the shop's settings name (`customData.ropo.categoryPath`).

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  expected = procedures.expected;
});

afterAll(async () => {
  await procedures?.close();
});

const seededCategoryPath = 'Master|Eyewear|Frames';

/** Runs `check` while the shop's settings name `categoryPath` as the ROPO category, then restores them. */
async function withCategoryPath(shopCode: ShopCode, categoryPath: string, check: () => Promise<void>) {
  const setPath = (path: string) =>
    procedures.db.query(
      `update shop_settings
          set custom_data = jsonb_set(custom_data, '{ropo,categoryPath}', to_jsonb($2::text))
        where shop_id = $1`,
      [getShopByCode(shopCode).shopId, path],
    );
  await setPath(categoryPath);
  try {
    await check();
  } finally {
    await setPath(seededCategoryPath);
  }
}

describe('getRopoCategory (§3 ropo.categoryPath, §4)', () => {
  it.each(['de-de', 'de-at'] as const)(
    '%s: answers the frames category, as getCategoriesByPath gives it, without children',
    async (shopCode) => {
      const visitor = procedures.visitor(shopCode);
      const category = await visitor.call('getRopoCategory', {});
      const breadcrumb = await visitor.call('getCategoriesByPath', {
        path: ['brillen', 'brillenfassungen'],
        children: 0,
      });
      expect(category).toEqual(breadcrumb.at(-1));
      expect(category).toMatchObject({
        id: expected.categoryByMasterPath('Eyewear|Frames').id,
        name: 'Brillenfassungen',
        path: '/brillen/brillenfassungen',
      });
      expect(category && categoryMasterPath(category)).toBe(seededCategoryPath);
      expect(category?.children).toBeUndefined();
      expect(category?.childrenIds.length).toBeGreaterThan(0);
      // Every visitor gets the same answer: the call starts no session.
      expect(visitor.sessionId).toBeUndefined();
    },
  );

  it('answers null in a shop without ROPO', async () => {
    expect(await procedures.visitor('pl-pl').call('getRopoCategory', {})).toBeNull();
    expect(await procedures.visitor('de-ch').call('getRopoCategory', undefined)).toBeNull();
  });

  it('reads as deep as the path goes: a category below the frames', async () => {
    await withCategoryPath('de-de', 'Master|Eyewear|Frames|Women', async () => {
      const category = await procedures.visitor('de-de').call('getRopoCategory', {});
      expect(category).toMatchObject({
        id: expected.categoryByMasterPath('Eyewear|Frames|Women').id,
        path: '/brillen/brillenfassungen/damen',
        depth: 3,
      });
    });
  });

  it.each([
    ['a category the catalogue does not have', 'Master|Eyewear|Monocles'],
    ['a path without the master root', 'Eyewear|Frames'],
    ['the master root alone', 'Master'],
    ['a hidden category', 'Master|Rx'],
    ['an empty path', ''],
  ])('answers null when the settings name %s', async (_case, categoryPath) => {
    await withCategoryPath('de-de', categoryPath, async () => {
      expect(await procedures.visitor('de-de').call('getRopoCategory', {})).toBeNull();
    });
  });

  it('refuses a payload', async () => {
    const { status, error } = await procedures.visitor('de-de').fail('getRopoCategory', { path: 'x' });
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toEqual(['payload.path']);
  });
});
