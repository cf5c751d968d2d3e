import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerCache (catalogue reads answered again without recomputing)', () => {
  it('computes once per key while the answer is fresh, and again once it is stale', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new AnswerCache({ lifetimeMs: 1000 });
    const compute = vi.fn(() => ({ answer: 42 }));
    expect(cache.json('a', compute)).toBe('{"answer":42}');
    expect(cache.json('a', compute)).toBe('{"answer":42}');
    expect(compute).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1000);
    cache.json('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used answer beyond its capacity', () => {
    const cache = new AnswerCache({ capacity: 2 });
    const compute = vi.fn(() => 1);
    cache.json('a', compute);
    cache.json('b', compute);
    cache.json('a', compute);
    cache.json('c', compute);
    expect(cache.size).toBe(2);
    cache.json('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.json('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('forgets everything when cleared (the catalogue or stock changed)', () => {
    const cache = new AnswerCache();
    const compute = vi.fn(() => 1);
    cache.json('a', compute);
    cache.clear();
    cache.json('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe('AnswerCache.peek', () => {
  it('answers only fresh entries and never computes', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new AnswerCache({ lifetimeMs: 1000 });
    expect(cache.peek('a')).toBeUndefined();
    cache.json('a', () => [1]);
    expect(cache.peek('a')).toBe('[1]');
    vi.setSystemTime(1000);
    expect(cache.peek('a')).toBeUndefined();
  });
});
