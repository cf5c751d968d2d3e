/**
 * Serialised answers of catalogue reads, by request. A listing page asks the same question many
 * times a minute; the answer only changes with the catalogue, stock or the clock (campaigns), so
 * it is kept for a short while and dropped whenever the read model changes.
 */
export class AnswerCache {
  readonly #entries = new Map<string, { body: string; storedAt: number }>();
  readonly #capacity: number;
  readonly #lifetimeMs: number;

  constructor(options: { capacity?: number; lifetimeMs?: number } = {}) {
    this.#capacity = options.capacity ?? 1000;
    this.#lifetimeMs = options.lifetimeMs ?? 30_000;
  }

  /** The fresh JSON text kept for `key`, if any (a hit skips even the request's parsing). */
  peek(key: string): string | undefined {
    const hit = this.#entries.get(key);
    return hit && Date.now() - hit.storedAt < this.#lifetimeMs ? hit.body : undefined;
  }

  /** The cached JSON text for `key`, or `compute()`'s answer serialised and kept. */
  json(key: string, compute: () => unknown): string {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.storedAt < this.#lifetimeMs) {
      // Re-inserted so the map's order is least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.body;
    }
    const body = JSON.stringify(compute());
    this.#entries.delete(key);
    this.#entries.set(key, { body, storedAt: now });
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return body;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
