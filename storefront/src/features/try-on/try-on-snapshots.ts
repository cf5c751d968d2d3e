import { z } from 'zod';
import { CatalogIdSchema } from '@lumen/domain';

/*
 * The try-on's snapshots: kept in this browser's localStorage only (never a cookie, never sent),
 * the newest first and at most `snapshotLimit`, so a shopper can compare frames later on this
 * device and delete them. What is read is validated entry by entry: anything else is dropped.
 */

export const snapshotLimit = 6;
export const snapshotsKey = 'lumen.tryOnSnapshots';

const SnapshotSchema = z.object({
  id: z.string().min(1).max(64),
  productId: CatalogIdSchema,
  name: z.string().max(200),
  /** A JPEG as a data URL: the picture never exists anywhere but here. */
  image: z.string().startsWith('data:image/jpeg;base64,'),
  takenAt: z.number().int().nonnegative(),
});
export type TryOnSnapshot = z.infer<typeof SnapshotSchema>;

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readSnapshots(storage: SnapshotStorage): TryOnSnapshot[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(snapshotsKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((candidate) => {
      const parsed = SnapshotSchema.safeParse(candidate);
      return parsed.success ? [parsed.data] : [];
    })
    .toSorted((a, b) => b.takenAt - a.takenAt)
    .slice(0, snapshotLimit);
}

/**
 * Keeps a snapshot in front; the oldest beyond the limit drop out. A full storage drops the oldest
 * until it fits, and answers false when not even the new one fits.
 */
export function keepSnapshot(storage: SnapshotStorage, snapshot: TryOnSnapshot): boolean {
  let snapshots = [snapshot, ...readSnapshots(storage)].slice(0, snapshotLimit);
  while (snapshots.length > 0) {
    try {
      storage.setItem(snapshotsKey, JSON.stringify(snapshots));
      return true;
    } catch {
      snapshots = snapshots.slice(0, -1);
    }
  }
  return false;
}

export function deleteSnapshot(storage: SnapshotStorage, id: string): void {
  storage.setItem(
    snapshotsKey,
    JSON.stringify(readSnapshots(storage).filter((snapshot) => snapshot.id !== id)),
  );
}
