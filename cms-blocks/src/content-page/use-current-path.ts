import { useSyncExternalStore } from 'react';

/** The Navigation API, which also tells of the router's pushState navigations; not in every browser yet. */
function navigationApi(): Navigation | undefined {
  return 'navigation' in window ? window.navigation : undefined;
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  navigationApi()?.addEventListener('currententrychange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    navigationApi()?.removeEventListener('currententrychange', onChange);
  };
}

/**
 * The path of the page the browser shows, read again whenever the component renders and on
 * history navigations; undefined on the server (and while hydrating), where nothing is marked.
 */
export function useCurrentPath(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => undefined,
  );
}

/** Whether a link's href is the page at `path`: same path, trailing slash or not; query and anchor ignored. */
export function isCurrentPage(href: string, path: string | undefined): boolean {
  if (path === undefined || !href.startsWith('/')) return false;
  const [hrefPath = ''] = href.split(/[?#]/, 1);
  const normalise = (value: string) => (value.endsWith('/') ? value : `${value}/`);
  return normalise(hrefPath) === normalise(path);
}
