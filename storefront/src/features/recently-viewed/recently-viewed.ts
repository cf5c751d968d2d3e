import { z } from 'zod';
import { CatalogIdSchema } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';

/**
 * Recently viewed products (§2 product page), kept in the browser's localStorage per shop: product
 * ids, newest first, at most `recentlyViewedLimit`. What is read is validated: a value another
 * script, an old version or a person wrote is dropped entry by entry, never trusted.
 */
export const recentlyViewedLimit = 12;

/** The storage key of a shop's list (each shop sells its own products). */
export const recentlyViewedKey = (shop: ShopCode) => `lumen.recentlyViewed.${shop}`;

const EntrySchema = z.object({ id: CatalogIdSchema, viewedAt: z.number().int().nonnegative() });
type Entry = z.infer<typeof EntrySchema>;

/** The part of `Storage` this module uses, so tests and a browser without storage can stand in. */
export type RecentlyViewedStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The entries a stored value holds, valid ones only, newest first. */
function entriesOf(stored: string | null): Entry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: Entry[] = [];
  for (const candidate of raw) {
    const parsed = EntrySchema.safeParse(candidate);
    if (parsed.success && !entries.some((entry) => entry.id === parsed.data.id)) entries.push(parsed.data);
  }
  return entries.toSorted((a, b) => b.viewedAt - a.viewedAt).slice(0, recentlyViewedLimit);
}

function readEntries(storage: RecentlyViewedStorage, shop: ShopCode): Entry[] {
  return entriesOf(storage.getItem(recentlyViewedKey(shop)));
}

/** The ids a stored value holds (as `readRecentlyViewed` reads them), without `except`. */
export function recentlyViewedIdsOf(stored: string | null, except?: number): number[] {
  return entriesOf(stored)
    .map((entry) => entry.id)
    .filter((id) => id !== except);
}

/** The ids of the shop's recently viewed products, newest first, without `except` (the page's own). */
export function readRecentlyViewed(
  storage: RecentlyViewedStorage,
  shop: ShopCode,
  except?: number,
): number[] {
  return readEntries(storage, shop)
    .map((entry) => entry.id)
    .filter((id) => id !== except);
}

/** Notes that the product was viewed now: it moves to the front; the oldest beyond the limit drop out. */
export function rememberViewed(
  storage: RecentlyViewedStorage,
  shop: ShopCode,
  productId: number,
  now: number = Date.now(),
): void {
  const entries = [
    { id: productId, viewedAt: now },
    ...readEntries(storage, shop).filter((entry) => entry.id !== productId),
  ].slice(0, recentlyViewedLimit);
  try {
    storage.setItem(recentlyViewedKey(shop), JSON.stringify(entries));
  } catch {
    // A full or refused storage (private mode) only means the list is not kept.
  }
}

/** The browser's localStorage, or none where it cannot be reached (storage blocked, the server). */
export function browserStorage(): RecentlyViewedStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
