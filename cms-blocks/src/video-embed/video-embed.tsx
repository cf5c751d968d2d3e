import { Button, cn } from '@lumen/design-system';
import { consentGroups } from '@lumen/domain';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { useGroupConsent } from './consent.tsx';
import type { VideoEmbedContent } from './video-embed.schema.ts';
import { videoEmbedUrl, videoProviderNames } from './video-source.ts';

/** Props of `VideoEmbed`: the parsed content (`VideoEmbedContentSchema`), editor and figure attributes. */
export type VideoEmbedProps = VideoEmbedContent &
  EditorAttributes &
  Omit<ComponentProps<'figure'>, keyof VideoEmbedContent | 'children'>;

/**
 * A YouTube or Vimeo video that loads nothing from the video host before marketing consent (§9
 * consent group C0004): until then it shows the CMS poster, what loading the video means and a
 * button that records the consent with the page's consent manager (`ConsentProvider`). Once the
 * consent is there, the player (YouTube's privacy-enhanced host, Vimeo's "do not track") takes
 * its place, named by the video's title; after the shopper's own click it starts playing and takes
 * the focus, so a keyboard user lands on it.
 */
export function VideoEmbed({ video, title, poster, className, ...props }: VideoEmbedProps) {
  const explanationId = useId();
  const titleId = useId();
  const t = useBlockTexts('videoEmbed');
  const consent = useGroupConsent(consentGroups.marketing);
  const [requested, setRequested] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  const provider = videoProviderNames[video.provider];

  useEffect(() => {
    if (consent.granted && requested) playerRef.current?.focus();
  }, [consent.granted, requested]);

  return (
    <figure
      aria-labelledby={titleId}
      data-slot="video-embed"
      data-provider={video.provider}
      data-consent={consent.granted ? 'granted' : 'pending'}
      className={cn('mx-auto w-full max-w-4xl px-4 py-6 md:px-8', className)}
      {...props}
    >
      {consent.granted ? (
        <iframe
          ref={playerRef}
          data-slot="video-embed-player"
          src={videoEmbedUrl(video, { autoplay: requested })}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video h-auto w-full rounded-lg border-0 bg-surface-inverted"
        />
      ) : (
        <div
          data-slot="video-embed-consent"
          className="relative grid min-h-56 place-items-center overflow-hidden rounded-lg bg-surface-inverted p-4 sm:aspect-video"
        >
          {poster && (
            // The poster stands in for the video the caption names: decorative.
            <img
              data-slot="video-embed-poster"
              src={poster.src}
              srcSet={poster.srcSet}
              alt=""
              width={poster.width}
              height={poster.height}
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
            />
          )}
          <div className="relative flex max-w-md flex-col items-center gap-4 rounded-md bg-surface p-5 text-center shadow-lg">
            <p id={explanationId} data-slot="video-embed-explanation" className="text-sm text-foreground">
              {t('explanation', { provider })}
            </p>
            <Button
              data-slot="video-embed-load"
              aria-describedby={explanationId}
              onClick={() => {
                setRequested(true);
                consent.grant();
              }}
            >
              {t('load')}
            </Button>
          </div>
        </div>
      )}
      <figcaption id={titleId} data-slot="video-embed-title" className="mt-2 text-sm text-foreground-muted">
        {title}
      </figcaption>
    </figure>
  );
}
