import { allowsPreload, maxConcurrentPreloads } from '@lumen/domain';
import type { NetworkHints } from '@lumen/domain';
import type { AppRouter } from '../../router.tsx';

/**
 * §9: at most 4 route preloads at a time, none at all with Save-Data or on a 2g connection.
 * A preload is a hint: one beyond the limit is dropped rather than queued, since by the time a
 * queue reached it the pointer has long moved on.
 */
export function limitPreloads(router: AppRouter, network: NetworkHints | undefined) {
  const preloadRoute = router.preloadRoute.bind(router);
  let running = 0;
  router.preloadRoute = (async (options) => {
    if (!allowsPreload(network) || running >= maxConcurrentPreloads) return undefined;
    running += 1;
    try {
      return await preloadRoute(options);
    } finally {
      running -= 1;
    }
  }) as typeof router.preloadRoute;
}
