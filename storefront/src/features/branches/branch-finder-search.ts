import { BranchServiceCodeSchema, isBranchId } from '@lumen/domain';
import { z } from 'zod';
import { firstValue } from '../../routing/search-schemas.ts';

/** `near=48.14,11.58`: a position rounded to about a kilometre, which is all the finder needs. */
const nearPattern = /^(-?\d{1,2}(?:\.\d{1,4})?),(-?\d{1,3}(?:\.\d{1,4})?)$/;

/**
 * The store finder's query (§2 find-branch): `q` a zip code or city, `near` the shopper's position
 * when they share it, `service` a service code (a sub-service such as `GL_CR` counts as its code),
 * `ropo` only branches that take reservations (also when `ropo-ids` name frames to reserve),
 * `branch-id` the branch chosen before. A
 * value that does not fit is dropped, so a bad address shows the whole list, never an error.
 */
export const BranchFinderSearchSchema = z.looseObject({
  q: z.preprocess(firstValue, z.string().trim().min(1).max(100).optional().catch(undefined)),
  near: z.preprocess(
    firstValue,
    z
      .string()
      .regex(nearPattern)
      .transform((value) => {
        const [, lat, lng] = nearPattern.exec(value)!;
        return { lat: Number(lat), lng: Number(lng) };
      })
      .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
      .optional()
      .catch(undefined),
  ),
  service: z.preprocess((value) => {
    const first = firstValue(value);
    return typeof first === 'string' ? first.split('_')[0] : first;
  }, BranchServiceCodeSchema.optional().catch(undefined)),
  ropo: z.preprocess(firstValue, z.enum(['true']).optional().catch(undefined)),
  'ropo-ids': z.preprocess(firstValue, z.string().max(500).optional().catch(undefined)),
  /** The branch already chosen (the try-on list's, the tablet's in store mode): listed first. */
  'branch-id': z.preprocess((value) => {
    const first = firstValue(value);
    return typeof first === 'number' ? String(first) : first;
  }, z.string().refine(isBranchId).optional().catch(undefined)),
});
export type BranchFinderSearch = z.infer<typeof BranchFinderSearchSchema>;

/** The `near` value of a position, rounded to two decimals (about a kilometre). */
export function nearParam(position: { lat: number; lng: number }): string {
  return `${position.lat.toFixed(2)},${position.lng.toFixed(2)}`;
}
