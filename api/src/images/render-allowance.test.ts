import { describe, expect, it } from 'vitest';
import { createRenderAllowance, defaultRenderAllowanceLimits } from './render-allowance.ts';

describe('createRenderAllowance', () => {
  it('by default 120 renders per address and minute', () => {
    expect(defaultRenderAllowanceLimits).toEqual({ rendersPerAddressPerMinute: 120 });
  });

  it('counts each address apart; over the limit it says how long until the minute ends', () => {
    let time = 1_000_000;
    const allowance = createRenderAllowance({ rendersPerAddressPerMinute: 2 }, () => time);
    expect(allowance.take('203.0.113.7')).toEqual({ ok: true });
    time += 10_000;
    expect(allowance.take('203.0.113.7')).toEqual({ ok: true });
    expect(allowance.take('203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(allowance.take('198.51.100.20')).toEqual({ ok: true });
    time += 49_500;
    expect(allowance.take('203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: 1 });
    time += 500;
    expect(allowance.take('203.0.113.7')).toEqual({ ok: true });
  });

  it('0 turns the limit off', () => {
    const allowance = createRenderAllowance({ rendersPerAddressPerMinute: 0 });
    for (let render = 0; render < 1000; render += 1) expect(allowance.take('203.0.113.7').ok).toBe(true);
  });
});
