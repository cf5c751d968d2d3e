import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * The virtual try-on's picture: the shopper's camera or photo with a frame laid over it. Where the
 * frame goes is worked out outside (from the face's landmarks, in the picture's pixels); the stage
 * only maps those pixels onto its own box, whatever size the box is, so the frame stays on the eyes
 * on a phone and on a desktop. A selfie camera is shown mirrored, as a mirror would: the picture
 * and the frame alike.
 */

/** Where a frame's picture goes, in the pixels of the shopper's picture. */
export interface TryOnPlacement {
  /** The frame's centre. */
  x: number;
  y: number;
  /** The frame's width from end piece to end piece. */
  width: number;
  /** The head's tilt, clockwise. */
  rotationRadians: number;
  /** Narrower as the head turns sideways: 1 facing the camera. */
  turnScale: number;
}

export interface TryOnFrame {
  /** The frame's picture, cut to the frame (a transparent background, the frame's ends at its edges). */
  src: string;
  /** The frame's width over its picture's height, so that its box is right before it loads. */
  aspectRatio: number;
  placement: TryOnPlacement;
}

export type TryOnStageProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** The camera's video or the photo, filling the stage. */
  picture: ReactNode;
  /** The picture's size in pixels (the video's or photo's own): the placement's coordinate space. */
  pictureSize: { width: number; height: number };
  /** The frame to show, when a face was found. */
  frame?: TryOnFrame | undefined;
  /** Shown over the picture: what is going on ("Gesicht suchen …"), for everyone and for screen readers. */
  status?: ReactNode;
  /** A selfie camera: mirrored like a mirror. */
  mirrored?: boolean;
  /** Vertical lines at these x positions of the picture: the edges a shopper marks (a card's). */
  guides?: readonly number[];
  /** The picture's description for screen readers (the video and the overlay are not readable). */
  label: string;
};

export function TryOnStage({
  picture,
  pictureSize,
  frame,
  status,
  mirrored = false,
  guides = [],
  label,
  className,
  ...props
}: TryOnStageProps) {
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const frameStyle: CSSProperties | undefined = frame && {
    left: percent(frame.placement.x, pictureSize.width),
    top: percent(frame.placement.y, pictureSize.height),
    width: percent(frame.placement.width, pictureSize.width),
    aspectRatio: frame.aspectRatio,
    transform: `translate(-50%, -50%) rotate(${frame.placement.rotationRadians}rad) scaleX(${frame.placement.turnScale})`,
  };
  return (
    <figure
      data-slot="try-on-stage"
      className={cn('relative m-0 shrink-0 overflow-hidden rounded-lg bg-surface-muted', className)}
      style={{ aspectRatio: `${pictureSize.width} / ${pictureSize.height}` }}
      {...props}
    >
      <div
        role="img"
        aria-label={label}
        data-slot="try-on-picture"
        className={cn('absolute inset-0', mirrored && '-scale-x-100')}
      >
        <div className="absolute inset-0 [&>*]:h-full [&>*]:w-full [&>*]:object-cover">{picture}</div>
        {guides.map((x, index) => (
          <span
            key={index}
            aria-hidden="true"
            data-slot="try-on-guide"
            className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-accent shadow-[0_0_0_1px_white]"
            style={{ left: percent(x, pictureSize.width) }}
          />
        ))}
        {frame && frameStyle && (
          <img
            data-slot="try-on-frame"
            src={frame.src}
            alt=""
            draggable={false}
            className="pointer-events-none absolute max-w-none select-none"
            style={frameStyle}
          />
        )}
      </div>
      {status && (
        <figcaption
          data-slot="try-on-status"
          aria-live="polite"
          className="absolute inset-x-3 bottom-3 rounded-md bg-surface/90 px-3 py-2 text-center text-sm text-foreground shadow-md"
        >
          {status}
        </figcaption>
      )}
    </figure>
  );
}
