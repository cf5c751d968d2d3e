import { CatchBoundary, useRouteContext } from '@tanstack/react-router';
import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Sheet,
  SheetBody,
  SheetContent,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from '@lumen/design-system';
import type { CmsStory } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { CmsStoryView } from '../cms/cms-story-page.tsx';
import { BlockConsentBridge } from '../consent/block-consent-bridge.tsx';
import type { OverlayLink } from './overlay-link.ts';
import { overlayTitle } from './overlay-title.ts';

/** Props of `OverlaySheet`: the overlay to show and the open state its host keeps. */
export interface OverlaySheetProps {
  link: OverlayLink;
  /** The text of the link that opened it: the sheet's title until the story brings its name. */
  openerLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing: the sheet has no trigger of its own for Radix to return to. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * An overlay page's CMS story in a sheet from the right (§2 overlay dialogs), over the page the
 * shopper is on: its title (`overlayTitle`) as the sheet's, its blocks through the same renderer
 * as the full page.
 * Loaded only when a shopper first points at or opens an overlay link (`OverlayDialogHost`).
 */
export function OverlaySheet({ link, openerLabel, open, onOpenChange, onCloseAutoFocus }: OverlaySheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('overlay.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        // Room for a paragraph of the page's text from sm up; the phone keeps the sheet's own width.
        className="sm:max-w-lg"
        data-overlay={link.contentSlug}
      >
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <CatchBoundary
              getResetKey={() => link.contentSlug}
              errorComponent={({ reset: retry }) => (
                <OverlayFailed
                  title={openerLabel}
                  onRetry={() => {
                    reset();
                    retry();
                  }}
                />
              )}
            >
              <Suspense fallback={<OverlayLoading title={openerLabel} />}>
                <OverlayStory link={link} fallbackTitle={openerLabel} />
              </Suspense>
            </CatchBoundary>
          )}
        </QueryErrorResetBoundary>
      </SheetContent>
    </Sheet>
  );
}

/*
 * A story that is not there (unpublished, renamed) says so in the sheet rather than sending the
 * shopper to the 404 page: they asked for a detail (shipping costs, a lens explained) while on a
 * product, in the basket or in checkout, and closing the sheet puts them back where they were,
 * with nothing they typed lost. The address itself still answers 404 for a new tab or a crawler.
 */
function OverlayStory({ link, fallbackTitle }: { link: OverlayLink; fallbackTitle: string }) {
  const { t } = useTranslation();
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, link.contentSlug));
  if (!data) {
    return (
      <OverlayMessage title={fallbackTitle}>
        <Alert kind="WARNING" description={t('overlay.notFound')} />
      </OverlayMessage>
    );
  }
  return (
    <>
      <OverlayHeader title={overlayTitle(data.story)} />
      {/* The page's blocks bring their own side padding. */}
      <SheetBody className="p-0">
        <BlockConsentBridge>
          <Suspense fallback={<OverlayBodySkeleton />}>
            <CmsStoryView story={storyInSheet(data.story)} />
          </Suspense>
        </BlockConsentBridge>
      </SheetBody>
    </>
  );
}

/**
 * The story as the sheet shows it: the sheet's title is the content page's title already, so its
 * h1 (the full page's heading) would say it twice, and be a second h1 over the page's own.
 */
function storyInSheet(story: CmsStory): CmsStory {
  return story.content.component === 'content_page'
    ? { ...story, content: { ...story.content, hide_title: true } }
    : story;
}

/** The title, lined up with the story's blocks, which bring their own side padding. */
function OverlayHeader({ title }: { title: string }) {
  return (
    <SheetHeader className="pl-4 md:pl-8">
      <SheetTitle>{title}</SheetTitle>
    </SheetHeader>
  );
}

function OverlayLoading({ title }: { title: string }) {
  return (
    <>
      <OverlayHeader title={title} />
      <SheetBody className="p-0">
        <OverlayBodySkeleton />
      </SheetBody>
    </>
  );
}

function OverlayBodySkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6 px-4 pt-8 md:px-8">
      <span className="sr-only">{t('overlay.loading')}</span>
      <Skeleton lines={3} />
      <Skeleton lines={4} />
    </div>
  );
}

function OverlayFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <OverlayMessage title={title}>
      <Alert
        kind="ERROR"
        description={t('overlay.failed')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('overlay.retry')}
          </Button>
        }
      />
    </OverlayMessage>
  );
}

function OverlayMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <OverlayHeader title={title} />
      <SheetBody className="px-4 pt-8 md:px-8">{children}</SheetBody>
    </>
  );
}
