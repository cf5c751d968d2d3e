import { describe, expect, it } from 'vitest';
import { localShopDomains, originOfDomain, parseShopDomains, resolveShopFromHost } from './shop-domains.ts';

const local = localShopDomains(3000);

describe('choosing the shop by host (ARCHITECTURE "Shops and locales")', () => {
  it.each([
    ['de-de.localhost:3000', 'de-de'],
    ['fr-ch.localhost:3000', 'fr-ch'],
    ['it-ch.localhost:3000', 'it-ch'],
    ['cs-cz.localhost:3000', 'cs-cz'],
    ['PL-PL.LOCALHOST:3000', 'pl-pl'],
    ['de-it.localhost:3000.', 'de-it'],
    // A dev server on another port still finds its shop by name.
    ['fr-ch.localhost:5173', 'fr-ch'],
    ['localhost:3000', 'de-de'],
    ['localhost', 'de-de'],
    ['127.0.0.1:3000', 'de-de'],
    ['[::1]:3000', 'de-de'],
    ['unknown.example', 'de-de'],
    [undefined, 'de-de'],
    ['', 'de-de'],
  ])('host %s serves %s', (host, code) => {
    expect(resolveShopFromHost(host, local).code).toBe(code);
  });

  it('gives each shop its own local host on the chosen port', () => {
    expect(local['de-de']).toBe('de-de.localhost:3000');
    expect(local['cs-cz']).toBe('cs-cz.localhost:3000');
    expect(Object.keys(local)).toHaveLength(9);
  });

  it('reads a deployment domain map and keeps local hosts for shops it leaves out', () => {
    const domains = parseShopDomains('de-de=www.lumen-optik.de, fr-ch = fr.lumen-optik.ch', 3000);
    expect(domains['de-de']).toBe('www.lumen-optik.de');
    expect(domains['fr-ch']).toBe('fr.lumen-optik.ch');
    expect(domains['pl-pl']).toBe('pl-pl.localhost:3000');
    expect(resolveShopFromHost('fr.lumen-optik.ch', domains).code).toBe('fr-ch');
    expect(resolveShopFromHost('www.lumen-optik.de', domains).code).toBe('de-de');
  });

  it.each(['en-gb=www.example.co.uk', 'de-de', 'de-de=', 'de-de=a=b', 'de-de=evil.example/path'])(
    'refuses the malformed domain map entry %s',
    (value) => {
      expect(() => parseShopDomains(value, 3000)).toThrow(/SHOP_DOMAINS/);
    },
  );
});

describe('originOfDomain: local shops over http, deployments over https (§9 canonical and hreflang)', () => {
  it.each([
    ['de-de.localhost:3000', 'http://de-de.localhost:3000'],
    ['localhost:3100', 'http://localhost:3100'],
    ['FR-CH.LOCALHOST:3000', 'http://FR-CH.LOCALHOST:3000'],
    ['www.lumen-optik.de', 'https://www.lumen-optik.de'],
    ['shop.example.ch:8443', 'https://shop.example.ch:8443'],
    // A host that only starts like a local one is a deployment.
    ['localhost.example.com', 'https://localhost.example.com'],
  ])('%s → %s', (domain, origin) => {
    expect(originOfDomain(domain)).toBe(origin);
  });
});
