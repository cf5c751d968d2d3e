import { createHash } from 'node:crypto';
import { currencyCodes } from '@lumen/domain';
import type { LanguageCode, ProductCategoryKind, ProductType } from '@lumen/domain';
import type {
  AttributeValues,
  ImageBackground,
  ImageView,
  ProductRow,
  SalesStatus,
  VariantPriceRow,
  VariantRow,
} from '../../commerce/catalog/catalog-rows.ts';
import { pricePointCents } from './price-points.ts';
import type { Random } from './random.ts';

export type ProductTexts = Record<LanguageCode, { name: string; description: string }>;

export interface VariantDraft {
  /** Appended to the product's reference key (`-52`, `-30`). */
  keySuffix: string;
  attributes: AttributeValues;
  /** The list price in euro cents; the other currencies follow from it at their price points. */
  euroCents: number;
  /** The same cents in every currency, no price points: for prices that are not prices (a free service). */
  exactCents?: boolean;
}

/** A product as a family generator describes it; the factory adds ids, dates, stock and prices. */
export interface ProductDraft {
  masterKey: string;
  referenceKey: string;
  productType: ProductType | null;
  productCategory: ProductCategoryKind | null;
  brandId: number;
  shopIds: number[] | null;
  categoryIds: number[];
  siblingGroup: string | null;
  attributes: AttributeValues;
  texts: ProductTexts;
  imageViews: ImageView[];
  customData: Record<string, unknown>;
  variants: VariantDraft[];
  /**
   * Always published, active and in stock, never reduced: lens options of the configurator and
   * the gifts promotions point at, which the shop must always be able to sell.
   */
  steady?: boolean;
}

/** §4 availability tiers, as the seed spreads stock over them. */
type StockTier = 'in_stock' | 'low_stock' | 'sellable_without_stock' | 'sold_out';

const stockTiers: readonly (readonly [StockTier, number])[] = [
  ['in_stock', 70],
  ['low_stock', 15],
  ['sellable_without_stock', 8],
  ['sold_out', 7],
];

const salesStatuses: readonly (readonly [SalesStatus, number])[] = [
  ['published', 94],
  ['temporary_not_sellable', 2],
  ['enrichment', 2],
  ['offline', 2],
];

const backgrounds: readonly (readonly [ImageBackground, number])[] = [
  ['white', 60],
  ['grey', 30],
  ['transparent', 10],
];

const salePercents = [10, 15, 20, 25, 30, 40, 50] as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Image hashes are stable names the image endpoint draws from, not digests of real files. */
function imageHash(productId: number, view: ImageView): string {
  return createHash('sha256').update(`${productId}:${view}`).digest('hex').slice(0, 32);
}

function stockOf(tier: StockTier, random: Random): { stock: number; sellableWithoutStock: boolean } {
  switch (tier) {
    case 'in_stock':
      return { stock: random.int(6, 140), sellableWithoutStock: random.chance(0.2) };
    case 'low_stock':
      return { stock: random.int(1, 5), sellableWithoutStock: false };
    case 'sellable_without_stock':
      return { stock: 0, sellableWithoutStock: true };
    case 'sold_out':
      return { stock: 0, sellableWithoutStock: false };
  }
}

export interface ProductFactoryOptions {
  random: Random;
  now: Date;
  firstProductId: number;
  firstVariantId: number;
}

export interface FinishedProducts {
  products: ProductRow[];
  variants: VariantRow[];
  variantPrices: VariantPriceRow[];
}

/**
 * Turns drafts into rows. Every draw goes through `random`, in draft order, so the same drafts and
 * seed give the same rows.
 */
export function finishProducts(
  drafts: readonly ProductDraft[],
  options: ProductFactoryOptions,
): FinishedProducts {
  const { random, now } = options;
  const nowMs = now.getTime();
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  const variantPrices: VariantPriceRow[] = [];
  let variantId = options.firstVariantId;

  drafts.forEach((draft, index) => {
    const id = options.firstProductId + index;
    const steady = draft.steady ?? false;
    // About one product in fourteen went live within the last 30 days and counts as new.
    const ageDays = random.chance(0.07) ? random.int(0, 29) : random.int(30, 730);
    const createdMs = Math.floor((nowMs - ageDays * dayMs - random.int(0, 86_399) * 1000) / 1000) * 1000;
    const firstLiveMs = Math.min(createdMs + random.int(0, 3 * 86_400) * 1000, nowMs);
    const updatedMs = createdMs + Math.floor((random.next() * (nowMs - createdMs)) / 1000) * 1000;
    const createdAt = new Date(createdMs).toISOString();
    const updatedAt = new Date(updatedMs).toISOString();

    const background = random.weighted(backgrounds);
    const salesStatus = steady ? 'published' : random.weighted(salesStatuses);
    const isActive = steady || !random.chance(0.015);
    const entirelySoldOut = !steady && random.chance(0.02);
    const salePercent = !steady && random.chance(0.15) ? random.pick(salePercents) : 0;
    const withRecommendedPrice = !steady && random.chance(0.2);
    const recommendedFactor = 1.1 + random.int(0, 4) * 0.05;
    // The lowest price of the 30 days before a reduction (EU Omnibus): mostly the list price,
    // sometimes an earlier, smaller reduction.
    const priorFactor = random.chance(0.3) ? 1 - random.int(1, Math.max(1, salePercent / 5 - 1)) * 0.05 : 1;

    products.push({
      id,
      masterKey: draft.masterKey,
      referenceKey: draft.referenceKey,
      productType: draft.productType,
      productCategory: draft.productCategory,
      brandId: draft.brandId,
      categoryIds: draft.categoryIds,
      siblingGroup: draft.siblingGroup,
      attributes: draft.attributes,
      texts: draft.texts,
      images: draft.imageViews.map((view) => ({ hash: imageHash(id, view), view, background })),
      salesStatus,
      isActive,
      shopIds: draft.shopIds,
      customData: draft.customData,
      createdAt,
      updatedAt,
      firstLiveAt: new Date(firstLiveMs).toISOString(),
    });

    for (const variant of draft.variants) {
      const tier: StockTier = steady
        ? 'in_stock'
        : entirelySoldOut
          ? 'sold_out'
          : random.weighted(stockTiers);
      variants.push({
        id: variantId,
        productId: id,
        referenceKey: `${draft.referenceKey}${variant.keySuffix}`,
        attributes: variant.attributes,
        ...stockOf(tier, random),
        createdAt,
        updatedAt,
      });
      for (const currency of currencyCodes) {
        const listPrice = variant.exactCents
          ? variant.euroCents
          : pricePointCents(variant.euroCents, currency);
        const recommended = withRecommendedPrice
          ? pricePointCents(Math.round(variant.euroCents * recommendedFactor), currency)
          : null;
        const lowestPrior =
          salePercent > 0
            ? Math.min(listPrice, pricePointCents(Math.round(variant.euroCents * priorFactor), currency))
            : null;
        variantPrices.push({
          variantId,
          currency,
          listPrice,
          recommendedRetailPrice: recommended !== null && recommended > listPrice ? recommended : null,
          salePercent,
          lowestPriorPrice: lowestPrior,
        });
      }
      variantId += 1;
    }
  });
  return { products, variants, variantPrices };
}
