import { describe, expect, it } from 'vitest';
import { fontPreloads } from './production.ts';
import type { Manifest } from './production.ts';

const fontSource = (file: string) =>
  `../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/${file}`;

describe('the text face the pages preload (no layout shift when it arrives)', () => {
  it('names the built upright latin and latin-ext files of the text face, nothing else', () => {
    const manifest: Manifest = {
      'src/entry-client.tsx': { file: 'assets/entry-client-1.js' },
      [fontSource('atkinson-hyperlegible-next-latin-wght-normal.woff2')]: {
        file: 'assets/atkinson-hyperlegible-next-latin-wght-normal-Ab1.woff2',
      },
      [fontSource('atkinson-hyperlegible-next-latin-ext-wght-normal.woff2')]: {
        file: 'assets/atkinson-hyperlegible-next-latin-ext-wght-normal-Cd2.woff2',
      },
      [fontSource('atkinson-hyperlegible-next-latin-wght-italic.woff2')]: {
        file: 'assets/atkinson-hyperlegible-next-latin-wght-italic-Ef3.woff2',
      },
    };
    expect(fontPreloads(manifest)).toEqual([
      { href: '/assets/atkinson-hyperlegible-next-latin-wght-normal-Ab1.woff2', subset: 'latin' },
      { href: '/assets/atkinson-hyperlegible-next-latin-ext-wght-normal-Cd2.woff2', subset: 'latin-ext' },
    ]);
  });

  it('preloads nothing a build does not have', () => {
    expect(fontPreloads({ 'src/entry-client.tsx': { file: 'assets/entry-client-1.js' } })).toEqual([]);
  });
});
