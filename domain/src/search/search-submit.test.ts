import { describe, expect, it } from 'vitest';
import {
  SearchResolutionSchema,
  canSubmitSearch,
  searchSubmitTarget,
  withQueryParameter,
} from './search-submit.ts';
import type { SearchResolution, SearchSubmitResult } from './search-submit.ts';

describe('§2 search submit', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\t\n', false],
    ['a', true],
    [' ray ban ', true],
  ])('§2 search submit: %j can be submitted: %s', (term, enabled) => {
    expect(canSubmitSearch(term)).toBe(enabled);
  });

  const product: SearchResolution = { type: 'product', path: '/p/aviator-gold-123/' };
  const category: SearchResolution = { type: 'category', path: '/sonnenbrillen/' };
  const filtered: SearchResolution = { type: 'category', path: '/brillen/?brand=7' };
  const empty: SearchResolution = { type: 'empty' };

  it.each<[string, SearchResolution, SearchSubmitResult]>([
    ['', empty, { ok: false, reason: 'empty-term' }],
    ['  ', product, { ok: false, reason: 'empty-term' }],
    ['', category, { ok: false, reason: 'empty-term' }],
    ['aviator', product, { ok: true, path: '/p/aviator-gold-123/' }],
    ['sonnen', category, { ok: true, path: '/sonnenbrillen/?search=sonnen' }],
    [' rund ', filtered, { ok: true, path: '/brillen/?brand=7&search=rund' }],
    ['xyz', empty, { ok: true, path: '/search/?term=xyz' }],
    ['  blaue brille ', empty, { ok: true, path: '/search/?term=blaue%20brille' }],
    ['ray-ban & co', empty, { ok: true, path: '/search/?term=ray-ban%20%26%20co' }],
    ['Gläser/Linsen', category, { ok: true, path: '/sonnenbrillen/?search=Gl%C3%A4ser%2FLinsen' }],
  ])('§2 search submit: %j with %j goes to %j', (term, resolution, result) => {
    expect(searchSubmitTarget(term, resolution, '/search/')).toEqual(result);
  });

  it('§2 search submit: the search page path comes from the caller', () => {
    expect(searchSubmitTarget('linsen', { type: 'empty' }, '/suche/')).toEqual({
      ok: true,
      path: '/suche/?term=linsen',
    });
  });

  it.each([
    ['/search/', 'term', 'a', '/search/?term=a'],
    ['/brillen/?brand=7', 'search', 'rund', '/brillen/?brand=7&search=rund'],
    ['/brillen/#top', 'search', 'rund', '/brillen/?search=rund#top'],
    ['#top', 'search', 'rund', '?search=rund#top'],
    ['/brillen/?brand=7#top', 'search', 'rund', '/brillen/?brand=7&search=rund#top'],
    ['/brillen/', 'filters[1]', 'x', '/brillen/?filters%5B1%5D=x'],
    ['/search/', 'term', '50%', '/search/?term=50%25'],
    ['/search/', 'term', 'a#b?c', '/search/?term=a%23b%3Fc'],
    ['/search/', 'term', '\uD83D\uDE00', '/search/?term=%F0%9F%98%80'],
    ['/search/', 'term', 'x\uD800', '/search/?term=x%EF%BF%BD'],
    ['/search/', 'term', '\uDC00y', '/search/?term=%EF%BF%BDy'],
  ])('§2 %s with %s=%j is %s', (path, name, value, result) => {
    expect(withQueryParameter(path, name, value)).toBe(result);
  });

  it.each([
    [{ type: 'product', path: '/p/aviator-gold-123/' }, true],
    [{ type: 'category', path: '/sonnenbrillen/' }, true],
    [{ type: 'empty' }, true],
    [{ type: 'product' }, false],
    [{ type: 'category', path: 'sonnenbrillen/' }, false],
    [{ type: 'category', path: '//evil.example/' }, false],
    [{ type: 'product', path: '/\\evil.example/' }, false],
    [{ type: 'product', path: 'https://evil.example/' }, false],
    [{ type: 'navigationItem', path: '/service/' }, false],
  ])('§7 resolveSearch answer %j is valid: %s', (answer, valid) => {
    expect(SearchResolutionSchema.safeParse(answer).success).toBe(valid);
  });

  it('§7 a refused path says why', () => {
    const result = SearchResolutionSchema.safeParse({ type: 'product', path: '//evil.example/' });
    expect(result.error?.issues[0]?.message).toBe('Expected a path inside the shop');
  });
});
