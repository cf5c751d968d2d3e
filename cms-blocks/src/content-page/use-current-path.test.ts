import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './use-current-path.ts';

describe('§2 routes end with a slash: the side navigation marks the page the shopper is on', () => {
  it.for([
    ['/service/gebrauchsanweisungen/', '/service/gebrauchsanweisungen/', true],
    ['/service/gebrauchsanweisungen/', '/service/gebrauchsanweisungen', true],
    ['/service/gebrauchsanweisungen/#pflege', '/service/gebrauchsanweisungen/', true],
    ['/brillen/?brand=1', '/brillen/', true],
    ['/service/gebrauchsanweisungen/kontaktlinsen/', '/service/gebrauchsanweisungen/', false],
    ['/service/', '/service/gebrauchsanweisungen/', false],
    ['https://www.lumen-optik.de/service/', '/service/', false],
    ['mailto:service@lumen-optik.de', '/', false],
    ['/service/', undefined, false],
  ] as const)('%s on %s: %s', ([href, path, current]) => {
    expect(isCurrentPage(href, path)).toBe(current);
  });
});
