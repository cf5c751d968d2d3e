import { BranchSchema, IsoDateSchema, distanceKm, openingStateAt } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import { z } from 'zod';
import { localDateOf, localMomentOf } from '../../shop-time/local-time.ts';
import { branchClosedDays } from './branch-closed-days.ts';
import type { StoredBranch } from './branch-repository.ts';

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * The domain's OpeningState: open until `closesAt`, or closed until `opensNext` (ISO weekday, local
 * time and the date, which may be more than a week away after closed days).
 */
const OpeningStateSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal(true), closesAt: TimeSchema }),
  z.object({
    open: z.literal(false),
    opensNext: z
      .object({ day: z.number().int().min(1).max(7), time: TimeSchema, date: IsoDateSchema.optional() })
      .nullable(),
  }),
]);

/**
 * A branch as the branch routes answer it: the domain Branch with its closed days from today on (in
 * the shop's language), its time zone, whether it is open now (in that zone, closed days
 * respected), and, for a search near a position, how far away it is.
 */
export const BranchAnswerSchema = BranchSchema.extend({
  timeZone: z.string().min(1),
  openingState: OpeningStateSchema,
  distanceKm: z.number().nonnegative().optional(),
});
export type BranchAnswer = z.infer<typeof BranchAnswerSchema>;

export function branchAnswer(
  branch: StoredBranch,
  now: Date,
  language: LanguageCode,
  near?: { lat: number; lng: number },
): BranchAnswer {
  const today = localDateOf(now, branch.timeZone);
  const closedDays = branchClosedDays(branch, language, today);
  const moment = { ...localMomentOf(now, branch.timeZone), date: today };
  return {
    ...branch,
    closedDays,
    openingState: openingStateAt(branch.openingHours, moment, closedDays),
    // A tenth of a kilometre is as exact as "1.2 km away" needs.
    ...(near ? { distanceKm: Math.round(distanceKm(near, branch.geo) * 10) / 10 } : {}),
  };
}
