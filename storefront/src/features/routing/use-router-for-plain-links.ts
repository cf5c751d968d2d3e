import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isPlainClick, ownWindowAnchorOf } from './plain-link-click.ts';

/**
 * Links that design-system parts and content blocks render as plain anchors (menus, CMS calls to
 * action) are followed by the router like its own links: no full page load, and the address goes
 * through the shop's path rewrite. Links to other sites, new tabs, downloads, modified clicks and
 * jumps within the page are left to the browser.
 */
export function useRouterForPlainLinks() {
  const router = useRouter();
  useEffect(() => {
    function followWithRouter(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const anchor = ownWindowAnchorOf(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash !== '') return;
      event.preventDefault();
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    }
    document.addEventListener('click', followWithRouter);
    return () => document.removeEventListener('click', followWithRouter);
  }, [router]);
}
