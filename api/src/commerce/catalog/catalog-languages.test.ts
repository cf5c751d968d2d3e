import { getShopByCode, shops } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../seed/catalog/generate-catalog.ts';
import { noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { localized, textLanguageOf } from './text-language.ts';

const rows = generateCatalog({ now: new Date(), products: 300 });
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows });
});

afterAll(async () => {
  await server.close();
});

async function body(path: string): Promise<unknown> {
  const answer = await server.get(path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

describe('textLanguageOf and localized: de-ch reads de-CH, then its language, then German', () => {
  const texts = { de: 'Größe', 'de-CH': 'Grösse', fr: 'Taille' };
  it.each([
    ['de-de', 'de', 'Größe'],
    ['de-at', 'de', 'Größe'],
    ['de-it', 'de', 'Größe'],
    ['de-ch', 'de-CH', 'Grösse'],
    ['fr-ch', 'fr', 'Taille'],
    ['pl-pl', 'pl', 'Größe'],
  ] as const)('%s reads %s: %s', (code, key, text) => {
    expect(textLanguageOf(getShopByCode(code))).toBe(key);
    expect(localized(texts, getShopByCode(code))).toBe(text);
  });
});

describe('promotions and campaigns are answered in the shop language', () => {
  const promotionIds = rows.promotions.map((row) => row.id).join(',');

  it.each(shops.map((shop) => [shop.code, shop] as const))('promotions of %s', async (_code, shop) => {
    const answer = (await body(`/v1/promotions?shopId=${shop.shopId}&ids=${promotionIds}`)) as {
      entities: { id: string; name: string; displayName: string; customData: { headlineParts?: string[] } }[];
    };
    expect(answer.entities.length).toBeGreaterThan(0);
    for (const promotion of answer.entities) {
      const row = rows.promotions.find((candidate) => candidate.id === promotion.id)!;
      const expected = localized(row.names!, shop);
      expect([promotion.name, promotion.displayName]).toEqual([expected, expected]);
      const byLanguage = row.customData['headlinePartsByLanguage'] as Record<string, string[]>;
      expect(promotion.customData.headlineParts).toEqual(byLanguage[textLanguageOf(shop)]);
    }
  });

  it.each(shops.map((shop) => [shop.code, shop] as const))('campaigns of %s', async (_code, shop) => {
    const answer = (await body(`/v1/campaigns?shopId=${shop.shopId}&perPage=100`)) as {
      entities: { id: number; name: string; description: string; headline: string; subline: string }[];
    };
    expect(answer.entities.length).toBeGreaterThan(0);
    for (const campaign of answer.entities) {
      const row = rows.campaigns.find((candidate) => candidate.id === campaign.id)!;
      const name = localized(row.names!, shop);
      const description = localized(row.descriptions!, shop);
      expect(campaign).toMatchObject({ name, description, headline: name, subline: description });
    }
  });
});

describe('the de-ch shop is answered in Swiss spelling, de-de in German', () => {
  const productIds = rows.products
    .filter((row) => row.shopIds === null)
    .filter((row) => /ß/.test(JSON.stringify(row.texts.de)) || row.attributes['color']?.includes('white'))
    .map((row) => row.id);
  const groupKeys = rows.attributeGroups
    .filter((group) =>
      /ß/.test(
        JSON.stringify([
          group.labels.de,
          ...rows.attributeValues
            .filter((value) => value.groupId === group.id)
            .map((value) => value.labels.de),
        ]),
      ),
    )
    .map((group) => group.key);
  const paths = (shopId: number) => [
    ...productIds.map((id) => `/v1/products/${id}?shopId=${shopId}&with=attributes,variants,categories`),
    ...groupKeys.map((key) => `/v1/attributes/${key}?shopId=${shopId}`),
    `/v1/filters?shopId=${shopId}`,
    `/v1/categories?shopId=${shopId}&with=descendants`,
  ];

  it('has texts with ß to check', () => {
    expect(productIds.length).toBeGreaterThan(0);
    expect(groupKeys.length).toBeGreaterThan(0);
  });

  it.each([
    ['de-ch', false],
    ['de-de', true],
  ] as [ShopCode, boolean][])('%s answers with ß: %s', async (code, withSharpS) => {
    const answers = await Promise.all(paths(getShopByCode(code).shopId).map(body));
    const found = answers.map((answer) => JSON.stringify(answer)).filter((text) => /[ßẞ]/.test(text));
    if (withSharpS) expect(found.length).toBeGreaterThan(0);
    else expect(found).toEqual([]);
  });
});
