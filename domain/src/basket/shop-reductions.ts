import type { AppliedReduction, ReductionCategory } from '../entities/price.ts';

/**
 * The reductions the shop gives of its own accord, not a sale, promotion or voucher: a zero-tariff
 * frame made into glasses (§3 zeroCostFrames), the saving subscription's saving (§1) and frames
 * sent to be tried on at home (§5). The
 * backend books them as campaign reductions and tells them apart by this code, so the basket, the
 * checkout and the order can name them.
 */
export const shopReductionCodes = {
  zeroCostFrame: 'zero_cost_frame',
  subscription: 'subscription',
  homeTryOn: 'home_try_on',
} as const;

/** What a reduction is called: the shop's own by its code, any other by its category. */
export type ReductionLabel = ReductionCategory | keyof typeof shopReductionCodes;

export function reductionLabelOf(reduction: Pick<AppliedReduction, 'category' | 'code'>): ReductionLabel {
  if (reduction.category === 'campaign') {
    for (const [label, code] of Object.entries(shopReductionCodes)) {
      if (reduction.code === code) return label as keyof typeof shopReductionCodes;
    }
  }
  return reduction.category;
}
