import { describe, expect, it } from 'vitest';
import { localShopDomains } from '../shops/shop-domains.ts';
import type { ShopDomains } from '../shops/shop-domains.ts';
import { hreflangAlternates, xDefaultShopCode } from './hreflang.ts';

const domains: ShopDomains = {
  'de-de': 'www.lumen-optik.de',
  'de-at': 'www.lumen-optik.at',
  'de-ch': 'de.lumen-optik.ch',
  'fr-ch': 'fr.lumen-optik.ch',
  'it-ch': 'it.lumen-optik.ch',
  'it-it': 'www.lumen-ottica.it',
  'de-it': 'de.lumen-ottica.it',
  'pl-pl': 'www.lumen-optyk.pl',
  'cs-cz': 'www.lumen-optik.cz',
};

describe('§2 hreflang alternates across the shops that have the page', () => {
  it('x-default is de-de', () => {
    expect(xDefaultShopCode).toBe('de-de');
  });

  it('gives the branch list in every shop with its translated prefix, then x-default', () => {
    expect(hreflangAlternates({ routeId: 'branch-list', domains })).toEqual([
      { hreflang: 'de-DE', href: 'https://www.lumen-optik.de/niederlassungen/' },
      { hreflang: 'de-AT', href: 'https://www.lumen-optik.at/niederlassungen/' },
      { hreflang: 'de-CH', href: 'https://de.lumen-optik.ch/niederlassungen/' },
      { hreflang: 'fr-CH', href: 'https://fr.lumen-optik.ch/succursales/' },
      { hreflang: 'it-CH', href: 'https://it.lumen-optik.ch/filiali/' },
      { hreflang: 'it-IT', href: 'https://www.lumen-ottica.it/filiali/' },
      { hreflang: 'de-IT', href: 'https://de.lumen-ottica.it/niederlassungen/' },
      { hreflang: 'pl-PL', href: 'https://www.lumen-optyk.pl/salony/' },
      { hreflang: 'cs-CZ', href: 'https://www.lumen-optik.cz/pobocky/' },
      { hreflang: 'x-default', href: 'https://www.lumen-optik.de/niederlassungen/' },
    ]);
  });

  it('gives a route only de-de and de-at have alternates only there', () => {
    expect(hreflangAlternates({ routeId: 'try-on-basket', domains })).toEqual([
      { hreflang: 'de-DE', href: 'https://www.lumen-optik.de/anprobeliste/' },
      { hreflang: 'de-AT', href: 'https://www.lumen-optik.at/anprobeliste/' },
      { hreflang: 'x-default', href: 'https://www.lumen-optik.de/anprobeliste/' },
    ]);
  });

  it('leaves out the shops without the page: no order status in cs-cz', () => {
    const alternates = hreflangAlternates({ routeId: 'order-status', domains });
    expect(alternates.map((alternate) => alternate.hreflang)).toEqual([
      'de-DE',
      'de-AT',
      'de-CH',
      'fr-CH',
      'it-CH',
      'it-IT',
      'de-IT',
      'pl-PL',
      'x-default',
    ]);
    expect(alternates[7]).toEqual({ hreflang: 'pl-PL', href: 'https://www.lumen-optyk.pl/uslugi/status/' });
  });

  it('shares params across shops when given once', () => {
    const alternates = hreflangAlternates({
      routeId: 'branch-detail',
      params: { city: 'zuerich', branchId: '501' },
      domains,
    });
    expect(alternates[3]).toEqual({
      hreflang: 'fr-CH',
      href: 'https://fr.lumen-optik.ch/succursales/zuerich/501/',
    });
    expect(alternates).toHaveLength(10);
  });

  it("takes each shop's own slug, and skips the shops that have no such page", () => {
    const slugs: Partial<Record<string, string>> = {
      'de-de': 'sonnenbrille-schwarz-7',
      'fr-ch': 'lunettes-de-soleil-noir-7',
    };
    const alternates = hreflangAlternates({
      routeId: 'product',
      params: (shop) => {
        const slug = slugs[shop.code];
        return slug === undefined ? undefined : { slug };
      },
      domains,
    });
    expect(alternates).toEqual([
      { hreflang: 'de-DE', href: 'https://www.lumen-optik.de/p/sonnenbrille-schwarz-7/' },
      { hreflang: 'fr-CH', href: 'https://fr.lumen-optik.ch/p/lunettes-de-soleil-noir-7/' },
      { hreflang: 'x-default', href: 'https://www.lumen-optik.de/p/sonnenbrille-schwarz-7/' },
    ]);
  });

  it('has no x-default when de-de lacks the page', () => {
    const alternates = hreflangAlternates({
      routeId: 'category',
      params: (shop) => (shop.code === 'pl-pl' ? { path: ['okulary'] } : undefined),
      domains,
    });
    expect(alternates).toEqual([{ hreflang: 'pl-PL', href: 'https://www.lumen-optyk.pl/okulary/' }]);
  });

  it('uses the local hosts and http when asked', () => {
    const alternates = hreflangAlternates({
      routeId: 'home',
      domains: localShopDomains(3000),
      scheme: 'http',
    });
    expect(alternates[0]).toEqual({ hreflang: 'de-DE', href: 'http://de-de.localhost:3000/' });
    expect(alternates[8]).toEqual({ hreflang: 'cs-CZ', href: 'http://cs-cz.localhost:3000/' });
    expect(alternates[9]).toEqual({ hreflang: 'x-default', href: 'http://de-de.localhost:3000/' });
  });
});
