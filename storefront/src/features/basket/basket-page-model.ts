import type { BasketPopoverItem } from '@lumen/design-system';
import {
  configuratorChoiceOfGroup,
  contactLensOrderOfItem,
  freeDeliveryRemaining,
  giftPromotionOf,
  giftPromotionProgress,
  isHomeTryOnItem,
  winningGiftPromotion,
} from '@lumen/domain';
import type {
  AppliedReduction,
  Basket,
  BasketItem,
  CountryCode,
  DeliveryDate,
  GiftPromotionProgress,
  Promotion,
  PrescriptionValues,
  ReductionCategory,
  SubscriptionInterval,
} from '@lumen/domain';
import { basketPopoverItems, foldedSubItems } from './basket-popover-items.ts';
import type { BasketPopoverItemsOptions } from './basket-popover-items.ts';

/** The most pieces the stepper offers for a line (the api's default line limit). */
const maxStepperQuantity = 99;

/** One reduction of a line or of the basket, summed per category (§3 appliedReductions). */
export interface ReductionLine {
  category: ReductionCategory;
  cents: number;
  /** The voucher's code, for a voucher reduction. */
  code?: string;
}

/** A promotion's headline and colours (§3 customData headlineParts, colorHex, style). */
export interface PromotionLabel {
  id: string;
  headline: string;
  /** A `#` colour accepted by §5, else undefined. */
  colour?: string;
  backgroundColour?: string;
}

/** A folded sub-item of a card: a lens option with its price (§3 item group). */
interface BasketPageSubItem {
  key: string;
  label: string;
  cents: number;
}

/**
 * §2 one article of the basket page: the popover's card (brand, name, attributes, check) with what
 * the page adds: prices with reductions, the stepper's bounds, availability, delivery, the lens
 * options folded into a frame, per-eye quantities and the promotion.
 */
export interface BasketPageLine extends BasketPopoverItem {
  variantId: number;
  /** The item and its folded sub-items: what leaves the basket with it. */
  itemKeys: string[];
  /** The stepper's bounds; `quantityFixed` when the quantity cannot be stepped (a group, per-eye boxes). */
  maxQuantity: number;
  quantityFixed: boolean;
  unitCents: number;
  /** Main item and folded sub-items together, after reductions. */
  lineCents: number;
  /** Before the reductions, when there are any; else null. */
  originalLineCents: number | null;
  /** The piece's lowest price of the last 30 days (Omnibus), shown with a reduced price. */
  lowestPriorCents: number | null;
  reductions: ReductionLine[];
  stock: BasketItem['variant']['stock'];
  deliveryDate?: DeliveryDate;
  subItems: BasketPageSubItem[];
  prescriptionValues?: PrescriptionValues;
  /** Contact lenses: boxes per eye (§3 customData quantity). */
  eyes?: { left: number; right: number };
  /** Contact lenses on the saving subscription: delivered every so many months. */
  subscriptionMonths?: SubscriptionInterval;
  /** Prescription glasses: the configurator at their values, to save changes back into the group. */
  editHref?: string;
  promotion?: PromotionLabel;
}

/** Sums reductions per category in the order they first appear; a voucher keeps its code. */
export function sumReductions(reductions: readonly AppliedReduction[]): ReductionLine[] {
  const lines: ReductionLine[] = [];
  for (const reduction of reductions) {
    const cents = reduction.amount.absoluteWithTax;
    if (cents <= 0) continue;
    const same = lines.find((line) => line.category === reduction.category && line.code === reduction.code);
    if (same) same.cents += cents;
    else lines.push({ category: reduction.category, cents, ...(reduction.code && { code: reduction.code }) });
  }
  return lines;
}

/** The headline (its parts joined, else the display name, else the name) and the §5-checked colours. */
export function promotionLabel(
  promotion: Pick<Promotion, 'id' | 'name' | 'displayName' | 'customData'>,
): PromotionLabel {
  const { headlineParts, colorHex, style } = promotion.customData;
  const parts = headlineParts?.map((part) => part.trim()).filter((part) => part !== '') ?? [];
  const headline = parts.length > 0 ? parts.join(' ') : (promotion.displayName ?? promotion.name);
  const colour = style?.color ?? colorHex;
  return {
    id: promotion.id,
    headline,
    ...(colour && { colour }),
    ...(style?.backgroundColor && { backgroundColour: style.backgroundColor }),
  };
}

function maxQuantityOf(item: BasketItem): number {
  if (item.variant.stock.isSellableWithoutStock) return maxStepperQuantity;
  const available = item.availableQuantity ?? item.variant.stock.quantity;
  return Math.max(1, Math.min(maxStepperQuantity, available));
}

function pageLine(card: BasketPopoverItem, item: BasketItem, basket: Basket): BasketPageLine {
  const subs = foldedSubItems(item, basket.items);
  const lines = [item, ...subs];
  const lineCents = lines.reduce((sum, line) => sum + line.price.total.withTax, 0);
  const reductions = sumReductions(lines.flatMap((line) => line.price.total.appliedReductions));
  const reduced = reductions.reduce((sum, reduction) => sum + reduction.cents, 0);
  const eyes = item.customData.quantity;
  const subscriptionMonths = contactLensOrderOfItem({ ...item, variantId: item.variant.id })?.order
    .subscriptionMonths;
  const deliveryDate = basket.packages.find((pkg) => pkg.id === item.packageId)?.deliveryDate;
  const groupId = item.itemGroup?.id;
  const editable = groupId !== undefined && configuratorChoiceOfGroup(basket.items, groupId) !== undefined;
  const promotion = item.promotion ?? item.promotions?.[0];
  return {
    ...card,
    variantId: item.variant.id,
    itemKeys: lines.map((line) => line.key),
    maxQuantity: maxQuantityOf(item),
    // A frame's lenses and per-eye boxes change with the configurator, not the stepper; a frame
    // lent for home try-on goes out once (§5).
    quantityFixed: subs.length > 0 || eyes !== undefined || isHomeTryOnItem(item),
    unitCents: item.price.unit.withTax,
    lineCents,
    originalLineCents: reduced > 0 ? lineCents + reduced : null,
    lowestPriorCents: reduced > 0 ? item.lowestPriorPrice.withTax : null,
    reductions,
    stock: item.variant.stock,
    ...(deliveryDate && { deliveryDate }),
    subItems: subs.map((sub) => ({
      key: sub.key,
      label: sub.displayData.name?.value ?? card.name,
      cents: sub.price.total.withTax,
    })),
    ...(item.customData.prescriptionValues && { prescriptionValues: item.customData.prescriptionValues }),
    ...(eyes && { eyes }),
    ...(subscriptionMonths && { subscriptionMonths }),
    ...(editable &&
      card.href && {
        editHref: `${card.href}?${new URLSearchParams({
          variant: String(item.variant.id),
          configure: 'prescription-values',
          editGroup: groupId,
        }).toString()}`,
      }),
    ...(promotion && { promotion: promotionLabel(promotion) }),
  };
}

/**
 * §2 the basket page's articles, in basket order: the popover's cards (`basketPopoverItems`: a
 * frame's hidden lens sub-items fold into it, a failing check marks it) with the page's details.
 * A folded sub-item's name is the option the configurator stored in its display data.
 */
export function basketPageLines(basket: Basket, options: BasketPopoverItemsOptions): BasketPageLine[] {
  const byKey = new Map(basket.items.map((item) => [item.key, item]));
  return basketPopoverItems(basket.items, options).flatMap((card) => {
    const item = byKey.get(card.key);
    return item ? [pageLine(card, item, basket)] : [];
  });
}

/** §2 the basket's totals, in cents. */
export interface BasketTotals {
  /** The items before any reduction. */
  subtotal: number;
  /** Sale, promotions and the voucher, per category (the basket's cost.appliedReductions). */
  reductions: ReductionLine[];
  /** Null while the delivery price is not known. */
  delivery: number | null;
  /** What the basket lacks for free delivery while delivery is charged; 0 otherwise. */
  freeDeliveryRemaining: number;
  /** The VAT included in the total. */
  vat: number;
  vatRate: number;
  total: number;
}

/**
 * The totals from the basket's cost (the backend's, §7: the page computes no price): the subtotal
 * is the cost before its reductions, the total the cost plus delivery as the checkout prices it.
 */
export function basketTotals(basket: Basket, delivery: number | null, country: CountryCode): BasketTotals {
  const reductions = sumReductions(basket.cost.appliedReductions);
  const reduced = reductions.reduce((sum, reduction) => sum + reduction.cents, 0);
  return {
    subtotal: basket.cost.withTax + reduced,
    reductions,
    delivery,
    freeDeliveryRemaining: delivery ? freeDeliveryRemaining(country, basket.cost.withTax) : 0,
    vat: basket.cost.tax?.vat?.amount ?? 0,
    vatRate: basket.cost.tax?.vat?.rate ?? 0,
    total: basket.cost.withTax + (delivery ?? 0),
  };
}

/** The voucher codes the basket carries (its voucher reductions). */
export function appliedVoucherCodes(basket: Basket): string[] {
  return [
    ...new Set(
      basket.cost.appliedReductions.flatMap((reduction) =>
        reduction.category === 'voucher' && reduction.code ? [reduction.code] : [],
      ),
    ),
  ];
}

/** Whether a promotion is a gift promotion: a buy-x-get-y with gift conditions in its custom data. */
function isGiftPromotion(promotion: Promotion): boolean {
  return promotion.effect.type === 'buy_x_get_y' && promotion.customData.giftConditions != null;
}

/** A gift promotion the panel shows, with the promotion as the api sent it. */
type GiftProgress = GiftPromotionProgress<ReturnType<typeof giftPromotionOf<Promotion>>>;

/** What the gift panel shows: the promotion the shopper works towards, or the one won. */
export type GiftState =
  | { kind: 'none' }
  /** §4 the winning promotion applies: its gift is in the basket. */
  | { kind: 'won'; progress: GiftProgress; label: PromotionLabel }
  /** Conditions reached, gift not chosen yet: the gift variants to choose from. */
  | { kind: 'choose'; progress: GiftProgress; label: PromotionLabel; variantIds: number[] }
  /** Still to spend or to add (floored at 0). */
  | { kind: 'progress'; progress: GiftProgress; label: PromotionLabel };

/**
 * §4 gift promotions on the basket page (domain `giftPromotionOf`, `giftPromotionProgress`,
 * `winningGiftPromotion`): the winning promotion when one applies; else the highest-priority one
 * whose conditions hold but whose gift is not in the basket yet (the shopper chooses it); else the
 * highest-priority one still to reach, with what remains.
 */
export function giftState(promotions: readonly Promotion[], items: readonly BasketItem[]): GiftState {
  const gifts = promotions.filter(isGiftPromotion).map((promotion) => giftPromotionOf(promotion));
  const winner = winningGiftPromotion(gifts, items);
  if (winner.ok) {
    return {
      kind: 'won',
      progress: winner.progress,
      label: promotionLabel(winner.progress.promotion.source),
    };
  }
  const byPriority = gifts
    .map((promotion) => giftPromotionProgress(promotion, items))
    .sort((a, b) => b.promotion.priority - a.promotion.priority);
  const reached = byPriority.find(
    (progress) => progress.remainingAmount === 0 && progress.remainingQuantity === 0,
  );
  const effect = reached?.promotion.source.effect;
  if (reached && effect?.type === 'buy_x_get_y') {
    return {
      kind: 'choose',
      progress: reached,
      label: promotionLabel(reached.promotion.source),
      variantIds: effect.additionalData.variantIds,
    };
  }
  const next = byPriority[0];
  return next
    ? { kind: 'progress', progress: next, label: promotionLabel(next.promotion.source) }
    : { kind: 'none' };
}
