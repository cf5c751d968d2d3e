import { rimTypes } from '@lumen/domain';
import type { RimType } from '@lumen/domain';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/** Rim types (attribute `rimType`), in the catalogue's order. */
export const rimTypeKeys = rimTypes;
export type { RimType };

/*
 * One lens seen from the front, with the bridge leaving it on the left and the temple on the
 * right; the rim around the lens is what changes. The glass's edge is a thin line, the rim the
 * set's stroke, so "a rim" and "no rim" read at a glance.
 */
const upperRim = 'M4.5 12v-1.5A3.5 3.5 0 0 1 8 7h8a3.5 3.5 0 0 1 3.5 3.5V12';
const lowerRim = 'M19.5 12v1.5A3.5 3.5 0 0 1 16 17H8a3.5 3.5 0 0 1-3.5-3.5V12';
/** The bridge towards the other lens and the temple's hinge. */
const bridgeAndTemple = 'M1.5 10.5c1-.75 2-.75 3-.25M19.5 9h3';
/** A short reflection on the glass. */
const glint = 'M8 13.75 10.25 11.5';

/** Props of `RimTypeIcon`: the rim type to draw, the size and an optional accessible name. */
export type RimTypeIconProps = IconSetIconProps & {
  /** The catalogue's rim type key. */
  rimType: RimType;
};

/** A rim type of the §2 icon set "rim types", drawn as one lens and the rim holding it. */
export function RimTypeIcon({ rimType, ...props }: RimTypeIconProps) {
  return (
    <IconSetSvg slot="rim-type-icon" value={rimType} {...props}>
      {() => (
        <>
          <RimDrawing rimType={rimType} />
          <path d={glint} strokeWidth={1.25} />
        </>
      )}
    </IconSetSvg>
  );
}

function RimDrawing({ rimType }: { rimType: RimType }) {
  switch (rimType) {
    case 'full_rim':
      return (
        <>
          <rect x={4.5} y={7} width={15} height={10} rx={3.5} />
          <path d={bridgeAndTemple} />
        </>
      );
    case 'nylor':
      // A rim over the lens; below it only the thin nylon thread.
      return (
        <>
          <path d={upperRim} />
          <path d={bridgeAndTemple} />
          <path d={lowerRim} strokeWidth={0.9} />
        </>
      );
    case 'rimless':
      // The bare glass's edge, with bridge and temple screwed straight onto it.
      return (
        <>
          <rect x={4.5} y={7} width={15} height={10} rx={3.5} strokeWidth={1} strokeDasharray="2 1.5" />
          <path d="M1.5 10.5c1.25-.9 3-.95 4.75-.25M17.75 9H22.5" />
          <circle cx={6.25} cy={10.25} r={0.6} fill="currentColor" stroke="none" />
          <circle cx={17.75} cy={9} r={0.6} fill="currentColor" stroke="none" />
        </>
      );
    case 'inline_grooves':
      // A thin wire set into a groove round the lens: the glass's edge shows outside it.
      return (
        <>
          <rect x={4.5} y={7} width={15} height={10} rx={3.5} strokeWidth={1} />
          <rect x={6.25} y={8.75} width={11.5} height={6.5} rx={2} />
          <path d="M1.5 10.5c1.5-1 3.25-1.1 4.75-.5M17.75 9H22.5" />
        </>
      );
  }
}
