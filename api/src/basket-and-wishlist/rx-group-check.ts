import { incompleteRxGroups } from '@lumen/domain';
import type { IncomingRxItem } from '@lumen/domain';
import { AppError } from '../rpc/app-error.ts';

/**
 * §5: prescription glasses go into the basket only as a complete rx bundle, all in one call. A
 * group that lacks one of its four sub-items is refused before anything is written, so no basket
 * ever holds a frame with half its lenses.
 */
export function refuseIncompleteRxGroups(items: readonly IncomingRxItem[], field: string): void {
  const incomplete = incompleteRxGroups(items);
  if (incomplete.length === 0) return;
  const message = `Prescription glasses need lens type, lens index, tinting and service in the same call (item group ${incomplete.join(', ')})`;
  throw new AppError('VALIDATION_FAILED', message, { details: [{ field, message }] });
}
