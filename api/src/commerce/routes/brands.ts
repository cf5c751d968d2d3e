import type { Brand, BrandsEndpointResponseData } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { BrandRow } from '../catalog/catalog-rows.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { pageOf, pageQueryShape } from '../catalog/project-page.ts';
import { wireTimestamp } from '../catalog/project-timestamp.ts';
import { isInShop } from '../catalog/shop-context.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const BrandsQuerySchema = z.object({ ...pageQueryShape, shopId: z.string().optional() }).strict();
const BrandByIdQuerySchema = z.object({ shopId: z.string().optional() }).strict();
const BrandIdSchema = z.object({
  brandId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a brand id')
    .transform(Number),
});

// The brands table keeps no dates of its own: a brand is as old as its first product.
const noProductsYet = '2024-01-01T00:00:00.000Z';

interface BrandDates {
  createdAt: string;
  updatedAt: string;
}

// One pass over the products, remembered per catalogue (a reload brings a new one).
const datesByCatalog = new WeakMap<Catalog, Map<number, BrandDates>>();

function brandDates(catalog: Catalog, brandId: number): BrandDates {
  let dates = datesByCatalog.get(catalog);
  if (!dates) {
    dates = new Map();
    for (const product of catalog.products.values()) {
      const known = dates.get(product.brandId);
      dates.set(product.brandId, {
        createdAt: known && known.createdAt < product.createdAt ? known.createdAt : product.createdAt,
        updatedAt: known && known.updatedAt > product.updatedAt ? known.updatedAt : product.updatedAt,
      });
    }
    datesByCatalog.set(catalog, dates);
  }
  return dates.get(brandId) ?? { createdAt: noProductsYet, updatedAt: noProductsYet };
}

/**
 * A brand as the Storefront API's `Brand`. The catalogue has no brand groups; logos live on the
 * image host under the brand's slug.
 */
function projectBrand(catalog: Catalog, brand: BrandRow): Brand {
  const dates = brandDates(catalog, brand.id);
  return {
    id: brand.id,
    slug: brand.slug,
    name: brand.name,
    group: '',
    isActive: true,
    logoHash: `brands/${brand.slug}`,
    createdAt: wireTimestamp(dates.createdAt),
    updatedAt: wireTimestamp(dates.updatedAt),
  };
}

/** GET brands (paged, by id) and brands/{id} (§7): the brands the shop sells. */
export function brandRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/brands', (req, res) => {
    const { page, perPage } = parseRequestPart(BrandsQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const brands = [...catalog.brands.values()]
      .filter((brand) => isInShop(brand, shop))
      .sort((a, b) => a.id - b.id)
      .map((brand) => projectBrand(catalog, brand));
    const answer: BrandsEndpointResponseData = pageOf(brands, page, perPage);
    res.json(answer);
  });

  router.get('/brands/:brandId', (req, res) => {
    const { brandId } = parseRequestPart(BrandIdSchema, req.params, 'path');
    parseRequestPart(BrandByIdQuerySchema, req.query, 'query');
    const catalog = deps.store.catalog;
    const brand = catalog.brands.get(brandId);
    if (!brand || !isInShop(brand, shopOf(res)))
      throw new CommerceFailure('not_found', `Brand ${brandId} not found`);
    const answer: Brand = projectBrand(catalog, brand);
    res.json(answer);
  });

  return router;
}
