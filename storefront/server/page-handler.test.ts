import { describe, expect, it } from 'vitest';
import { isFileName, trailingSlashRedirect } from './page-handler.ts';

describe('§2 paths the page handler answers before rendering', () => {
  it.each([
    ['/brillen', '/brillen/'],
    ['/brillen?page=2&sort=new', '/brillen/?page=2&sort=new'],
    ['/brillen/', undefined],
    ['/', undefined],
    ['/robots.txt', undefined],
    ['/assets/entry-client-1a2b.js', undefined],
    // Never a protocol-relative redirect to another host.
    ['//evil.example', undefined],
  ])('trailing slash of %s → %s', (url, redirect) => {
    expect(trailingSlashRedirect(url)).toBe(redirect);
  });

  it.each([
    ['/assets/entry-client-1a2b.js', true],
    ['/assets/entry-client-1a2b.css', true],
    ['/favicon.ico', true],
    ['/brillen/', false],
    ['/p/ray-ban-rb2140-1234/', false],
    ['/', false],
  ])('%s is a file name: %s (a missing file is a plain 404, never a page)', (path, file) => {
    expect(isFileName(path)).toBe(file);
  });
});
