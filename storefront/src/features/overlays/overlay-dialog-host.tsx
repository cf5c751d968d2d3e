import { CatchBoundary, useRouteContext, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { isPlainClick, ownWindowAnchorOf } from '../routing/plain-link-click.ts';
import { overlayOfLink } from './overlay-link.ts';
import type { OverlayLink } from './overlay-link.ts';

// The sheet is code the start page does not need: it loads when a shopper first points at, focuses
// or opens an overlay link.
const loadOverlaySheet = () => import('./overlay-sheet.tsx');
const OverlaySheet = lazy(async () => ({ default: (await loadOverlaySheet()).OverlaySheet }));

interface OpenedOverlay {
  link: OverlayLink;
  href: string;
  /** The link that opened it, which takes the focus back on closing. */
  opener: HTMLAnchorElement;
  openerLabel: string;
}

/** The anchor an event happened in, when it leads to an overlay page of this shop in this window. */
function overlayAnchorOf(event: Event, shop: RouterContext['shop']) {
  const anchor = ownWindowAnchorOf(event);
  if (!anchor) return undefined;
  const link = overlayOfLink(anchor.href, window.location.href, shop);
  return link && { anchor, link };
}

/** What a screen reader would call the link, near enough for a title while the story loads. */
function labelOf(anchor: HTMLAnchorElement): string {
  return (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * §2 overlay dialogs: a plain click on a link to an overlay page of this shop (`/overlays/{group}/
 * {slug}/`), wherever it is (a `ShopLink`, the footer, CMS rich text, a plain anchor), opens the
 * overlay's story in a sheet over the page instead of leaving it; the address does not change.
 * Closing it (Escape, backdrop, close button) puts the focus back on the link. Modified and
 * middle clicks, links to a new tab and direct loads keep the full overlay page. Mounted once, in
 * the root document.
 */
export function OverlayDialogHost() {
  const { t } = useTranslation();
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState<OpenedOverlay>();
  const [open, setOpenState] = useState(false);
  // The listeners below read it without being added again on every opening and closing.
  const openRef = useRef(false);
  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);
  // A sheet closed because the shopper went to another page leaves the focus to that page.
  const returnFocus = useRef(true);

  useEffect(() => {
    function prepare(event: Event) {
      const found = overlayAnchorOf(event, shop);
      if (!found) return;
      void loadOverlaySheet();
      void queryClient.prefetchQuery(cmsStoryQuery(rpc, found.link.contentSlug));
    }

    // In the capture phase on window, before the router's links and `useRouterForPlainLinks` follow
    // the link: they leave a click alone whose default is prevented.
    function openInstead(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const found = overlayAnchorOf(event, shop);
      if (!found) return;
      event.preventDefault();
      const { anchor, link } = found;
      setOverlay((current) => ({
        link,
        href: anchor.href,
        // A link inside the open sheet swaps its content; the focus still goes back to the first link.
        opener: openRef.current && current ? current.opener : anchor,
        openerLabel: labelOf(anchor) || t('overlay.title'),
      }));
      returnFocus.current = true;
      setOpen(true);
    }

    window.addEventListener('click', openInstead, { capture: true });
    document.addEventListener('pointerover', prepare);
    document.addEventListener('focusin', prepare);
    const stopWatchingNavigation = router.subscribe('onBeforeNavigate', () => {
      if (!openRef.current) return;
      returnFocus.current = false;
      setOpen(false);
    });
    return () => {
      window.removeEventListener('click', openInstead, { capture: true });
      document.removeEventListener('pointerover', prepare);
      document.removeEventListener('focusin', prepare);
      stopWatchingNavigation();
    };
  }, [queryClient, router, rpc, setOpen, shop, t]);

  if (!overlay) return null;
  return (
    // Should the sheet's code fail to load (a new build replaced it), the link is followed after all.
    <CatchBoundary getResetKey={() => overlay.href} errorComponent={() => <FollowLink href={overlay.href} />}>
      <Suspense fallback={null}>
        <OverlaySheet
          link={overlay.link}
          openerLabel={overlay.openerLabel}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current && overlay.opener.isConnected) overlay.opener.focus();
          }}
        />
      </Suspense>
    </CatchBoundary>
  );
}

function FollowLink({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return null;
}
