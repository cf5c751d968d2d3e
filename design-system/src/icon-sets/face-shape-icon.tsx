import { faceShapes } from '@lumen/domain';
import type { FaceShape } from '@lumen/domain';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/** Face shapes a frame suits (attribute `faceShape`), in the catalogue's order. */
export const faceShapeKeys = faceShapes;
export type { FaceShape };

/*
 * The outline of a face from the front with its ears, centred on x = 12, so the shapes differ only
 * where faces do: forehead, cheekbones, jaw and length. Drawn between y 2.5 and 19.5 and moved
 * down by 1 to sit in the middle of the grid.
 */
const outline: Record<FaceShape, string> = {
  oval: 'M12 2.75c3.31 0 6 3.69 6 8.25s-2.69 8.25-6 8.25S6 15.56 6 11s2.69-8.25 6-8.25Z',
  round: 'M12 4a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15Z',
  square:
    'M9 3.5h6A3.5 3.5 0 0 1 18.5 7v8.25c0 2.5-2.5 3.75-6.5 3.75s-6.5-1.25-6.5-3.75V7A3.5 3.5 0 0 1 9 3.5Z',
  heart:
    'M12 3.75c.6-.4 1.2-.75 2-.75 2.75 0 4.5 2.25 4.5 5.5 0 4.75-3.5 9.25-6.5 10.75C9 17.75 5.5 13.25 5.5 8.5 5.5 5.25 7.25 3 10 3c.8 0 1.4.35 2 .75Z',
  long: 'M12 2.5c2.9 0 5 2 5 4.75v7.5c0 2.75-2.1 4.75-5 4.75s-5-2-5-4.75v-7.5C7 4.5 9.1 2.5 12 2.5Z',
  diamond:
    'M12 3c2 0 3.25 2.25 5 5.75.9 1.75.9 3.25 0 5-1.75 3.25-3.5 5.5-5 5.5s-3.25-2.25-5-5.5c-.9-1.75-.9-3.25 0-5C8.75 5.25 10 3 12 3Z',
};

/** Half the face's width at the ears (y 10.25 to 13), where the ears sit on the outline. */
const earOffset: Record<FaceShape, number> = {
  oval: 6,
  round: 7.45,
  square: 6.5,
  heart: 5.95,
  long: 5,
  diamond: 5.65,
};

/** Props of `FaceShapeIcon`: the face shape to draw, the size and an optional accessible name. */
export type FaceShapeIconProps = IconSetIconProps & {
  /** The catalogue's face shape key. */
  shape: FaceShape;
};

/** A face shape of the §2 icon set "face shapes", drawn as the outline of a face. */
export function FaceShapeIcon({ shape, ...props }: FaceShapeIconProps) {
  return (
    <IconSetSvg slot="face-shape-icon" value={shape} {...props}>
      {() => (
        <g transform="translate(0 1)">
          <path d={outline[shape]} />
          <path
            d={`M${12 - earOffset[shape]} 10.25c-.9-.1-1.4.6-1.4 1.4s.5 1.5 1.4 1.35M${12 + earOffset[shape]} 10.25c.9-.1 1.4.6 1.4 1.4s-.5 1.5-1.4 1.35`}
          />
        </g>
      )}
    </IconSetSvg>
  );
}
