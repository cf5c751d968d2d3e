import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { getShopByCode, localShopDomains, shops } from '@lumen/domain';
import type { ShopCode, ShopIdentity } from '@lumen/domain';
import { createSitemapStore, shopSitemapsXml, sitemapFiles } from './shop-sitemaps.ts';
import type { LoadSitemapData } from './shop-sitemaps.ts';
import type { ShopSitemapData } from './sitemap-pages.ts';
import { createSitemapRouter } from './sitemap-router.ts';

const domains = localShopDomains(3000);
const deDe = getShopByCode('de-de');

/** A shop with `count` products, a category, a content page and a branch. */
function shopData(shop: ShopIdentity, count = 5): ShopSitemapData {
  return {
    shop,
    categories: [{ id: 1, path: ['brillen'] }],
    products: Array.from({ length: count }, (_, index) => ({
      id: 1000 + index,
      name: `Brille ${index}`,
      updatedAt: `2026-11-${String(10 + (index % 10)).padStart(2, '0')}T08:00:00.000Z`,
    })),
    contentPages: [{ key: 'datenschutz', path: '/datenschutz/', lastmod: '2026-06-16T07:30:00.000Z' }],
    branches: shop.country === 'DE' ? [{ id: '1101', citySlug: 'berlin', countySlug: 'berlin' }] : [],
  };
}

const allShops = (count?: number) =>
  new Map<ShopCode, ShopSitemapData>(shops.map((shop) => [shop.code, shopData(shop, count)]));

describe('a shop’s sitemap files', () => {
  it('are pages, categories, products in numbered files of the page size, branches', () => {
    const files = sitemapFiles(deDe, allShops(5), domains, 2);
    expect(files.map((file) => [file.name, file.urls.length])).toEqual([
      ['pages', 8],
      ['categories', 1],
      ['products-1', 2],
      ['products-2', 2],
      ['products-3', 1],
      ['branches', 2],
    ]);
  });

  it('leave out a section the shop has nothing in (no branches in it-it here)', () => {
    const names = sitemapFiles(getShopByCode('it-it'), allShops(5), domains).map((file) => file.name);
    expect(names).toEqual(['pages', 'categories', 'products-1']);
  });

  it('are named by the index at the shop’s own origin, each with its latest change', () => {
    const { index, files } = shopSitemapsXml(
      sitemapFiles(deDe, allShops(3), domains, 2),
      'http://de-de.localhost:3000',
    );
    expect(index).toContain(
      '<sitemap><loc>http://de-de.localhost:3000/sitemaps/products-1.xml</loc><lastmod>2026-11-11T08:00:00.000Z</lastmod></sitemap>',
    );
    expect(index).toContain(
      '<sitemap><loc>http://de-de.localhost:3000/sitemaps/categories.xml</loc></sitemap>',
    );
    expect([...files.keys()]).toEqual(['pages', 'categories', 'products-1', 'products-2', 'branches']);
    expect(files.get('products-2')).toContain('<loc>http://de-de.localhost:3000/p/brille-2-1002/</loc>');
  });
});

/** A loader counting its calls per shop; `fail` makes the next calls fail. */
function countingLoader() {
  const loads: ShopCode[] = [];
  let fail = false;
  const load: LoadSitemapData = async (shop) => {
    loads.push(shop.code);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('The api is down');
    return shopData(shop);
  };
  return { load, loads, failNext: (value: boolean) => (fail = value) };
}

describe('the sitemap store generates once and answers from memory for a while', () => {
  it('reads every shop once for all shops’ sitemaps, also when asked at once', async () => {
    const { load, loads } = countingLoader();
    const store = createSitemapStore({ shopDomains: domains, apiBase: 'http://api', load });
    const [first, again] = await Promise.all([store.sitemapsOf(deDe), store.sitemapsOf(deDe)]);
    expect(again).toBe(first);
    await store.sitemapsOf(getShopByCode('pl-pl'));
    expect(loads.sort()).toEqual(shops.map((shop) => shop.code).sort());
  });

  it('generates again once its lifetime is over', async () => {
    const { load, loads } = countingLoader();
    let now = 0;
    const store = createSitemapStore({
      shopDomains: domains,
      apiBase: 'http://api',
      load,
      lifetimeMs: 1000,
      now: () => now,
    });
    const first = await store.sitemapsOf(deDe);
    now = 999;
    expect(await store.sitemapsOf(deDe)).toBe(first);
    now = 1000;
    expect(await store.sitemapsOf(deDe)).not.toBe(first);
    expect(loads).toHaveLength(2 * shops.length);
  });

  it('forgets a failure, so the next request tries again', async () => {
    const loader = countingLoader();
    const store = createSitemapStore({ shopDomains: domains, apiBase: 'http://api', load: loader.load });
    loader.failNext(true);
    await expect(store.sitemapsOf(deDe)).rejects.toThrow('The api is down');
    loader.failNext(false);
    await expect(store.sitemapsOf(deDe)).resolves.toHaveProperty('index');
  });
});

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function serve(load: LoadSitemapData): Promise<number> {
  const app = express();
  app.use(createSitemapRouter({ shopDomains: domains, apiBase: 'http://api', load }));
  app.use((_req, res) => res.status(404).send('page handler'));
  server = app.listen(0);
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** A GET with the shop's Host header (fetch may not set it). */
function get(port: number, path: string, host: string) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ port, path, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
        );
      })
      .on('error', reject);
  });
}

describe('the sitemap router answers at each shop’s own host', () => {
  it('serves robots.txt, the index and the sitemaps it names; other files go on to the page handler', async () => {
    const { load } = countingLoader();
    const port = await serve(load);
    const robots = await get(port, '/robots.txt', 'pl-pl.localhost:3000');
    expect(robots).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
    expect(robots.body).toContain('Sitemap: http://pl-pl.localhost:3000/sitemap.xml');

    const index = await get(port, '/sitemap.xml', 'pl-pl.localhost:3000');
    expect(index).toMatchObject({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(index.body).toContain('<loc>http://pl-pl.localhost:3000/sitemaps/products-1.xml</loc>');

    const products = await get(port, '/sitemaps/products-1.xml', 'pl-pl.localhost:3000');
    expect(products).toMatchObject({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(products.body).toContain('<loc>http://pl-pl.localhost:3000/p/brille-0-1000/</loc>');

    for (const path of [
      '/sitemaps/products-2.xml',
      '/sitemaps/branches.xml',
      '/sitemaps/../sitemap.xml',
      '/sitemaps/x.txt',
    ]) {
      expect((await get(port, path, 'pl-pl.localhost:3000')).body, path).toBe('page handler');
    }
  });

  it('hands a generation that failed to the app’s error handler', async () => {
    const port = await serve(() => Promise.reject(new Error('The api is down')));
    expect((await get(port, '/sitemap.xml', 'de-de.localhost:3000')).status).toBe(500);
  });
});
