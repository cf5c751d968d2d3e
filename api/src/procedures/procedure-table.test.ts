import { rpcNames } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { procedures } from './index.ts';

// Every call of the contract (§7 and the shop's further calls) is served, under its name.
describe('the api’s procedure table', () => {
  it.each(rpcNames.map((name) => ({ name })))('serves $name', ({ name }) => {
    expect(procedures[name]?.name).toBe(name);
  });

  it('serves nothing the contract does not declare', () => {
    expect(Object.keys(procedures).filter((name) => !(rpcNames as string[]).includes(name))).toEqual([]);
  });
});
