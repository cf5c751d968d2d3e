import { describe, expect, it } from 'vitest';
import { BranchIdSchema, BranchReferenceSchema } from './branch.ts';
import { BrandSchema } from './brand.ts';
import { CampaignSchema, campaignSortOptions } from './campaign.ts';
import { PaginationSchema } from './pagination.ts';
import { RedirectSchema } from './redirect.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { ShopConfigurationSchema } from './shop-configuration.ts';
import {
  sdkBrand,
  sdkCampaign,
  sdkPagination,
  sdkRedirect,
  sdkShopConfiguration,
} from './wire-samples.fixtures.ts';

describe('§3/§7 brands, campaigns, redirects ("others fetched")', () => {
  it.each([
    [299, ['statusCode']],
    [300, undefined],
    [301, undefined],
    [308, undefined],
    [399, undefined],
    [400, ['statusCode']],
    [301.5, ['statusCode']],
  ])('a redirect with status %d is refused at %j', (statusCode, path) => {
    expect(refusalPath(RedirectSchema, { ...sdkRedirect, statusCode })).toEqual(path);
  });

  it.each([
    ['no source', { ...sdkRedirect, source: '' }, ['source']],
    ['no target', { ...sdkRedirect, target: '' }, ['target']],
    ['id 0', { ...sdkRedirect, id: 0 }, ['id']],
  ])('a redirect with %s is refused', (_case, value, path) => {
    expect(refusalPath(RedirectSchema, value)).toEqual(path);
  });

  it.each([
    [-1, ['reduction']],
    [0, undefined],
    [100, undefined],
    [101, ['reduction']],
  ])('a campaign reducing by %d percent is refused at %j', (reduction, path) => {
    expect(refusalPath(CampaignSchema, { ...sdkCampaign, reduction })).toEqual(path);
  });

  it.each([
    ['an unreadable start', { ...sdkCampaign, start_at: 'March' }, ['start_at']],
    ['no colour text', { ...sdkCampaign, color: { background: '#000' } }, ['color', 'text']],
    ['no badge label', { ...sdkCampaign, product: { attributeId: 4 } }, ['product', 'badgeLabel']],
    ['an empty key', { ...sdkCampaign, key: '' }, ['key']],
  ])('a campaign with %s is refused', (_case, value, path) => {
    expect(refusalPath(CampaignSchema, value)).toEqual(path);
  });

  it('§7 campaigns sort by id, reduction, start and end', () => {
    expect(campaignSortOptions).toEqual(['id', 'reduction', 'start_at', 'end_at']);
  });

  it.each([
    ['an empty slug', { ...sdkBrand, slug: '' }, ['slug']],
    ['no active flag', { ...sdkBrand, isActive: undefined }, ['isActive']],
    ['an unreadable update time', { ...sdkBrand, updatedAt: 'today' }, ['updatedAt']],
    ['custom data that is a text', { ...sdkBrand, customData: 'x' }, ['customData']],
  ])('a brand with %s is refused', (_case, value, path) => {
    expect(refusalPath(BrandSchema, value)).toEqual(path);
  });

  it('a brand without name keeps its custom data', () => {
    const { name: _name, ...unnamed } = sdkBrand;
    const brand = { ...unnamed, customData: { floatData: 1.5 } };
    expect(BrandSchema.parse(brand)).toEqual(brand);
  });
});

describe('§7 list pages and the shop configuration answer', () => {
  it.each([['current'], ['total'], ['perPage'], ['page'], ['first'], ['prev'], ['next'], ['last']])(
    'pagination refuses a negative %s',
    (field) => {
      expect(refusalPath(PaginationSchema, { ...sdkPagination, [field]: -1 })).toEqual([field]);
    },
  );

  it.each([
    ['a shop id of 0', { ...sdkShopConfiguration, shopId: 0 }, ['shopId']],
    [
      'a property value that is a number',
      { ...sdkShopConfiguration, properties: [{ key: 'k', value: 1 }] },
      ['properties', 0, 'value'],
    ],
    ['no shop custom data', { ...sdkShopConfiguration, shopCustomData: undefined }, ['shopCustomData']],
  ])('a shop configuration with %s is refused', (_case, value, path) => {
    expect(refusalPath(ShopConfigurationSchema, value)).toEqual(path);
  });
});

describe('branch references', () => {
  it.each([
    ['1042', true],
    ['104', true],
    ['104200', true],
    ['10', false],
    ['HH-1', false],
  ])('branch id %j is accepted: %s', (id, accepted) => {
    expect(BranchIdSchema.safeParse(id).success).toBe(accepted);
    expect(BranchReferenceSchema.safeParse({ id }).success).toBe(accepted);
  });
});
