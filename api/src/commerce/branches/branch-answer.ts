import { BranchSchema, distanceKm, openingStateAt } from '@lumen/domain';
import { z } from 'zod';
import { localMomentOf } from '../../shop-time/local-time.ts';
import type { StoredBranch } from './branch-repository.ts';

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The domain's OpeningState: open until `closesAt`, or closed until `opensNext` (ISO weekday, local time). */
const OpeningStateSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal(true), closesAt: TimeSchema }),
  z.object({
    open: z.literal(false),
    opensNext: z.object({ day: z.number().int().min(1).max(7), time: TimeSchema }).nullable(),
  }),
]);

/**
 * A branch as the branch routes answer it: the domain Branch, its time zone, whether it is open
 * now (in that zone), and, for a search near a position, how far away it is.
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
  near?: { lat: number; lng: number },
): BranchAnswer {
  return {
    ...branch,
    openingState: openingStateAt(branch.openingHours, localMomentOf(now, branch.timeZone)),
    // A tenth of a kilometre is as exact as "1.2 km away" needs.
    ...(near ? { distanceKm: Math.round(distanceKm(near, branch.geo) * 10) / 10 } : {}),
  };
}
