import {
  carriersByCountry,
  checkHomeTryOn,
  freeHomeTryOnLines,
  homeTryOnFrame,
  isMadeToMeasure,
  isRxBundleComplete,
  isVariantSellable,
  isZeroCostFrame,
  netFromGross,
  shopReductionCodes,
  subscriptionPrice,
  subscriptionStartOf,
  standardVatRates,
} from '@lumen/domain';
import type {
  AppliedReduction,
  Basket,
  BasketItem,
  BasketItemCustomData,
  BasketItemDisplayData,
  BasketItemPrice,
  BasketItemStatus,
  BasketPackage,
  BasketTotalPrice,
  HomeTryOnConfig,
  ItemGroup,
  Price,
  Promotion,
  ReductionCategory,
  ShopIdentity,
} from '@lumen/domain';
import type { VoucherCodeRow } from '../catalog/catalog-rows.ts';
import type { BasketLimits } from './basket-limits.ts';
import { basketPromotions } from './basket-promotions.ts';
import type { LinePromotion } from './basket-promotions.ts';
import type { SellableVariant } from './catalog-reader.ts';
import { allocateCents } from './cent-allocation.ts';
import { deliveryWindow } from './delivery-window.ts';
import type { ShipmentKind } from './delivery-window.ts';
import { shapeProduct, shapeVariant } from './item-with.ts';
import type { ItemInclude } from './item-with.ts';
import { checkVoucher } from './voucher-check.ts';
import type { VoucherCheck } from './voucher-check.ts';

/** A basket line as stored: what the shopper chose, never a price. */
export interface BasketLine {
  key: string;
  variantId: number;
  quantity: number;
  itemGroup: ItemGroup | null;
  customData: BasketItemCustomData;
  displayData: BasketItemDisplayData;
  promotionId: string | null;
}

/** `variants.stock` and `sellable_without_stock` as the database holds them. */
export interface VariantStock {
  stock: number;
  sellableWithoutStock: boolean;
}

export interface BasketPricingInput {
  shop: ShopIdentity;
  key: string;
  now: Date;
  lines: readonly BasketLine[];
  catalog: ReadonlyMap<number, SellableVariant>;
  stocks: ReadonlyMap<number, VariantStock>;
  /** Promotions running in the shop now. */
  promotions: readonly Promotion[];
  /** The code applied to the basket with its catalogue row (undefined when the code is gone). */
  voucher: { code: string; row: VoucherCodeRow | undefined } | undefined;
  limits: BasketLimits;
  /** The shop's §3 `zeroCostFrames` switch: zero-tariff frames made into glasses cost nothing. */
  zeroCostFrames?: boolean | undefined;
  /** The shop's home try-on (§5): frames sent to try on cost nothing, up to its number. */
  homeTryOn?: HomeTryOnConfig | undefined;
}

export interface PricedLine {
  line: BasketLine;
  sellable: SellableVariant;
  stock: VariantStock;
  vatRate: number;
  unit: BasketItemPrice;
  total: BasketItemPrice;
  promotion: LinePromotion | undefined;
  status: BasketItemStatus;
  availableQuantity: number;
  /** Pieces that leave from stock; the rest waits for the supplier. */
  fromStock: number;
  /** Part of prescription glasses: shipped once the lab has made the lenses. */
  madeToMeasure: boolean;
  packageId: number;
}

/** The package of each kind of shipment: stock first, then the supplier's, then the lab's. */
const packageIds = { from_stock: 1, backorder: 2, made_to_measure: 3 } as const satisfies Record<
  ShipmentKind,
  number
>;

export interface PricedBasket {
  shop: ShopIdentity;
  key: string;
  lines: PricedLine[];
  /** Cents with tax of all lines after promotions, before the voucher. */
  itemsTotal: number;
  /** The applied code's outcome; a refused code stays on the basket and counts when it holds again. */
  voucher: VoucherCheck | undefined;
  /** The voucher's cents spread over `lines`, in their order. */
  voucherShares: number[];
  cost: BasketTotalPrice;
  packages: BasketPackage[];
}

const fraction = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;

function itemPrice(price: Price): BasketItemPrice {
  const { tax: _tax, ...rest } = price;
  return rest;
}

/** A piece's price for `quantity` pieces: every amount times the quantity, net from the gross. */
function timesQuantity(unit: BasketItemPrice, quantity: number, vatRate: number): BasketItemPrice {
  const times = (cents: number | null) => (cents === null ? null : cents * quantity);
  const withTax = unit.withTax * quantity;
  return {
    ...unit,
    withTax,
    withoutTax: netFromGross(withTax, vatRate),
    recommendedRetailPrice: times(unit.recommendedRetailPrice),
    appliedReductions: unit.appliedReductions.map((reduction) => ({
      ...reduction,
      amount: { ...reduction.amount, absoluteWithTax: reduction.amount.absoluteWithTax * quantity },
    })),
    beforeSaleWithTax: times(unit.beforeSaleWithTax),
    totalAppliedReductions: unit.totalAppliedReductions && {
      amount: {
        ...unit.totalAppliedReductions.amount,
        absoluteWithTax: unit.totalAppliedReductions.amount.absoluteWithTax * quantity,
      },
    },
  };
}

/** The price after one more reduction of `cents`, appended in order of application. */
function reducedBy(
  price: BasketItemPrice,
  cents: number,
  reduction: Omit<AppliedReduction, 'amount'>,
  vatRate: number,
): BasketItemPrice {
  if (cents === 0) return price;
  const withTax = price.withTax - cents;
  // The promotion is advertised against the price before any reduction, like a sale.
  const reference = price.beforeSaleWithTax ?? price.withTax;
  const saved = reference - withTax;
  return {
    ...price,
    withTax,
    withoutTax: netFromGross(withTax, vatRate),
    appliedReductions: [
      ...price.appliedReductions,
      { ...reduction, amount: { relative: fraction(cents, price.withTax), absoluteWithTax: cents } },
    ],
    beforeSaleWithTax: reference,
    totalAppliedReductions: { amount: { relative: fraction(saved, reference), absoluteWithTax: saved } },
    reductionsRelativeTo: 'beforeSaleWithTax',
  };
}

function linePrices(
  sellable: SellableVariant,
  quantity: number,
  promotion: LinePromotion | undefined,
): { unit: BasketItemPrice; total: BasketItemPrice } {
  const vatRate = sellable.variant.price.tax.vat.rate;
  const unit = itemPrice(sellable.variant.price);
  const total = timesQuantity(unit, quantity, vatRate);
  if (!promotion || promotion.reductionPerPiece === 0) return { unit, total };
  const { effect, id } = promotion.promotion;
  const reduction: Omit<AppliedReduction, 'amount'> = {
    category: effect.type === 'combo_deal' ? 'promotion' : effect.type,
    type:
      effect.type === 'automatic_discount'
        ? effect.additionalData.type
        : effect.type === 'buy_x_get_y'
          ? effect.additionalData.discountType
          : 'absolute',
    promotionId: id,
  };
  const pieces = promotion.discountedPieces;
  return {
    // The piece price shows the promotion only when every piece gets it.
    unit: pieces === quantity ? reducedBy(unit, promotion.reductionPerPiece, reduction, vatRate) : unit,
    total: reducedBy(total, promotion.reductionPerPiece * pieces, reduction, vatRate),
  };
}

/** A reduction the shop gives of its own accord: a campaign, named by its code. */
function shopReduction(
  code: (typeof shopReductionCodes)[keyof typeof shopReductionCodes],
): Omit<AppliedReduction, 'amount'> {
  return { category: 'campaign', type: 'relative', code };
}

/**
 * A zero-cost frame or one lent for home try-on: whatever is left of its price after promotions is
 * taken off, piece and line.
 */
function freeOfCharge(
  prices: { unit: BasketItemPrice; total: BasketItemPrice },
  vatRate: number,
  code: (typeof shopReductionCodes)['zeroCostFrame' | 'homeTryOn'],
): { unit: BasketItemPrice; total: BasketItemPrice } {
  const reduction = shopReduction(code);
  return {
    unit: reducedBy(prices.unit, prices.unit.withTax, reduction, vatRate),
    total: reducedBy(prices.total, prices.total.withTax, reduction, vatRate),
  };
}

/** §1 lenses on the saving subscription: the saving off each pack's price after promotions. */
function onSubscription(
  prices: { unit: BasketItemPrice; total: BasketItemPrice },
  quantity: number,
  vatRate: number,
): { unit: BasketItemPrice; total: BasketItemPrice } {
  const reduction = shopReduction(shopReductionCodes.subscription);
  const perPack = subscriptionPrice(prices.unit.withTax).savingCents;
  return {
    unit: reducedBy(prices.unit, perPack, reduction, vatRate),
    total: reducedBy(prices.total, perPack * quantity, reduction, vatRate),
  };
}

function lineAvailability(
  sellable: SellableVariant,
  stock: VariantStock,
  quantity: number,
  limits: BasketLimits,
  madeToMeasure: boolean,
): Pick<PricedLine, 'status' | 'availableQuantity' | 'fromStock' | 'madeToMeasure' | 'packageId'> {
  // §4 sellable, with the stock the database holds now; an inactive product is not sold either.
  const sellableNow =
    sellable.product.isActive &&
    isVariantSellable(sellable.product, {
      stock: { quantity: stock.stock, isSellableWithoutStock: stock.sellableWithoutStock },
    });
  const fromStock = Math.min(quantity, stock.stock);
  return {
    status: sellableNow ? 'available' : 'unavailable',
    availableQuantity: !sellableNow
      ? 0
      : stock.sellableWithoutStock
        ? limits.maxQuantityPerLine
        : Math.min(stock.stock, limits.maxQuantityPerLine),
    fromStock,
    madeToMeasure,
    packageId: madeToMeasure
      ? packageIds.made_to_measure
      : !sellableNow || fromStock >= quantity
        ? packageIds.from_stock
        : packageIds.backorder,
  };
}

const aggregatedCategories = [
  'sale',
  'campaign',
  'promotion',
  'automatic_discount',
  'buy_x_get_y',
] as const satisfies readonly ReductionCategory[];

/**
 * The basket's reductions: each item reduction summed by category (the shop's own campaign
 * reductions each by their code, so they keep their name), then the voucher.
 */
function costReductions(lines: readonly PricedLine[], voucher: VoucherCheck | undefined, itemsTotal: number) {
  const beforeAll = lines.reduce(
    (sum, { total }) =>
      sum + total.withTax + total.appliedReductions.reduce((all, r) => all + r.amount.absoluteWithTax, 0),
    0,
  );
  const shopCodes: readonly string[] = Object.values(shopReductionCodes);
  // A campaign reduction of the shop's own is summed by its code; any other by its category.
  const codeOf = (reduction: AppliedReduction) =>
    reduction.category === 'campaign' && reduction.code && shopCodes.includes(reduction.code)
      ? reduction.code
      : undefined;
  const reductions: AppliedReduction[] = [];
  for (const category of aggregatedCategories) {
    for (const code of category === 'campaign' ? [undefined, ...shopCodes] : [undefined]) {
      const cents = lines
        .flatMap(({ total }) => total.appliedReductions)
        .filter((reduction) => reduction.category === category && codeOf(reduction) === code)
        .reduce((sum, reduction) => sum + reduction.amount.absoluteWithTax, 0);
      if (cents > 0) {
        reductions.push({
          category,
          type: 'absolute',
          amount: { relative: fraction(cents, beforeAll), absoluteWithTax: cents },
          ...(code && { code }),
        });
      }
    }
  }
  if (voucher?.ok && voucher.reduction > 0) {
    reductions.push({
      category: 'voucher',
      type: voucher.voucher.type,
      amount: { relative: fraction(voucher.reduction, itemsTotal), absoluteWithTax: voucher.reduction },
      code: voucher.voucher.code,
    });
  }
  return reductions;
}

/** One VAT rate when all lines share it (the usual case); otherwise the effective rate. */
function basketVatRate(
  shop: ShopIdentity,
  lines: readonly PricedLine[],
  withTax: number,
  withoutTax: number,
) {
  const rates = [...new Set(lines.map((line) => line.vatRate))];
  if (rates.length === 0) return standardVatRates[shop.country];
  if (rates.length === 1) return rates[0]!;
  return fraction(withTax - withoutTax, withoutTax);
}

function packagesOf(shop: ShopIdentity, lines: readonly PricedLine[], now: Date): BasketPackage[] {
  const carrierKey = carriersByCountry[shop.country][0] ?? 'DHL';
  const kinds = Object.entries(packageIds) as [ShipmentKind, number][];
  const kindOf = (id: number) => kinds.find(([, packageId]) => packageId === id)?.[0] ?? 'backorder';
  return [...new Set(lines.map((line) => line.packageId))]
    .sort((a, b) => a - b)
    .map((id) => ({ id, carrierKey, deliveryDate: deliveryWindow(now, kindOf(id)) }));
}

/**
 * Prices a basket from the catalogue (§7: the client never sends a price): each line's piece and
 * line price with its sale and campaign reductions, the §4 promotions, the voucher spread over the
 * lines, net amounts per VAT rate, availability from the database's stock, and the packages with
 * their delivery windows. Lines whose variant the catalogue no longer sells are left out.
 */
export function priceBasket(input: BasketPricingInput): PricedBasket {
  const { shop, now, limits } = input;
  const known = input.lines.flatMap((line) => {
    const sellable = input.catalog.get(line.variantId);
    const stock = input.stocks.get(line.variantId);
    return sellable && stock ? [{ line, sellable, stock }] : [];
  });
  const promotions = basketPromotions(
    known.map(({ line, sellable }) => ({
      key: line.key,
      variantId: line.variantId,
      quantity: line.quantity,
      promotionId: line.promotionId,
      unitWithTax: sellable.variant.price.withTax,
    })),
    input.promotions,
  );
  // Prescription glasses are read from the groups as stored: the frame's type and values decide.
  const views = input.lines.map((line) => ({
    key: line.key,
    itemGroup: line.itemGroup,
    product: { masterKey: '' },
    customData: line.customData,
  }));
  const measured = new Set(views.filter((view) => isMadeToMeasure(view, views)).map((view) => view.key));
  // Glasses whose every part the catalogue still sells: only these can make their frame free.
  const soldKeys = new Set(known.map(({ line }) => line.key));
  const soldViews = views.filter((view) => soldKeys.has(view.key));
  const completeGlasses = new Set(
    soldViews
      .filter((view) => view.itemGroup?.isMainItem && measured.has(view.key))
      .filter((view) => isRxBundleComplete(view, soldViews))
      .map((view) => view.key),
  );
  // §5 frames lent for home try-on: only eligible frames, and no more than the shop sends at once.
  const triedOnAtHome = input.homeTryOn
    ? freeHomeTryOnLines(
        known.map(({ line, sellable }) => ({
          ...line,
          eligible: checkHomeTryOn({
            ...homeTryOnFrame(sellable.product),
            shopEnablesHomeTryOn: input.homeTryOn?.enabled === true,
          }).ok,
        })),
        input.homeTryOn,
      )
    : new Set<string>();
  const lines: PricedLine[] = known.map(({ line, sellable, stock }) => {
    const promotion = promotions.get(line.key);
    const vatRate = sellable.variant.price.tax.vat.rate;
    const prices = linePrices(sellable, line.quantity, promotion);
    const zeroCost = isZeroCostFrame({
      shopEnables: input.zeroCostFrames === true,
      product: sellable.product,
      // The frame of glasses made to the shopper's values: the group's main item.
      withLenses: completeGlasses.has(line.key),
    });
    const subscribed = subscriptionStartOf({ ...line, productId: sellable.product.id }) !== undefined;
    return {
      line,
      sellable,
      stock,
      vatRate,
      ...(zeroCost
        ? freeOfCharge(prices, vatRate, shopReductionCodes.zeroCostFrame)
        : triedOnAtHome.has(line.key)
          ? freeOfCharge(prices, vatRate, shopReductionCodes.homeTryOn)
          : subscribed
            ? onSubscription(prices, line.quantity, vatRate)
            : prices),
      promotion,
      ...lineAvailability(sellable, stock, line.quantity, limits, measured.has(line.key)),
    };
  });

  const itemsTotal = lines.reduce((sum, line) => sum + line.total.withTax, 0);
  const voucher =
    input.voucher && checkVoucher(input.voucher.code, input.voucher.row, { shop, itemsTotal, now });
  const reduction = voucher?.ok ? voucher.reduction : 0;
  const voucherShares =
    reduction > 0
      ? allocateCents(
          reduction,
          lines.map((line) => line.total.withTax),
        )
      : lines.map(() => 0);
  const withTax = itemsTotal - reduction;
  const withoutTax = lines.reduce(
    (sum, line, index) => sum + netFromGross(line.total.withTax - (voucherShares[index] ?? 0), line.vatRate),
    0,
  );
  return {
    shop,
    key: input.key,
    lines,
    itemsTotal,
    voucher,
    voucherShares,
    cost: {
      withTax,
      withoutTax,
      tax: { vat: { amount: withTax - withoutTax, rate: basketVatRate(shop, lines, withTax, withoutTax) } },
      recommendedRetailPrice: null,
      appliedReductions: costReductions(lines, voucher, itemsTotal),
      currencyCode: shop.currency,
    },
    packages: packagesOf(shop, lines, now),
  };
}

function basketItem(priced: PricedLine, include: ItemInclude): BasketItem {
  const { line, sellable, stock, promotion } = priced;
  const variant = {
    ...sellable.variant,
    stock: {
      ...sellable.variant.stock,
      quantity: stock.stock,
      isSellableWithoutStock: stock.sellableWithoutStock,
    },
  };
  const later = line.quantity - priced.fromStock;
  return {
    key: line.key,
    quantity: line.quantity,
    availableQuantity: priced.availableQuantity,
    status: priced.status,
    packageId: priced.packageId,
    product: shapeProduct(sellable.product, include.product),
    variant: shapeVariant(variant, include.variant),
    price: { unit: priced.unit, total: priced.total },
    lowestPriorPrice: sellable.variant.lowestPriorPrice ??
      sellable.product.lowestPriorPrice ?? { withTax: null, relativeDifferenceToPrice: null },
    deliveryForecast: {
      ...(priced.fromStock > 0 ? { deliverable: { quantity: priced.fromStock, key: 'immediate' } } : {}),
      ...(later > 0 && stock.sellableWithoutStock
        ? { subsequentDelivery: { quantity: later, key: 'supplier' } }
        : {}),
    },
    customData: line.customData,
    displayData: line.displayData,
    ...(line.itemGroup ? { itemGroup: line.itemGroup } : {}),
    ...(line.promotionId === null ? {} : { promotionId: line.promotionId }),
    ...(include.promotion && promotion
      ? { promotion: promotion.promotion, promotions: [promotion.promotion] }
      : {}),
  };
}

/** The SCAYLE Basket answer (`BasketResponseData`) of a priced basket, with the parts `with` asked for. */
export function basketAnswer(priced: PricedBasket, include: ItemInclude): Basket {
  const applicable = priced.lines.flatMap(({ line, promotion }) => {
    if (!promotion) return [];
    const { isValid: _isValid, failedConditions: _failed, ...plain } = promotion.promotion;
    return [{ itemId: line.key, promotion: plain }];
  });
  return {
    key: priced.key,
    cost: priced.cost,
    currencyCode: priced.shop.currency,
    items: priced.lines.map((line) => basketItem(line, include)),
    packages: priced.packages,
    ...(include.applicablePromotions ? { applicablePromotions: applicable } : {}),
  };
}
