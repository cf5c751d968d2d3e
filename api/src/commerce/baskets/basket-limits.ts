/**
 * How much one basket holds. SCAYLE refuses more with 413 (§8 "maximum item count reached"); the
 * shop configuration advertises the line limit as `maxBasketItems`.
 */
export interface BasketLimits {
  /** Distinct lines (variant and item group). */
  maxLines: number;
  /** Pieces of one line. */
  maxQuantityPerLine: number;
}

export const defaultBasketLimits: BasketLimits = { maxLines: 50, maxQuantityPerLine: 99 };
