import { frameShapes } from '@lumen/domain';
import type { FrameShape } from '@lumen/domain';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/** The catalogue's frame shapes (attribute `frameShape`), in the catalogue's order. */
export const frameShapeKeys = frameShapes;
export type { FrameShape };

/*
 * A pair of glasses seen from the front. Each shape draws the left lens; the right lens is its
 * mirror image, so both sides always match. Lenses sit between x 2 and 11 around y 12.5, leaving
 * the middle for the bridge and the edges for the temples.
 */
const leftLens: Record<FrameShape, string> = {
  round: 'M6.25 8.25a4.25 4.25 0 1 1 0 8.5 4.25 4.25 0 0 1 0-8.5Z',
  oval: 'M6.25 9.25c2.35 0 4.25 1.46 4.25 3.25s-1.9 3.25-4.25 3.25S2 14.29 2 12.5s1.9-3.25 4.25-3.25Z',
  rectangular:
    'M3.5 9.25H9c.83 0 1.5.67 1.5 1.5v3.5c0 .83-.67 1.5-1.5 1.5H3.5c-.83 0-1.5-.67-1.5-1.5v-3.5c0-.83.67-1.5 1.5-1.5Z',
  square:
    'M3.75 8.5H9c.83 0 1.5.67 1.5 1.5v5c0 .83-.67 1.5-1.5 1.5H3.75c-.83 0-1.5-.67-1.5-1.5v-5c0-.83.67-1.5 1.5-1.5Z',
  cat_eye: 'M10.5 10.75C8 9.5 4.75 8.25 1.5 7.5c.25 4.75 2 8.5 4.75 8.5 2.25 0 4-1.75 4.25-5.25Z',
  aviator:
    'M2.75 9c2.5-.5 5-.5 7-.25.5.05.75.4.75 1 0 4-1.5 7.5-4.25 7.5C3.5 17.25 2 13.75 2 10.25c0-.6.25-1.1.75-1.25Z',
  browline: 'M2.25 11c0 3 1.75 5.5 4 5.5s4-2.5 4-5.5',
  butterfly:
    'M2 8c3.5 0 6.5.6 8 1.5.4.25.55.75.5 1.5-.35 3-1.75 5.75-4.5 5.75S1.5 13.5 1.5 9.25C1.5 8.5 1.5 8 2 8Z',
  hexagonal: 'M4.25 8.75h4l2.25 3.75-2.25 3.75h-4L2 12.5Z',
  panto: 'M3.5 9.25H9c.83 0 1.5.67 1.5 1.5v1.5a4.25 4.25 0 0 1-8.5 0v-1.5c0-.83.67-1.5 1.5-1.5Z',
};

/** The bridge between the lenses: a low arch, and for aviators the straight top bar as well. */
const bridge: Record<FrameShape, string> = {
  round: 'M10.5 11.75c.9-.8 2.1-.8 3 0',
  oval: 'M10.5 11.75c.9-.8 2.1-.8 3 0',
  rectangular: 'M10.5 11.5c.9-.8 2.1-.8 3 0',
  square: 'M10.5 11.25c.9-.8 2.1-.8 3 0',
  cat_eye: 'M10.5 11.25c.9-.8 2.1-.8 3 0',
  aviator: 'M10.5 8.75h3M10.5 11.75c.9-.8 2.1-.8 3 0',
  browline: 'M10.5 10c.9-.8 2.1-.8 3 0',
  butterfly: 'M10.5 11.25c.9-.8 2.1-.8 3 0',
  hexagonal: 'M10.5 12.5c.9-.8 2.1-.8 3 0',
  panto: 'M10.5 11.25c.9-.8 2.1-.8 3 0',
};

/** The right lens: the left one mirrored about x = 12. */
function mirrored(path: string) {
  return <path d={path} transform="matrix(-1 0 0 1 24 0)" />;
}

/** Props of `FrameShapeIcon`: the shape to draw, the size and an optional accessible name. */
export type FrameShapeIconProps = IconSetIconProps & {
  /** The catalogue's frame shape key. */
  shape: FrameShape;
};

/** A frame shape of the §2 icon set "frame shapes", drawn as a pair of glasses from the front. */
export function FrameShapeIcon({ shape, ...props }: FrameShapeIconProps) {
  return (
    <IconSetSvg slot="frame-shape-icon" value={shape} {...props}>
      {() => (
        <>
          <path d={leftLens[shape]} />
          {mirrored(leftLens[shape])}
          <path d={bridge[shape]} />
          {shape === 'browline' && (
            // The browline's bold upper rim: a filled bar over both lenses and the bridge.
            <path
              d="M2.25 9.25c0-.7.55-1.25 1.25-1.25h5.5c1.1 0 1.9.5 2.5 1.25h1c.6-.75 1.4-1.25 2.5-1.25h5.5c.7 0 1.25.55 1.25 1.25v.5c0 .8-.5 1.5-1.25 1.5H3.5c-.75 0-1.25-.7-1.25-1.5Z"
              fill="currentColor"
              strokeWidth={1}
            />
          )}
        </>
      )}
    </IconSetSvg>
  );
}
