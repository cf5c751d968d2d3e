import { describe, expect, it } from 'vitest';
import { trackingMessages } from './tracking-messages.ts';

describe('§8 tracking messages', () => {
  it('§8 says “Analytics script unavailable”, “Missing Google-Tag-Id”, “Tagmanager not initialized”', () => {
    expect(Object.values(trackingMessages)).toEqual([
      'Analytics script unavailable',
      'Missing Google-Tag-Id',
      'Tagmanager not initialized',
    ]);
  });
});
