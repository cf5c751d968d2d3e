/**
 * A small catalogue for the basket, wishlist and order tests: rows in the catalogue tables (stock
 * lives there, as in production) and a CatalogReader over the same definitions that builds wire
 * objects from the domain's SDK-typed samples. Test support only.
 */
import { netFromGross, standardVatRates } from '@lumen/domain';
import type { Price, Product, SalesStatus, ShopIdentity, Variant } from '@lumen/domain';
import type { Db } from '../../db/db.ts';
import type { CatalogReader, SellableVariant } from './catalog-reader.ts';
import { sdkProduct, sdkVariant } from '../../../../domain/src/entities/wire-samples.fixtures.ts';

export interface FixtureVariant {
  id: number;
  productId: number;
  /** Cents with tax, the same number in every currency. */
  listPrice: number;
  stock: number;
  sellableWithoutStock?: boolean;
  salePercent?: number;
  salesStatus?: SalesStatus;
  isActive?: boolean;
  /** Shops that sell the product (null: all). */
  shopIds?: number[] | null;
}

/** The campaign the fixture reader knows: 10 % off everything while it runs. */
export const fixtureCampaignKey = 'spring-sale';

const timestamp = '2025-01-10T09:00:00Z';

/** Inserts brand, products, variants and prices for the fixture variants. */
export async function insertFixtureCatalog(db: Db, variants: readonly FixtureVariant[]): Promise<void> {
  await db.query(
    `insert into brands (id, name, slug) values (1, 'Lumen Optik', 'lumen-optik') on conflict (id) do nothing`,
  );
  for (const productId of new Set(variants.map((variant) => variant.productId))) {
    const first = variants.find((variant) => variant.productId === productId)!;
    await db.query(
      `insert into products (id, master_key, reference_key, product_type, product_category, brand_id, category_ids,
                             texts, sales_status, is_active, shop_ids, created_at, updated_at, first_live_at)
       values ($1, $2, $3, 'glasses-pdp', 'sunglasses', 1, '{}', $4::jsonb, $5, $6, $7::int[], $8, $8, $8)
       on conflict (id) do nothing`,
      [
        productId,
        `LO-P${productId}`,
        `LO-P${productId}-REF`,
        JSON.stringify({ de: { name: `Sonnenbrille ${productId}`, description: 'Leicht und robust.' } }),
        first.salesStatus ?? 'published',
        first.isActive ?? true,
        first.shopIds ?? null,
        timestamp,
      ],
    );
  }
  for (const variant of variants) {
    await db.query(
      `insert into variants (id, product_id, reference_key, stock, sellable_without_stock, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6) on conflict (id) do nothing`,
      [
        variant.id,
        variant.productId,
        `LO-V${variant.id}`,
        variant.stock,
        variant.sellableWithoutStock ?? false,
        timestamp,
      ],
    );
    for (const currency of ['EUR', 'CHF', 'PLN', 'CZK']) {
      await db.query(
        `insert into variant_prices (variant_id, currency, list_price, sale_percent) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [variant.id, currency, variant.listPrice, variant.salePercent ?? 0],
      );
    }
  }
}

export async function setStock(db: Db, variantId: number, stock: number): Promise<void> {
  await db.query('update variants set stock = $2 where id = $1', [variantId, stock]);
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const { rows } = await db.query<{ stock: number }>('select stock from variants where id = $1', [variantId]);
  return rows[0]!.stock;
}

function fixturePrice(variant: FixtureVariant, shop: ShopIdentity, campaign: boolean): Price {
  const rate = standardVatRates[shop.country];
  const reductions: Price['appliedReductions'] = [];
  let withTax = variant.listPrice;
  const reduce = (category: 'sale' | 'campaign', percent: number) => {
    const cents = Math.round((withTax * percent) / 100);
    reductions.push({
      category,
      type: 'relative',
      amount: { relative: percent / 100, absoluteWithTax: cents },
    });
    withTax -= cents;
  };
  if (variant.salePercent) reduce('sale', variant.salePercent);
  if (campaign) reduce('campaign', 10);
  const reduced = withTax < variant.listPrice;
  return {
    withTax,
    withoutTax: netFromGross(withTax, rate),
    tax: { vat: { amount: withTax - netFromGross(withTax, rate), rate } },
    recommendedRetailPrice: null,
    reference: null,
    appliedReductions: reductions,
    beforeSaleWithTax: reduced ? variant.listPrice : null,
    totalAppliedReductions: reduced
      ? {
          amount: {
            relative: Math.round(((variant.listPrice - withTax) / variant.listPrice) * 10_000) / 10_000,
            absoluteWithTax: variant.listPrice - withTax,
          },
        }
      : null,
    reductionsRelativeTo: reduced ? 'beforeSaleWithTax' : null,
    currencyCode: shop.currency,
  };
}

function wireVariant(variant: FixtureVariant, shop: ShopIdentity, campaign: boolean): Variant {
  return {
    ...sdkVariant,
    id: variant.id,
    referenceKey: `LO-V${variant.id}`,
    stock: {
      ...sdkVariant.stock,
      quantity: variant.stock,
      isSellableWithoutStock: variant.sellableWithoutStock ?? false,
    },
    price: fixturePrice(variant, shop, campaign),
    lowestPriorPrice: { withTax: variant.listPrice, relativeDifferenceToPrice: 0 },
  };
}

function wireProduct(variant: FixtureVariant, variants: Variant[]): Product {
  const { siblings: _siblings, priceRange: _priceRange, ...base } = sdkProduct as Product;
  const status = variant.salesStatus ?? 'published';
  return {
    ...base,
    id: variant.productId,
    isActive: variant.isActive ?? true,
    masterKey: `LO-P${variant.productId}`,
    referenceKey: `LO-P${variant.productId}-REF`,
    variants,
    attributes: {
      ...base.attributes,
      name: {
        id: 1,
        key: 'name',
        label: 'Name',
        type: null,
        multiSelect: false,
        values: { label: `Sonnenbrille ${variant.productId}` },
      },
      ...(status === 'published'
        ? {}
        : {
            salesStatus: {
              id: 6,
              key: 'salesStatus',
              label: 'Verkaufsstatus',
              type: null,
              multiSelect: false,
              values: { label: status, value: status },
            },
          }),
    },
  };
}

/** A CatalogReader over the fixture variants, honouring shop restrictions and the fixture campaign. */
export function fixtureCatalogReader(variants: readonly FixtureVariant[]): CatalogReader {
  const sells = (variant: FixtureVariant, shop: ShopIdentity) =>
    variant.shopIds === undefined || variant.shopIds === null || variant.shopIds.includes(shop.shopId);
  return {
    variant(shop, variantId, options) {
      const variant = variants.find((candidate) => candidate.id === variantId);
      if (!variant || !sells(variant, shop)) return undefined;
      const wire = wireVariant(variant, shop, options?.campaignKey === fixtureCampaignKey);
      const sellableWithoutStock = variant.sellableWithoutStock ?? false;
      const published = (variant.salesStatus ?? 'published') === 'published';
      return {
        product: wireProduct(variant, []),
        variant: wire,
        stock: variant.stock,
        sellableWithoutStock,
        sellable: published && (variant.stock > 0 || sellableWithoutStock),
      } satisfies SellableVariant;
    },
    product(shop, productId, options) {
      const own = variants.filter((variant) => variant.productId === productId && sells(variant, shop));
      const first = own[0];
      if (!first) return undefined;
      const campaign = options?.campaignKey === fixtureCampaignKey;
      return wireProduct(
        first,
        own.map((variant) => wireVariant(variant, shop, campaign)),
      );
    },
  };
}

/** The variants most tests share; each id stands for one situation of §4. */
export const fixtureVariants = {
  frame: { id: 101, productId: 11, listPrice: 12900, stock: 20 },
  lowStock: { id: 102, productId: 11, listPrice: 8900, stock: 3 },
  soldOut: { id: 103, productId: 12, listPrice: 9900, stock: 0 },
  withoutStock: { id: 104, productId: 13, listPrice: 2490, stock: 0, sellableWithoutStock: true },
  offline: { id: 105, productId: 14, listPrice: 9900, stock: 10, salesStatus: 'offline' },
  inactive: { id: 106, productId: 15, listPrice: 9900, stock: 10, isActive: false },
  onSale: { id: 107, productId: 16, listPrice: 10000, stock: 10, salePercent: 20 },
  swissOnly: { id: 108, productId: 17, listPrice: 15900, stock: 10, shopIds: [1003] },
  giftCase: { id: 109, productId: 18, listPrice: 1500, stock: 50 },
  spare: { id: 110, productId: 19, listPrice: 4900, stock: 20 },
} satisfies Record<string, FixtureVariant>;

export const fixtureVariantList: FixtureVariant[] = Object.values(fixtureVariants);

/** The clock of the fixture promotions and vouchers: a Monday in their running time. */
export const fixtureNow = new Date('2025-06-02T10:00:00Z');

/** A gift (a free case from 100 € of other goods) and a 10 % automatic discount, plus an ended one. */
export async function insertFixturePromotions(db: Db): Promise<void> {
  const rows = [
    {
      id: 'gift-case',
      priority: 10,
      endAt: '2026-01-01T00:00:00Z',
      // Stored as the catalogue stores gifts: only what differs between them.
      effect: {
        type: 'buy_x_get_y',
        additionalData: { variantIds: [fixtureVariants.giftCase.id], maxCount: 1 },
      },
      customData: {
        headlineParts: ['Gratis', 'Etui'],
        giftConditions: { minQuantity: 1, minOrderValue: 10000 },
      },
    },
    {
      id: 'auto-10',
      priority: 5,
      endAt: '2026-01-01T00:00:00Z',
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 10 } },
      customData: {},
    },
    {
      id: 'ended',
      priority: 99,
      endAt: '2025-03-01T00:00:00Z',
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 50 } },
      customData: {},
    },
  ];
  for (const row of rows) {
    await db.query(
      `insert into promotions (id, name, priority, start_at, end_at, effect, custom_data)
       values ($1, $1, $2, '2025-01-01T00:00:00Z', $3, $4::jsonb, $5::jsonb) on conflict (id) do nothing`,
      [row.id, row.priority, row.endAt, JSON.stringify(row.effect), JSON.stringify(row.customData)],
    );
  }
}

/** Voucher codes, one for each §8-style refusal besides the valid ones. */
export async function insertFixtureVouchers(db: Db): Promise<void> {
  const rows: [
    string,
    'absolute' | 'relative',
    number,
    string | null,
    number,
    string,
    string,
    number[] | null,
  ][] = [
    ['WELCOME10', 'absolute', 1000, 'EUR', 5000, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
    ['PROZENT15', 'relative', 15, null, 0, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
    ['EXPIRED-1', 'relative', 10, null, 0, '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', null],
    ['FUTURE-1', 'relative', 10, null, 0, '2025-09-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
    ['SWISS-ONLY', 'relative', 10, null, 0, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', [1003]],
    ['CHF-5', 'absolute', 500, 'CHF', 0, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
  ];
  for (const [code, type, value, currency, minOrderValue, startAt, endAt, shopIds] of rows) {
    await db.query(
      `insert into voucher_codes (code, type, value, currency, min_order_value, start_at, end_at, shop_ids)
       values ($1, $2, $3, $4, $5, $6, $7, $8::int[]) on conflict (code) do nothing`,
      [code, type, value, currency, minOrderValue, startAt, endAt, shopIds],
    );
  }
}
