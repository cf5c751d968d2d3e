import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  branchIdSessionKey,
  breakpointOfWidth,
  isStoreModeActive,
  mayReloadAfterChunkError,
  readBranchIdParam,
  viewportCookie,
} from '@lumen/domain';
import { searchEntries } from '../../routing/search-params.ts';
import { storeModeCookieString, storeModeOf } from '../store-mode/store-mode.ts';

const lastChunkReloadKey = 'lastChunkReloadAt';
/** How often the browser asks whether a new build went live (§7 builds/latest.json). */
const buildPollMs = 5 * 60_000;

declare const __BUILD_ID__: string;

function writeViewportCookie() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${viewportCookie.name}=${breakpointOfWidth(window.innerWidth)}; Max-Age=${viewportCookie.maxAgeSeconds}` +
    `; Path=${viewportCookie.path}; SameSite=${viewportCookie.sameSite}${secure}`;
}

/**
 * What the shop does in the browser besides rendering (§2, §7, §9): the viewport cookie, store mode
 * kept for the visit (its cookie) and a `branchId` kept in session storage, a reload after a failed chunk load (at most once in
 * 10 s), and a full page load on the next navigation once a new build is live.
 */
export function useClientBehaviour() {
  const router = useRouter();
  const search = useLocation({ select: (location) => location.search });

  useEffect(() => {
    const entries = searchEntries(search);
    if (isStoreModeActive(entries)) {
      const mode = storeModeOf(document.cookie, entries);
      document.cookie = storeModeCookieString(mode, window.location.protocol === 'https:');
    }
    const branchId = readBranchIdParam(entries);
    if (branchId !== undefined) sessionStorage.setItem(branchIdSessionKey, branchId);
  }, [search]);

  useEffect(() => {
    writeViewportCookie();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(writeViewportCookie, 250);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    // Vite announces a chunk (a route's code) that failed to load: the build changed under the page.
    const onPreloadError = (event: Event) => {
      const last = Number(sessionStorage.getItem(lastChunkReloadKey)) || undefined;
      if (!mayReloadAfterChunkError(Date.now(), last)) return;
      event.preventDefault();
      sessionStorage.setItem(lastChunkReloadKey, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  useEffect(() => {
    let stale = false;
    const poll = setInterval(() => {
      void fetch('/builds/latest.json', { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ buildId?: unknown }>) : undefined))
        .then((latest) => {
          if (typeof latest?.buildId === 'string' && latest.buildId !== __BUILD_ID__) stale = true;
        })
        .catch(() => undefined);
    }, buildPollMs);
    // A new build is live: the next navigation loads the page anew, with the new build's code.
    const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
      if (stale) window.location.assign(event.toLocation.publicHref);
    });
    return () => {
      clearInterval(poll);
      unsubscribe();
    };
  }, [router]);
}
