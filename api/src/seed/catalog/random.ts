/**
 * A small seeded random source (mulberry32) so the seed catalogue is the same on every machine and
 * every start: the generator never reads Math.random or the clock.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, drawn with the weights beside it. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in a random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a stream name into a seed offset. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A random source for one part of the catalogue. Each part draws from its own stream, so adding a
 * draw to the promotions does not reshuffle every product after it.
 */
export function createRandom(seed: number, stream: string): Random {
  const next = mulberry32((seed ^ hashString(stream)) >>> 0);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy.slice(0, count);
    },
  };
  return random;
}
