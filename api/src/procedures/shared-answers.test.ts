import { getShopByCode } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followChanges } from '../boot.ts';
import type { ContentVersionWatch } from '../content/content-version.ts';
import { RpcAnswerCache, memoryAnswerStore } from '../rpc/answer-cache.ts';
import { BasketSeed } from './basket/basket-seed.fixtures.ts';
import { startCommerceProcedures } from './commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from './commerce-procedures.fixtures.ts';

// The answer cache in front of the real calls, the commerce backend and the content API over the
// seed, told of changes the way the booted api is (`followChanges`).

const shop = getShopByCode('de-de');
let procedures: CommerceProcedures;
let contentWatch: ContentVersionWatch;
let seed: BasketSeed;

beforeAll(async () => {
  const answers = new RpcAnswerCache(memoryAnswerStore({ maxBytes: 16 * 1024 * 1024 }), { ttlMs: 600_000 });
  procedures = await startCommerceProcedures({ database: true, content: true, answers });
  seed = new BasketSeed(procedures.expected, shop);
  contentWatch = await followChanges({
    answers,
    catalog: procedures.catalog,
    content: procedures.content!,
    db: procedures.db,
    // The test checks for itself when it changed something.
    intervalMs: 3_600_000,
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  contentWatch?.stop();
  await procedures?.close();
});

/** A variant the de-de shop sells, and its product. */
function soldVariant() {
  const [variant] = seed.stocked(1);
  return { variantId: variant!.id, productId: variant!.productId };
}

const priceOf = async (productId: number, variantId: number) => {
  const product = await procedures.call('getProductById', { id: productId });
  return product.variants?.find((variant) => variant.id === variantId)?.price.withTax;
};

describe('shared answers follow the catalogue', () => {
  it('answers a product page with the new price once the catalogue changed', async () => {
    const { productId, variantId } = soldVariant();
    const before = await priceOf(productId, variantId);
    expect(before).toBeGreaterThan(0);
    await procedures.db.query(
      `update variant_prices set list_price = list_price + 1000 where variant_id = $1 and currency = 'EUR'`,
      [variantId],
    );
    // What the catalogue check of every api process does (CATALOG_CHECK_SECONDS): the backend
    // reloads its read model and the cache moves to the new revision.
    expect(await procedures.catalog.reloadIfChanged()).toBe(true);
    const after = await priceOf(productId, variantId);
    expect(after).toBeGreaterThan(before!);
  });

  it('answers a product page with the new stock after this process’s own stock change', async () => {
    const { productId, variantId } = soldVariant();
    const stockOf = async () =>
      (await procedures.call('getProductById', { id: productId })).variants?.find(
        (variant) => variant.id === variantId,
      )?.stock.quantity;
    const before = await stockOf();
    await procedures.db.query('update variants set stock = stock + 7 where id = $1', [variantId]);
    // An order's stock change, as the backend reads it again without a reload.
    await procedures.catalog.refreshStock([variantId]);
    expect(await stockOf()).toBe(before! + 7);
  });
});

describe('shared answers follow the content', () => {
  it('answers a story with its new name once the content changed', async () => {
    const name = async () => (await procedures.call('getCmsStory', { slug: 'home' })).story.name;
    const before = await name();
    expect(await name()).toBe(before);
    await procedures.db.query(
      `update content_stories
          set name = 'Startseite neu', updated_at = now() + interval '1 day', published_at = now() + interval '1 day'
        where full_slug = 'de-de/home'`,
    );
    // Unnoticed yet: the cache still answers the published story it kept.
    expect(await name()).toBe(before);
    await contentWatch.check();
    expect(await name()).toBe('Startseite neu');
  });
});

describe('a visitor’s own data never comes from the cache', () => {
  it('gives two visitors their own baskets', async () => {
    const [first, second] = seed.stocked(2);
    const anna = procedures.visitor(shop.code);
    const ben = procedures.visitor(shop.code);
    await anna.call('addItemToBasket', { variantId: first!.id });
    await ben.call('addItemToBasket', { variantId: second!.id, quantity: 2 });
    const lines = async (visitor: typeof anna) =>
      (await visitor.call('getBasket', {})).items.map((item) => [item.variant.id, item.quantity]);
    expect(await lines(anna)).toEqual([[first!.id, 1]]);
    expect(await lines(ben)).toEqual([[second!.id, 2]]);
    // A shared read in between changes nothing, and sets no cookie.
    const response = await anna.send('getNavigation', {});
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await lines(anna)).toEqual([[first!.id, 1]]);
  });
});
