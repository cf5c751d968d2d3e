import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../sessions/redis-session-store.ts';

/**
 * What a shared answer is made of. The api learns of a change through `RpcAnswerCache.changed`:
 * the catalogue from the catalogue store's reloads (the `catalog_revision` the backend watches),
 * content from the content space's version (`cv`).
 */
export type CacheTopic = 'catalog' | 'content';

/** One answer's place in the cache: the shop, the call, the parsed payload and what it is made of. */
export interface AnswerKeyParts {
  shopId: number;
  call: string;
  /** The payload after the contract parsed it: defaults filled in, unknown keys refused. */
  payload: unknown;
  dependsOn: readonly CacheTopic[];
}

/**
 * An answer's JSON as it goes on the wire: UTF-8 bytes, encoded once when the answer was made
 * (encoding a listing's 30 kB on every hit would cost more than finding it), or text from Redis.
 */
export type AnswerBody = Buffer | string;

/** Where answers live: this process's memory, or Redis shared by every api process. */
export interface AnswerStore {
  get(key: string): Promise<AnswerBody | undefined> | AnswerBody | undefined;
  set(key: string, body: Buffer, ttlMs: number): Promise<void> | void;
  /** Drops what depended on a topic; a store shared by processes relies on versioned keys instead. */
  dropTopic?(topic: CacheTopic): void;
}

/** JSON with every object's keys sorted, so `{a, b}` and `{b, a}` name the same answer. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(
          Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : entry,
  );
}

const topicMark: Record<CacheTopic, string> = { catalog: 'c', content: 't' };

/** The encodings a kept answer is sent in besides plain JSON, brotli first. */
export type AnswerEncoding = 'br' | 'gzip';

const encoders: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4, as the compression middleware uses for answers it compresses on the way.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * Serialised answers of the RPC reads every visitor of a shop shares. A key names the shop, the
 * call, the canonical payload and the current version of each topic the answer is made of, so a
 * change makes every older entry unreachable at once, in every process that shares the
 * store; entries also end with their age (campaigns start and end by the clock, and content read
 * from a hosted Storyblok says nothing of its changes). Misses of one key run the handler once.
 */
export class RpcAnswerCache {
  readonly #store: AnswerStore;
  readonly #ttlMs: number;
  readonly #versions: Record<CacheTopic, string> = { catalog: '0', content: '0' };
  #localChanges = 0;
  // Names this process in versions only it knows of, so processes sharing Redis never mix them up.
  readonly #instance = randomBytes(4).toString('hex');
  readonly #inFlight = new Map<string, Promise<AnswerBody>>();
  /**
   * Compressed copies of kept answers, in this process's memory whatever the store: compressing a
   * listing on every hit would cost more than everything else the hit does.
   */
  readonly #encoded: LRUCache<string, Buffer>;

  constructor(store: AnswerStore, options: { ttlMs: number; encodedBytes?: number }) {
    this.#store = store;
    this.#ttlMs = options.ttlMs;
    this.#encoded = new LRUCache({
      maxSize: options.encodedBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (body, key) => body.length + key.length,
      ttl: options.ttlMs,
    });
  }

  key({ shopId, call, payload, dependsOn }: AnswerKeyParts): string {
    const versions = dependsOn.map((topic) => `${topicMark[topic]}${this.#versions[topic]}`).join(',');
    return `${shopId}:${call}:${versions}:${canonicalJson(payload)}`;
  }

  /**
   * The JSON kept under `key`, or `compute()`'s, kept for the next caller: for the cache's lifetime,
   * or a shorter `ttlMs` the caller asked for (0: neither read nor kept).
   */
  async json(
    key: string,
    compute: () => Promise<string>,
    options: { ttlMs?: number | undefined } = {},
  ): Promise<AnswerBody> {
    const ttlMs = Math.min(options.ttlMs ?? this.#ttlMs, this.#ttlMs);
    if (ttlMs <= 0) return Buffer.from(await compute());
    const hit = await this.#store.get(key);
    if (hit !== undefined) return hit;
    const running = this.#inFlight.get(key);
    if (running) return running;
    const computing = compute().then(async (json) => {
      const body = Buffer.from(json);
      await this.#store.set(key, body, ttlMs);
      return body;
    });
    this.#inFlight.set(key, computing);
    try {
      return await computing;
    } finally {
      this.#inFlight.delete(key);
    }
  }

  /**
   * The answer kept under `key` (`body`), compressed once per process and encoding, and kept no
   * longer than the answer (`ttlMs` as given to `json`).
   */
  async encoded(
    key: string,
    body: AnswerBody,
    encoding: AnswerEncoding,
    options: { ttlMs?: number | undefined } = {},
  ): Promise<Buffer> {
    const ttlMs = Math.min(options.ttlMs ?? this.#ttlMs, this.#ttlMs);
    const name = `${encoding}|${key}`;
    const hit = ttlMs > 0 ? this.#encoded.get(name) : undefined;
    if (hit) return hit;
    const compressed = await encoders[encoding](typeof body === 'string' ? Buffer.from(body) : body);
    if (ttlMs > 0) this.#encoded.set(name, compressed, { ttl: ttlMs });
    return compressed;
  }

  /**
   * A topic changed. `version` is the change's name every process agrees on (the catalogue
   * revision, the content's `cv`); without one, only this process knows of the change (the stock
   * its own orders took), so its keys move on by themselves.
   */
  changed(topic: CacheTopic, version?: string): void {
    const shared = this.#versions[topic].split('~')[0] ?? '';
    const next = version ?? `${shared}~${this.#instance}.${++this.#localChanges}`;
    if (next === this.#versions[topic]) return;
    this.#versions[topic] = next;
    this.#store.dropTopic?.(topic);
    // Their keys name the old versions: unreachable already, and freed now.
    this.#encoded.clear();
  }

  version(topic: CacheTopic): string {
    return this.#versions[topic];
  }
}

const topicsOfKey = (key: string): string => key.split(':', 3)[2] ?? '';

/** This process's memory, least recently used out first, bounded in bytes of JSON. */
export function memoryAnswerStore(options: { maxBytes: number }): AnswerStore {
  const entries = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes,
    sizeCalculation: (body, key) => body.length + key.length,
  });
  return {
    get: (key) => entries.get(key),
    set: (key, body, ttlMs) => {
      entries.set(key, body, { ttl: ttlMs });
    },
    dropTopic(topic) {
      // The keys are unreachable already; dropping them frees the memory now.
      const mark = topicMark[topic];
      for (const key of [...entries.keys()]) {
        if (
          topicsOfKey(key)
            .split(',')
            .some((version) => version.startsWith(mark))
        )
          entries.delete(key);
      }
    },
  };
}

/**
 * Redis (`REDIS_URL`), shared by every api process: each key expires by itself, and a change makes
 * older keys unreachable through the versions in their names.
 */
export function redisAnswerStore(
  redis: RedisConnection,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): AnswerStore {
  const prefix = `${options.prefix ?? 'lumen:'}rpc-answer:`;
  // A cache that fails is a miss, not a failed call: the handler still answers.
  const failed = (error: unknown) => {
    options.onError?.(error);
  };
  return {
    async get(key) {
      try {
        return (await redis.get(prefix + key)) ?? undefined;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(key, body, ttlMs) {
      await redis.set(prefix + key, body, { expiration: { type: 'PX', value: ttlMs } }).catch(failed);
    },
  };
}
