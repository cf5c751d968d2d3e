import { randomBytes } from 'node:crypto';
import { RpcErrorBodySchema } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noDatabase } from '../commerce/testing/commerce-test-server.ts';
import { connectRedis } from '../sessions/redis-session-store.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { getProductsByCategory } from '../procedures/catalog/get-products-by-category.ts';
import { RpcAnswerCache, canonicalJson, memoryAnswerStore, redisAnswerStore } from './answer-cache.ts';
import { defineProcedure } from './define-procedure.ts';

// The router's answer cache of the reads every visitor shares, driven over HTTP with handlers that
// count their runs, so a test sees whether an answer came from the cache.

const runs: { call: string; shopId: number; payload: unknown }[] = [];
let answers: RpcAnswerCache;
let api: TestApi;

const page = { current: 1, total: 0, perPage: 24, page: 1, first: 1, prev: 1, next: 1, last: 1 };

beforeAll(async () => {
  answers = new RpcAnswerCache(memoryAnswerStore({ maxBytes: 1024 * 1024 }), { ttlMs: 60_000 });
  api = await startTestApi({
    db: noDatabase,
    answers,
    procedures: {
      getProductsByCategory: defineProcedure({
        name: 'getProductsByCategory',
        // The real call's sharing (its `cache` field), with a handler that counts its runs.
        shared: getProductsByCategory.shared!,
        handler: (input, ctx) => {
          runs.push({ call: 'getProductsByCategory', shopId: ctx.shop.shopId, payload: input });
          // The shop and the run are in the answer, so a test sees whose answer it got.
          return {
            products: [],
            pagination: { ...page, total: ctx.shop.shopId, current: runs.length },
            filters: [],
          };
        },
      }),
      getDataSourceEntries: defineProcedure({
        name: 'getDataSourceEntries',
        shared: { dependsOn: ['content'] },
        handler: (input, ctx) => {
          runs.push({ call: 'getDataSourceEntries', shopId: ctx.shop.shopId, payload: input });
          // `many`: an answer large enough to be compressed (above 1 kB).
          const count = input.datasource === 'many' ? 100 : 1;
          return Array.from({ length: count }, (_, index) => ({
            id: runs.length + index,
            name: input.datasource,
            value: `value ${index}`,
            dimensionValue: null,
          }));
        },
      }),
      // A shared read that reaches for the session: a bug the router must not turn into a leak.
      getNavigation: defineProcedure({
        name: 'getNavigation',
        shared: { dependsOn: ['catalog'] },
        handler: async (_input, ctx) => {
          runs.push({ call: 'getNavigation', shopId: ctx.shop.shopId, payload: {} });
          await ctx.session.get();
          return [];
        },
      }),
    },
  });
});

afterEach(() => {
  runs.length = 0;
});

afterAll(async () => {
  await api?.close();
});

async function listing(payload: unknown, shopId = 1001) {
  const response = await api.rpc('getProductsByCategory', { shopId, body: { payload } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as { pagination: { total: number; current: number } };
}

const runsOf = (call: string) => runs.filter((run) => run.call === call).length;

describe('answers every visitor shares', () => {
  it('answers the same payload from the cache: the handler runs once', async () => {
    const first = await listing({ category: 11 });
    const second = await listing({ category: 11 });
    expect(second).toEqual(first);
    expect(runsOf('getProductsByCategory')).toBe(1);
  });

  it('hits the same entry whatever the order of the payload’s keys, records included', async () => {
    const first = await listing({
      category: 12,
      sort: { by: 'price', direction: 'asc' },
      filters: { frameShape: ['1'], lensType: ['2'] },
    });
    const second = await listing({
      filters: { lensType: ['2'], frameShape: ['1'] },
      sort: { direction: 'asc', by: 'price' },
      category: 12,
    });
    expect(second).toEqual(first);
    // Defaults are part of the parsed payload: leaving one out is the same call.
    expect(
      await listing({
        category: 12,
        perPage: 24,
        sort: { by: 'price', direction: 'asc' },
        filters: { lensType: ['2'], frameShape: ['1'] },
      }),
    ).toEqual(first);
    expect(runsOf('getProductsByCategory')).toBe(1);
    expect(await listing({ category: 12, sort: { by: 'price', direction: 'desc' } })).not.toEqual(first);
  });

  it('never shares an entry between two shops', async () => {
    const de = await listing({ category: 13 }, 1001);
    const pl = await listing({ category: 13 }, 1008);
    expect(de.pagination.total).toBe(1001);
    expect(pl.pagination.total).toBe(1008);
    expect(runs.map((run) => run.shopId)).toEqual([1001, 1008]);
    expect((await listing({ category: 13 }, 1008)).pagination.total).toBe(1008);
    expect(runsOf('getProductsByCategory')).toBe(2);
  });

  it('drops an entry when the catalogue changes, and only the entries made of it', async () => {
    const entries = () =>
      api.rpc('getDataSourceEntries', { body: { payload: { datasource: 'colours' } } }).then((r) => r.json());
    const before = await listing({ category: 14 });
    const content = await entries();
    answers.changed('catalog', 'r-after-edit');
    const after = await listing({ category: 14 });
    expect(after.pagination.current).not.toBe(before.pagination.current);
    expect(await entries()).toEqual(content);
    expect(runsOf('getProductsByCategory')).toBe(2);
    expect(runsOf('getDataSourceEntries')).toBe(1);
  });

  it('drops an entry when the content changes', async () => {
    const entries = () =>
      api.rpc('getDataSourceEntries', { body: { payload: { datasource: 'shapes' } } }).then((r) => r.json());
    const before = await entries();
    expect(await entries()).toEqual(before);
    answers.changed('content', '1751364000');
    expect(await entries()).not.toEqual(before);
    // A change only this process knows of (no shared version) moves its keys on all the same.
    const again = await entries();
    answers.changed('content');
    expect(await entries()).not.toEqual(again);
    expect(runsOf('getDataSourceEntries')).toBe(3);
  });

  it('gives a shared read no session: reading one fails the call instead of caching a visitor', async () => {
    const response = await api.rpc('getNavigation');
    expect(response.status).toBe(500);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await api.rpc('getNavigation')).status).toBe(500);
    // Failures are not kept: the handler ran both times.
    expect(runsOf('getNavigation')).toBe(2);
  });

  it('refuses a bad payload with 400 before looking in the cache', async () => {
    await listing({ category: 15 });
    for (const payload of [
      { category: 15, unknown: 1 },
      { category: 'x' },
      { category: 15, perPage: 1000 },
    ]) {
      const response = await api.rpc('getProductsByCategory', { body: { payload } });
      expect(response.status).toBe(400);
      expect(RpcErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect(runsOf('getProductsByCategory')).toBe(1);
  });

  it('refuses a bad payload with 400 naming the field, before looking in the cache', async () => {
    for (const [cache, path] of [
      [{ ttl: -1 }, 'payload.cache.ttl'],
      [{ ttl: 1.5 }, 'payload.cache.ttl'],
      [{ ttl: 5, prefix: 'x' }, 'payload.cache'],
    ] as const) {
      const response = await api.rpc('getProductsByCategory', { body: { payload: { category: 18, cache } } });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(path);
    }
    expect(runsOf('getProductsByCategory')).toBe(0);
  });

  it('§7 cache.ttl 0: asks the handler every time and keeps nothing, not even for the default', async () => {
    const fresh = { category: 19, cache: { ttl: 0 } };
    const first = await listing(fresh);
    const second = await listing(fresh);
    expect(second.pagination.current).not.toBe(first.pagination.current);
    expect(runsOf('getProductsByCategory')).toBe(2);
    // The default lifetime is an entry of its own, and nothing of the fresh calls was kept for it.
    await listing({ category: 19 });
    await listing({ category: 19 });
    expect(runsOf('getProductsByCategory')).toBe(3);
  });

  it('§7 cache.ttl: keeps the answer that many seconds, then asks again', async () => {
    const short = { category: 20, cache: { ttl: 1 } };
    const first = await listing(short);
    expect(await listing(short)).toEqual(first);
    expect(runsOf('getProductsByCategory')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await listing(short)).not.toEqual(first);
    expect(runsOf('getProductsByCategory')).toBe(2);
  });

  it('runs the handler once for a burst of the same call', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => listing({ category: 16 })));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(runsOf('getProductsByCategory')).toBe(1);
  });
});

describe('compression of answers', () => {
  const many = (acceptEncoding: string) =>
    api.rpc('getDataSourceEntries', {
      body: { payload: { datasource: 'many' } },
      headers: { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])('answers a client that accepts %s with %s, cache hits too', async (accepted, encoding) => {
    // The first call builds and keeps the answer, the second is a hit: both are compressed.
    for (let round = 0; round < 2; round += 1) {
      const response = await many(accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes the body: it is the same JSON whichever way it travelled.
      expect(((await response.json()) as unknown[]).length).toBe(100);
      if (encoding) expect(Number(response.headers.get('content-length'))).toBeLessThan(2000);
    }
  });

  it('sends small answers as they are', async () => {
    const response = await api.rpc('getProductsByCategory', {
      body: { payload: { category: 17 } },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('state-changing calls', () => {
  it('cannot be declared shared', () => {
    expect(() =>
      defineProcedure({
        name: 'addItemToBasket',
        shared: { dependsOn: ['catalog'] },
        handler: () => {
          throw new Error('never runs');
        },
      }),
    ).toThrow(/changes state/);
  });
});

describe('RpcAnswerCache lifetimes', () => {
  const parts = { shopId: 1001, call: 'getProductsByCategory', payload: { category: 1 }, dependsOn: [] };

  it('never keeps a compressed copy of an answer kept for 0 ms', async () => {
    const cache = new RpcAnswerCache(memoryAnswerStore({ maxBytes: 1024 * 1024 }), { ttlMs: 60_000 });
    const key = cache.key(parts);
    const fresh = { ttlMs: 0 };
    const one = await cache.encoded(
      key,
      await cache.json(key, () => Promise.resolve('"one"'), fresh),
      'gzip',
      fresh,
    );
    const two = await cache.encoded(
      key,
      await cache.json(key, () => Promise.resolve('"two"'), fresh),
      'gzip',
      fresh,
    );
    expect(one.equals(two)).toBe(false);
  });

  it('caps a longer lifetime asked for at its own', async () => {
    const cache = new RpcAnswerCache(memoryAnswerStore({ maxBytes: 1024 * 1024 }), { ttlMs: 50 });
    const key = cache.key(parts);
    await cache.json(key, () => Promise.resolve('"one"'), { ttlMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(String(await cache.json(key, () => Promise.resolve('"two"'), { ttlMs: 60_000 }))).toBe('"two"');
  });
});

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: { d: [2, 1], c: null } }, '{"a":{"c":null,"d":[2,1]},"b":1}'],
    [{ a: undefined, b: 'x' }, '{"b":"x"}'],
    [[{ y: 1, x: 2 }], '[{"x":2,"y":1}]'],
    ['text', '"text"'],
  ])('%j is %s', (value, json) => {
    expect(canonicalJson(value)).toBe(json);
  });
});

// Where a Redis server answers (TEST_REDIS_URL, as for the session store): two api processes share
// their answers, and a change both hear of (the database's revision) moves both to new keys.
const testRedisUrl = process.env['TEST_REDIS_URL'] || undefined;

describe.skipIf(!testRedisUrl)('answers shared in Redis by several api processes', () => {
  it('answers one process’s entry in another, until the catalogue changes', async () => {
    const redis = await connectRedis(testRedisUrl!, pino({ level: 'silent' }));
    const prefix = `lumen-test-${randomBytes(6).toString('hex')}:`;
    try {
      const [one, two] = [0, 1].map(
        () => new RpcAnswerCache(redisAnswerStore(redis, { prefix }), { ttlMs: 60_000 }),
      ) as [RpcAnswerCache, RpcAnswerCache];
      for (const cache of [one, two]) cache.changed('catalog', '7');
      const parts = {
        shopId: 1001,
        call: 'getProductById',
        payload: { id: 5 },
        dependsOn: ['catalog'],
      } as const;
      let computed = 0;
      const compute = (answer: string) => () => {
        computed += 1;
        return Promise.resolve(answer);
      };
      expect(String(await one.json(one.key(parts), compute('"first"')))).toBe('"first"');
      expect(String(await two.json(two.key(parts), compute('"second"')))).toBe('"first"');
      expect(computed).toBe(1);
      // A change only the first process knows of (its own stock) stays its own.
      one.changed('catalog');
      expect(String(await one.json(one.key(parts), compute('"own"')))).toBe('"own"');
      expect(String(await two.json(two.key(parts), compute('"second"')))).toBe('"first"');
      // The database's new revision, heard by both.
      for (const cache of [one, two]) cache.changed('catalog', '8');
      expect(String(await two.json(two.key(parts), compute('"after"')))).toBe('"after"');
      expect(String(await one.json(one.key(parts), compute('"never"')))).toBe('"after"');
      expect(await redis.pTTL(`${prefix}rpc-answer:${one.key(parts)}`)).toBeGreaterThan(50_000);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.quit();
    }
  });
});
