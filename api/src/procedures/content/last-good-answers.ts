/** An answer the content API gave, and when. */
export interface KeptAnswer<T> {
  answer: T;
  storedAt: number;
}

/**
 * The last good answer per request, at most `capacity` of them (the least recently used go
 * first). Content is public and the same for every visitor, so one process-wide store serves all;
 * losing it (a restart) only loses the fallback, never data.
 */
export class LastGoodAnswers<T> {
  readonly #capacity: number;
  readonly #answers = new Map<string, KeptAnswer<T>>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string): KeptAnswer<T> | undefined {
    const kept = this.#answers.get(key);
    if (kept) {
      // Map order is insertion order: moving the entry to the end marks it recently used.
      this.#answers.delete(key);
      this.#answers.set(key, kept);
    }
    return kept;
  }

  set(key: string, answer: T, storedAt: number): void {
    this.#answers.delete(key);
    this.#answers.set(key, { answer, storedAt });
    if (this.#answers.size > this.#capacity) {
      const oldest = this.#answers.keys().next();
      if (!oldest.done) this.#answers.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.#answers.delete(key);
  }

  get size(): number {
    return this.#answers.size;
  }
}
