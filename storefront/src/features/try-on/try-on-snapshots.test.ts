import { describe, expect, it } from 'vitest';
import {
  deleteSnapshot,
  keepSnapshot,
  readSnapshots,
  snapshotLimit,
  snapshotsKey,
  type SnapshotStorage,
  type TryOnSnapshot,
} from './try-on-snapshots.ts';

// §2 virtual try-on: snapshots stay in this browser.

function memoryStorage(quota = Infinity): SnapshotStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
  };
}

const snapshot = (n: number): TryOnSnapshot => ({
  id: `s${n}`,
  productId: 100_000 + n,
  name: `Fassung ${n}`,
  image: `data:image/jpeg;base64,${'A'.repeat(100)}`,
  takenAt: 1_700_000_000_000 + n,
});

describe('§2 try-on snapshots in the browser', () => {
  it('keeps the newest first, at most the limit', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= snapshotLimit + 2; n += 1) keepSnapshot(storage, snapshot(n));
    const kept = readSnapshots(storage);
    expect(kept.map((s) => s.id)).toEqual(['s8', 's7', 's6', 's5', 's4', 's3']);
  });

  it('drops the oldest when the storage is full', () => {
    const storage = memoryStorage(JSON.stringify([snapshot(1), snapshot(2)]).length + 10);
    keepSnapshot(storage, snapshot(1));
    keepSnapshot(storage, snapshot(2));
    expect(keepSnapshot(storage, snapshot(3))).toBe(true);
    expect(readSnapshots(storage).map((s) => s.id)).toEqual(['s3', 's2']);
  });

  it('deletes one', () => {
    const storage = memoryStorage();
    keepSnapshot(storage, snapshot(1));
    keepSnapshot(storage, snapshot(2));
    deleteSnapshot(storage, 's1');
    expect(readSnapshots(storage).map((s) => s.id)).toEqual(['s2']);
  });

  it('reads only valid entries: no other kind of picture, no broken JSON', () => {
    const storage = memoryStorage();
    storage.values.set(
      snapshotsKey,
      JSON.stringify([snapshot(1), { ...snapshot(2), image: 'https://x.example/a.jpg' }, 7]),
    );
    expect(readSnapshots(storage).map((s) => s.id)).toEqual(['s1']);
    storage.values.set(snapshotsKey, '{');
    expect(readSnapshots(storage)).toEqual([]);
  });
});
