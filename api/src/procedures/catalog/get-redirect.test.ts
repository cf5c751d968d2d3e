import { RedirectSchema, getShopByCode, shops } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

/*
 * §7 "Redirect lookup by path returns a redirect; absolute URLs cause a full page load": getRedirect
 * over HTTP, through the unmodified SDK's `redirects.post`, against the seeded commerce backend.
 */

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
});
afterAll(async () => {
  await procedures?.close();
});

const lookUp = (code: ShopCode, path: string) =>
  procedures.call('getRedirect', { path }, getShopByCode(code).shopId);

/** Per shop, the seeded redirect to one of its routes and the one to another site (e2e uses them). */
const seeded: Record<ShopCode, { relative: [string, string]; absolute: [string, string] }> = {
  'de-de': {
    relative: ['/sonnenbrille/', '/brillen/sonnenbrillen/'],
    absolute: ['/termin/', 'https://termine.lumen-optik.example/de-de/'],
  },
  'de-at': {
    relative: ['/sonnenbrille/', '/brillen/sonnenbrillen/'],
    absolute: ['/termin/', 'https://termine.lumen-optik.example/de-at/'],
  },
  'de-ch': {
    relative: ['/sonnenbrille/', '/brillen/sonnenbrillen/'],
    absolute: ['/termin/', 'https://termine.lumen-optik.example/de-ch/'],
  },
  'fr-ch': {
    relative: ['/lunettes-soleil/', '/lunettes/lunettes-de-soleil/'],
    absolute: ['/rendez-vous/', 'https://termine.lumen-optik.example/fr-ch/'],
  },
  'it-ch': {
    relative: ['/occhiali-sole/', '/occhiali/occhiali-da-sole/'],
    absolute: ['/appuntamento/', 'https://termine.lumen-optik.example/it-ch/'],
  },
  'it-it': {
    relative: ['/occhiali-sole/', '/occhiali/occhiali-da-sole/'],
    absolute: ['/appuntamento/', 'https://termine.lumen-optik.example/it-it/'],
  },
  'de-it': {
    relative: ['/sonnenbrille/', '/brillen/sonnenbrillen/'],
    absolute: ['/termin/', 'https://termine.lumen-optik.example/de-it/'],
  },
  'pl-pl': {
    relative: ['/okulary-sloneczne/', '/okulary/okulary-przeciwsloneczne/'],
    absolute: ['/wizyta/', 'https://termine.lumen-optik.example/pl-pl/'],
  },
  'cs-cz': {
    relative: ['/bryle-slunecni/', '/bryle/slunecni-bryle/'],
    absolute: ['/objednani/', 'https://termine.lumen-optik.example/cs-cz/'],
  },
};

describe('§7 getRedirect: a shop’s old address leads to its new one', () => {
  it('covers every shop', () => {
    expect(Object.keys(seeded).sort()).toEqual(shops.map((shop) => shop.code).sort());
  });

  it.each(shops.map((shop) => ({ code: shop.code })))(
    '$code: a redirect to a route of the shop and one to another site',
    async ({ code }) => {
      const { relative, absolute } = seeded[code];
      const toRoute = await lookUp(code, relative[0]);
      expect(toRoute).toMatchObject({ source: relative[0], target: relative[1], statusCode: 301 });
      const toSite = await lookUp(code, absolute[0]);
      expect(toSite).toMatchObject({ source: absolute[0], target: absolute[1], statusCode: 301 });
      // The Redirect entity of the backend's own rows, ids included.
      const rows = procedures.expected
        .redirectsOf(getShopByCode(code))
        .map(({ id, source, target, statusCode }) => ({ id, source, target, statusCode }));
      expect(rows).toContainEqual(RedirectSchema.parse(toRoute));
      expect(rows).toContainEqual(RedirectSchema.parse(toSite));
    },
  );

  it.each([
    // shop, path, the redirect's target (null: no redirect, §7 the backend's 404 is ignored)
    ['de-de', '/sonnenbrille', '/brillen/sonnenbrillen/'],
    ['de-de', '/filialfinder/', '/niederlassungen/'],
    ['de-de', '/hoertest/', 'https://hoeren.lumen-optik.de/hoertest/'],
    ['de-at', '/hoertest', 'https://hoeren.lumen-optik.at/hoertest/'],
    ['fr-ch', '/magasins/', '/succursales/'],
    ['pl-pl', '/sklepy/', '/salony/'],
    ['de-de', '/gibt-es-nicht/', null],
    ['de-de', '/', null],
    ['de-de', '/brillen/sonnenbrillen/', null],
    ['de-de', '/sonnenbrille/mehr/', null],
    ['de-de', '/SONNENBRILLE/', null],
    // Another shop's old address is not this shop's.
    ['de-ch', '/hoertest/', null],
    ['de-de', '/wizyta/', null],
    ['fr-ch', '/sonnenbrille/', null],
  ] as const)('%s %s → %s', async (code, path, target) => {
    const redirect = await lookUp(code, path);
    if (target === null) expect(redirect).toBeNull();
    else expect(redirect?.target).toBe(target);
  });
});

describe('§7 getRedirect refuses what is not a path of the shop’s site (400 naming it)', () => {
  it.each([
    ['no path', {}],
    ['a path without the leading slash', { path: 'sonnenbrille/' }],
    ['another site', { path: '//evil.example/sonnenbrille/' }],
    ['an absolute URL', { path: 'https://www.lumen-optik.de/sonnenbrille/' }],
    ['a query string', { path: '/sonnenbrille/?utm_source=mail' }],
    ['a backslash', { path: '/\\evil.example/' }],
    ['a path that is too long', { path: `/${'a'.repeat(1024)}` }],
    ['another field', { path: '/sonnenbrille/', url: '/x' }],
  ])('%s', async (_case, payload) => {
    const failure = await procedures.fail('getRedirect', payload);
    expect(failure.status).toBe(400);
    expect(failure.error.code).toBe('VALIDATION_FAILED');
    expect(failure.error.details?.map((detail) => detail.field).join(' ')).toMatch(/payload/);
  });
});
