import { netFromGross } from '@lumen/domain';
import type { AppliedReduction, LowestPriorPrice, Price } from '@lumen/domain';
import type { ProductRow, VariantPriceRow } from './catalog-rows.ts';
import type { Catalog } from './catalog.ts';
import type { ShopContext } from './shop-context.ts';

// Relative amounts travel with four decimals (0.2 = 20 %, 0.1525 = 15.25 %).
const fraction = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** `percent` off `cents`, rounded to a whole cent in the shopper's favour. */
const reduce = (cents: number, percent: number) => cents - Math.ceil((cents * percent) / 100);

function campaignCovers(catalog: Catalog, context: ShopContext, product: ProductRow): boolean {
  const campaign = context.campaign;
  if (!campaign) return false;
  const byBrand = campaign.brandIds?.includes(product.brandId) ?? false;
  const categoryIds = catalog.categoryIdsOf(product);
  const byCategory = campaign.categoryIds?.some((id) => categoryIds.has(id)) ?? false;
  // A campaign without scope covers the whole shop.
  return (campaign.brandIds === null && campaign.categoryIds === null) || byBrand || byCategory;
}

/**
 * The price of a variant in the asking shop, computed from the catalogue (the client never sends
 * one): list price, then the sale, then a running campaign the request named, each an applied
 * reduction of its own (§3 Price). Net and VAT follow the shop's country.
 */
export function variantPrice(
  catalog: Catalog,
  context: ShopContext,
  product: ProductRow,
  row: VariantPriceRow,
): Price {
  const reductions: AppliedReduction[] = [];
  let cents = row.listPrice;
  if (row.salePercent > 0) {
    const reduced = reduce(cents, row.salePercent);
    reductions.push({
      category: 'sale',
      type: 'relative',
      amount: { relative: row.salePercent / 100, absoluteWithTax: cents - reduced },
    });
    cents = reduced;
  }
  if (context.campaign && campaignCovers(catalog, context, product)) {
    const reduced = reduce(cents, context.campaign.reductionPercent);
    reductions.push({
      category: 'campaign',
      type: 'relative',
      amount: { relative: context.campaign.reductionPercent / 100, absoluteWithTax: cents - reduced },
    });
    cents = reduced;
  }
  const withoutTax = netFromGross(cents, context.vatRate);
  const reduced = reductions.length > 0;
  return {
    withTax: cents,
    withoutTax,
    tax: { vat: { amount: cents - withoutTax, rate: context.vatRate } },
    recommendedRetailPrice: row.recommendedRetailPrice,
    appliedReductions: reductions,
    beforeSaleWithTax: reduced ? row.listPrice : null,
    totalAppliedReductions: reduced
      ? {
          amount: {
            absoluteWithTax: row.listPrice - cents,
            relative: fraction(row.listPrice - cents, row.listPrice),
          },
        }
      : null,
    reductionsRelativeTo: reduced ? 'beforeSaleWithTax' : null,
    currencyCode: row.currency,
  };
}

/** The lowest price of the last 30 days against today's price (EU Omnibus); null fields when unknown. */
export function lowestPriorPrice(row: VariantPriceRow, price: Price): LowestPriorPrice {
  if (row.lowestPriorPrice === null) return { withTax: null, relativeDifferenceToPrice: null };
  return {
    withTax: row.lowestPriorPrice,
    relativeDifferenceToPrice: fraction(row.lowestPriorPrice - price.withTax, row.lowestPriorPrice),
  };
}
