import { headWidths } from '@lumen/domain';
import type { HeadWidth } from '@lumen/domain';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/** Head widths (attribute `headWidth`), narrow to wide. */
export const headWidthKeys = headWidths;
export type { HeadWidth };

/** Half the head's width on the 24 px grid: the only thing that changes between the three. */
const halfWidth: Record<HeadWidth, number> = { narrow: 4.25, medium: 6, wide: 7.75 };

/** Props of `HeadWidthIcon`: the head width to draw, the size and an optional accessible name. */
export type HeadWidthIconProps = IconSetIconProps & {
  /** The catalogue's head width key. */
  headWidth: HeadWidth;
};

/**
 * A head width of the §2 icon set "head widths": a head from the front above a measuring arrow
 * as wide as the head, so the three read as a scale when shown side by side.
 */
export function HeadWidthIcon({ headWidth, ...props }: HeadWidthIconProps) {
  const w = halfWidth[headWidth];
  const left = 12 - w;
  const right = 12 + w;
  return (
    <IconSetSvg slot="head-width-icon" value={headWidth} {...props}>
      {() => (
        <>
          <ellipse cx={12} cy={9.25} rx={w} ry={6.5} />
          {/* The ears, which the frame's temples rest on. */}
          <path
            d={`M${left} 8c-.9-.1-1.4.6-1.4 1.4s.5 1.5 1.4 1.35M${right} 8c.9-.1 1.4.6 1.4 1.4s-.5 1.5-1.4 1.35`}
          />
          <path d={`M${left} 20H${right}`} />
          <path
            d={`M${left + 1.75} 18.25 ${left} 20l1.75 1.75M${right - 1.75} 18.25 ${right} 20l-1.75 1.75`}
          />
        </>
      )}
    </IconSetSvg>
  );
}
