import { describe, expect, it } from 'vitest';
import { isInNonPageFolder } from './content-page-folders.ts';

describe('§2 content slugs that are pieces, not pages', () => {
  it.each([
    ['global/footer', true],
    ['global/navigation/termin-buchen', true],
    ['global', true],
    ['categories/brillen/teaser', true],
    ['datenschutz', false],
    ['service/gebrauchsanweisungen', false],
    ['globale-marken', false],
    ['service/global', false],
  ])('%s → %s', (slug, expected) => {
    expect(isInNonPageFolder(slug)).toBe(expected);
  });
});
