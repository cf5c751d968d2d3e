import type { HomeTryOnConfig } from '../shops/shop-schema.ts';
import { prescriptionTypeOf } from './prescription.ts';
import type { PrescriptionBasketItem } from './prescription.ts';

/** A basket line as the home try-on rule reads it. */
export interface HomeTryOnLine extends Pick<PrescriptionBasketItem, 'key' | 'itemGroup' | 'customData'> {
  quantity: number;
  /** The frame may be tried on at home (§5: prescription glasses, not zero-tariff). */
  eligible: boolean;
}

/** A frame sent to be tried on at home: a frame on its own (or its group's main item) of §4 type home_try_on. */
export function isHomeTryOnItem(item: Pick<PrescriptionBasketItem, 'itemGroup' | 'customData'>): boolean {
  return (item.itemGroup?.isMainItem ?? true) && prescriptionTypeOf(item) === 'home_try_on';
}

/** How many frames the items send for home try-on (pieces, not lines). */
export function homeTryOnFrameCount(
  items: readonly (Pick<PrescriptionBasketItem, 'itemGroup' | 'customData'> & { quantity?: number })[],
): number {
  return items.filter(isHomeTryOnItem).reduce((sum, item) => sum + (item.quantity ?? 1), 0);
}

/**
 * The lines whose frames go out free of charge for home try-on: in a shop that offers it, eligible
 * frames in the basket's order up to the shop's number of frames. A frame is lent once, so a line of
 * several pieces (raised by the browser or merged into) is no loan and costs its price, as does a
 * line beyond the number or a frame that may not be tried on: the basket never takes the browser's word.
 */
export function freeHomeTryOnLines(lines: readonly HomeTryOnLine[], config: HomeTryOnConfig): Set<string> {
  const free = new Set<string>();
  if (!config.enabled) return free;
  let sent = 0;
  for (const line of lines) {
    if (!isHomeTryOnItem(line) || !line.eligible || line.quantity !== 1) continue;
    sent += 1;
    if (sent > config.maxFrames) break;
    free.add(line.key);
  }
  return free;
}
