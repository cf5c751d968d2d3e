import { describe, expect, it } from 'vitest';
import { contentSlugOfPath } from './content-slug.ts';

describe('the content slug of a path the catch-all route answers (§2 content pages)', () => {
  it.each([
    [['service', 'datenschutz'], 'service/datenschutz'],
    [['brillen-ratgeber'], 'brillen-ratgeber'],
    [['ochrona_danych', '2026'], 'ochrona_danych/2026'],
    // Shop-wide pieces are shown by the header, footer, error pages and flyouts, never as a page.
    [['global', 'footer'], undefined],
    [['global', 'navigation', 'filialen'], undefined],
    [['categories', 'brillen'], undefined],
    [['globale-angebote'], 'globale-angebote'],
    [[], undefined],
    [['Service'], undefined],
    [['service', '..'], undefined],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], undefined],
  ])('%j → %s', (segments, slug) => {
    expect(contentSlugOfPath(segments)).toBe(slug);
  });
});
