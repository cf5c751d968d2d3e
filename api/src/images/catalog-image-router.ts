import type { Router } from 'express';
import type { Logger } from 'pino';
import type { CatalogStore } from '../commerce/catalog/catalog-store.ts';
import { createImageRouter } from './image-router.ts';
import type { ImageRenderLimits } from './image-router.ts';
import { imageSubjectsByHash } from './image-subject.ts';

/**
 * The image endpoint over the catalogue read model: image subjects follow the catalogue, so a
 * reload redraws changed products (the cache key holds the subject's fingerprint).
 */
export function catalogImageRouter(
  store: CatalogStore,
  cacheDir: string,
  logger: Logger,
  limits: Partial<ImageRenderLimits> = {},
): Router {
  let subjects = imageSubjectsByHash(store.catalog.rows.products, store.catalog.rows.brands);
  store.onReload((reloaded) => {
    subjects = imageSubjectsByHash(reloaded.rows.products, reloaded.rows.brands);
  });
  return createImageRouter({ resolve: (hash) => subjects.get(hash), cacheDir, logger, limits });
}
