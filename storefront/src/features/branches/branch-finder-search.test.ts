import { describe, expect, it } from 'vitest';
import { BranchFinderSearchSchema, nearParam } from './branch-finder-search.ts';

describe('§2 the store finder’s query: what fits is read, anything else is dropped', () => {
  it.each([
    ['a zip code', { q: ' 80331 ' }, { q: '80331' }],
    ['a position', { near: '48.14,11.58' }, { near: { lat: 48.14, lng: 11.58 } }],
    ['a service code', { service: 'HA' }, { service: 'HA' }],
    ['a sub-service as its code (§2 GL_CR)', { service: 'GL_CR' }, { service: 'GL' }],
    ['reservations only', { ropo: 'true' }, { ropo: 'true' }],
    ['the first of a repeated value', { q: ['Hamburg', 'Bremen'] }, { q: 'Hamburg' }],
  ])('%s', (_case, search, expected) => {
    expect(BranchFinderSearchSchema.parse(search)).toMatchObject(expected);
  });

  it.each([
    ['an empty search', { q: '   ' }, 'q'],
    ['an overlong search', { q: 'x'.repeat(101) }, 'q'],
    ['a position off the globe', { near: '95.00,11.58' }, 'near'],
    ['a position that is no number', { near: 'here' }, 'near'],
    ['an unknown service', { service: 'XX' }, 'service'],
    ['ropo other than true', { ropo: 'yes' }, 'ropo'],
  ])('%s is dropped', (_case, search, field) => {
    expect(BranchFinderSearchSchema.parse(search)).not.toHaveProperty(field, expect.anything());
  });

  it('rounds a shared position to about a kilometre', () => {
    expect(nearParam({ lat: 48.137154, lng: 11.576124 })).toBe('48.14,11.58');
  });
});
