import { AttributeGroupMultiSchema } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

/**
 * The fixture's groups plus a gold frame colour placed before the others, and a group labelled in
 * German only (labels fall back to German, as everywhere in the catalogue).
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.attributeValues.push({
    id: 104,
    groupId: 1,
    value: 'gold',
    labels: { de: 'Gold', fr: 'Or', it: 'Oro', pl: 'Złoty', cs: 'Zlatá' },
    hex: '#c9a227',
    position: 0,
  });
  catalog.attributeGroups.push({
    id: 6,
    key: 'lensCoating',
    type: 'coating',
    multiSelect: true,
    filterType: null,
    filterPosition: null,
    labels: { de: 'Beschichtung' },
  });
  catalog.attributeValues.push({
    id: 601,
    groupId: 6,
    value: 'antireflective',
    labels: { de: 'Entspiegelt', fr: 'Antireflet' },
    hex: null,
    position: 1,
  });
  return catalog;
}

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

async function group(key: string, shopId = 1001) {
  const { status, body } = await server.get(`/v1/attributes/${key}?shopId=${shopId}`);
  expect(status).toBe(200);
  return AttributeGroupMultiSchema.parse(body);
}

describe('GET /v1/attributes/{key} (§7)', () => {
  it('answers the group with all its values in the shop order, labelled in the shop language', async () => {
    expect(await group('frameColor')).toEqual({
      id: 1,
      key: 'frameColor',
      label: 'Farbe',
      type: 'colour',
      multiSelect: true,
      values: [
        { id: 104, label: 'Gold', value: 'gold' },
        { id: 101, label: 'Schwarz', value: 'black' },
        { id: 102, label: 'Havanna', value: 'havana' },
        { id: 103, label: 'Blau', value: 'blue' },
      ],
    });
  });

  it.each([
    [1004, 'Couleur', ['Or', 'Noir', 'Havane', 'Bleu']],
    [1005, 'Colore', ['Oro', 'Nero', 'Avana', 'Blu']],
    [1008, 'Kolor', ['Złoty', 'Czarny', 'Hawana', 'Niebieski']],
    [1009, 'Barva', ['Zlatá', 'Černá', 'Havana', 'Modrá']],
  ])('shop %i labels frame colours %s: %j', async (shopId, label, values) => {
    const answer = await group('frameColor', shopId);
    expect([answer.label, answer.values.map((value) => value.label)]).toEqual([label, values]);
  });

  it.each([
    [1001, 'Beschichtung', 'Entspiegelt'],
    [1004, 'Beschichtung', 'Antireflet'],
    [1006, 'Beschichtung', 'Entspiegelt'],
  ])('shop %i falls back to German where a label is missing: %s, %s', async (shopId, label, value) => {
    const answer = await group('lensCoating', shopId);
    expect([answer.label, answer.values[0]?.label]).toEqual([label, value]);
  });

  it('answers a single-value group in the multi-select shape, a group of free values with the values products show', async () => {
    expect((await group('packingTypeDescription')).values.map((value) => value.value)).toEqual([
      'pack_30',
      'pack_90',
    ]);
    expect(await group('frameWidth')).toMatchObject({
      multiSelect: true,
      values: [
        { label: '138', value: '138' },
        { label: '142', value: '142' },
      ],
    });
  });

  it.each([
    ['name', 'Name'],
    ['brand', 'Brand'],
    ['salesStatus', 'Sales status'],
    ['imageView', 'Image view'],
  ])(
    '§7 reads the group %s products show without an attribute table, with the values they show',
    async (key, label) => {
      const answer = await group(key);
      expect(answer).toMatchObject({ key, label, multiSelect: true });
      expect(answer.values.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['an unknown group', '/v1/attributes/lensColour?shopId=1001', 404],
    ['a group key spelt differently', '/v1/attributes/framecolor?shopId=1001', 404],
  ])('%s: %s → %i', async (_case, path, status) => {
    expect((await server.get(path)).status).toBe(status);
  });

  it.each([
    ['/v1/attributes/frame-color?shopId=1001', 'key'],
    ['/v1/attributes/1frameColor?shopId=1001', 'key'],
    ['/v1/attributes/frameColor?shopId=1001&with=values', 'with'],
    ['/v1/attributes/frameColor', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('attributes through the Storefront API SDK', () => {
  it('attributes.getByKey answers what the SDK types', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1008 });
    const shape = AttributeGroupMultiSchema.parse(await client.attributes.getByKey('frameShape'));
    expect(shape.values).toEqual([
      { id: 201, label: 'Okrągły', value: 'round' },
      { id: 202, label: 'Kwadratowy', value: 'square' },
    ]);
    await expect(client.attributes.getByKey('lensColour')).rejects.toThrow(/404/);
  });
});
