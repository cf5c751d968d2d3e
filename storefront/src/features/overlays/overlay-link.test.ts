import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { overlayOfLink } from './overlay-link.ts';

const productPage = 'http://de-de.localhost:3157/p/ray-ban-aviator-gold-123456/';
const shipping = { group: 'service', slug: 'versand', contentSlug: 'overlays/service/versand' };

// §2 `/overlays/{group}/{slug}/` is an overlay page, the same path in every shop.
describe('overlayOfLink: is a link an overlay page of this shop? (§2)', () => {
  it.each<[string, ShopCode, string, string, ReturnType<typeof overlayOfLink>]>([
    ['a root-relative path', 'de-de', productPage, '/overlays/service/versand/', shipping],
    [
      'an absolute URL of the same origin',
      'de-de',
      productPage,
      'http://de-de.localhost:3157/overlays/service/versand/',
      shipping,
    ],
    [
      'a path relative to the page',
      'de-de',
      productPage,
      '../../overlays/rx/pupillendistanz/',
      { group: 'rx', slug: 'pupillendistanz', contentSlug: 'overlays/rx/pupillendistanz' },
    ],
    [
      'a path relative to the homepage',
      'de-de',
      'http://de-de.localhost:3157/',
      'overlays/service/versand/',
      shipping,
    ],
    ['a query', 'de-de', productPage, '/overlays/service/versand/?ref=footer', shipping],
    ['a hash', 'de-de', productPage, '/overlays/service/versand/#kosten', shipping],
    [
      'no trailing slash (the server answers 301 to it)',
      'de-de',
      productPage,
      '/overlays/service/versand',
      shipping,
    ],
    [
      'the French Swiss shop, whose overlay path is the German one',
      'fr-ch',
      'http://fr-ch.localhost:3157/succursales/',
      '/overlays/service/versand/',
      shipping,
    ],
    [
      'another overlay, from an overlay page',
      'it-it',
      'http://it-it.localhost:3157/overlays/service/versand/',
      '/overlays/service/rueckgabe/',
      { group: 'service', slug: 'rueckgabe', contentSlug: 'overlays/service/rueckgabe' },
    ],
  ])('%s is one (%s)', (_case, code, pageUrl, href, expected) => {
    expect(overlayOfLink(href, pageUrl, getShopByCode(code))).toEqual(expected);
  });

  it.each<[string, ShopCode, string, string]>([
    ['another shop’s host', 'de-de', productPage, 'http://fr-ch.localhost:3157/overlays/service/versand/'],
    [
      'another shop’s host, protocol-relative',
      'de-de',
      productPage,
      '//fr-ch.localhost:3157/overlays/service/versand/',
    ],
    ['another site', 'de-de', productPage, 'https://example.com/overlays/service/versand/'],
    [
      'another scheme of the same host',
      'de-de',
      productPage,
      'https://de-de.localhost:3157/overlays/service/versand/',
    ],
    [
      'another port of the same host',
      'de-de',
      productPage,
      'http://de-de.localhost:3000/overlays/service/versand/',
    ],
    [
      'the overlay page the shopper is on',
      'de-de',
      'http://de-de.localhost:3157/overlays/service/versand/',
      '#kosten',
    ],
    [
      'the overlay page the shopper is on, written out',
      'de-de',
      'http://de-de.localhost:3157/overlays/service/versand/',
      '/overlays/service/versand/?ref=footer',
    ],
    ['the overlay group alone', 'de-de', productPage, '/overlays/service/'],
    ['a path below an overlay', 'de-de', productPage, '/overlays/service/versand/mehr/'],
    ['an overlay path in capitals', 'de-de', productPage, '/overlays/Service/Versand/'],
    ['a category', 'de-de', productPage, '/brillen/sonnenbrillen/'],
    ['the homepage', 'de-de', productPage, '/'],
    ['the order status page', 'de-de', productPage, '/service/auftragsstatus/'],
    ['a translated service page', 'pl-pl', 'http://pl-pl.localhost:3157/', '/uslugi/status/'],
    ['the catch-all’s internal prefix', 'de-de', productPage, '/page/overlays/service/versand/'],
    ['a jump within the page', 'de-de', productPage, '#details'],
    ['an e-mail address', 'de-de', productPage, 'mailto:service@lumen-optik.de'],
    ['a phone number', 'de-de', productPage, 'tel:+4940123456'],
    ['a script', 'de-de', productPage, 'javascript:void(0)'],
    ['a malformed URL', 'de-de', productPage, 'http://['],
  ])('%s is none (%s)', (_case, code, pageUrl, href) => {
    expect(overlayOfLink(href, pageUrl, getShopByCode(code))).toBeUndefined();
  });
});
