import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import { resolveShopFromHost } from '@lumen/domain';
import { robotsTxt } from './robots-txt.ts';
import { createSitemapStore, sitemapLifetimeMs } from './shop-sitemaps.ts';
import type { SitemapStoreOptions } from './shop-sitemaps.ts';
import { originOfDomain } from '@lumen/domain';

export type SitemapRouterOptions = SitemapStoreOptions;

/** `products-1.xml` → `products-1`; anything else is no sitemap file. */
const sitemapFilePattern = /^([a-z]+(?:-\d+)?)\.xml$/;

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemaps/{name}.xml` of the shop the request's
 * host names, each at that shop's own origin. Mounted before the page handler's catch-all; a
 * sitemap file the shop does not have goes on to it (the 404 page).
 */
export function createSitemapRouter(options: SitemapRouterOptions): Router {
  const store = createSitemapStore(options);
  const maxAge = Math.floor((options.lifetimeMs ?? sitemapLifetimeMs) / 1000);
  const router = express.Router();
  const shopOf = (req: Request) => resolveShopFromHost(req.get('host'), options.shopDomains);

  router.get('/robots.txt', (req, res) => {
    const shop = shopOf(req);
    res
      .type('text/plain; charset=utf-8')
      .set('cache-control', `public, max-age=${maxAge}`)
      .send(robotsTxt(shop, originOfDomain(options.shopDomains[shop.code])));
  });

  const sendXml = (res: Response, xml: string) =>
    res.type('application/xml; charset=utf-8').set('cache-control', `public, max-age=${maxAge}`).send(xml);

  router.get('/sitemap.xml', async (req: Request, res: Response, next: NextFunction) => {
    try {
      sendXml(res, (await store.sitemapsOf(shopOf(req), req.ip)).index);
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/:file', async (req: Request, res: Response, next: NextFunction) => {
    const name = sitemapFilePattern.exec(String(req.params.file))?.[1];
    if (name === undefined) {
      next();
      return;
    }
    try {
      const xml = (await store.sitemapsOf(shopOf(req), req.ip)).files.get(name);
      if (xml === undefined) next();
      else sendXml(res, xml);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
