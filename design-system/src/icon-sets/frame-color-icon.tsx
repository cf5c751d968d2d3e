import { frameColorSwatches, type FrameColor } from './frame-colors.ts';
import { IconSetSvg, type IconSetIconProps } from './icon-set-svg.tsx';

/*
 * A frame colour as a round swatch. Most colours are flat; the patterned and the metallic ones are
 * drawn as the material looks: tortoiseshell and havana mottled, the metals with a sheen, and
 * transparent as tinted glass over a checkerboard. A thin ring in the text colour keeps light
 * swatches (white, transparent, beige) visible on a white page.
 */

/** Mottling of the two tortoiseshell colours: dark patches and light ones over the swatch colour. */
const mottling: Partial<
  Record<FrameColor, { dark: string; light: string; patches: string; highlights: string }>
> = {
  tortoise: {
    dark: '#3b2212',
    light: '#c88f48',
    patches:
      'M3 9.5c2-2.5 5-3.5 6.5-2.5s-.5 3-3 4.25S2 12 3 9.5ZM11.5 3.5c2.5-.5 5.5 1 5 3s-3.5 1.5-5 1.75-2.5-4.25 0-4.75ZM12.5 11.5c2-1.5 6-1.75 7.5 0s-1.5 4-4 4.5-5.25-2.75-3.5-4.5ZM5 15.5c1.5-1.5 4.5-1.25 5 .5s-1.5 4.5-3.75 4S3.5 17 5 15.5ZM9.5 10.5c1-.75 2.5-.5 2.5.75s-1.75 2-2.5 1.5-.75-1.5 0-2.25ZM15.5 17.5c1-.5 2.5-.25 2.25.75s-2 1.5-2.5 1-.5-1.25.25-1.75Z',
    highlights:
      'M7 12.5c1.25-.5 2.75 0 2.5 1.25s-2 1.5-2.75.75-.75-1.5.25-2ZM16.5 7.5c1-.5 2.5-.25 2.5.75s-1.5 1.75-2.5 1.25-1-1.5 0-2ZM10.5 18c.75-.5 2-.25 1.75.75s-1.25 1-1.75.5-.5-.75 0-1.25Z',
  },
  havana: {
    dark: '#2a170b',
    light: '#a8723a',
    patches:
      'M6.5 5.5c1-.75 2.5-.5 2.5.75S7.5 8 6.75 7.5s-1-1.25-.25-2ZM12.5 7.25c1.25-.75 3-.25 3 1s-1.75 2-2.75 1.5-1.25-1.75-.25-2.5ZM4.75 11.5c.75-.75 2.25-.5 2.25.75s-1.25 1.5-2 1-1-1-.25-1.75ZM10 13.5c1-.75 2.75-.5 2.75.75s-1.5 2.25-2.5 1.75S9 14.25 10 13.5ZM16.5 13c.75-.5 2-.25 2 .75s-1 1.5-1.75 1.25-1-1.5-.25-2ZM13.5 17.5c.75-.5 2-.25 1.75.75s-1.5 1.25-2 .75-.5-1 .25-1.5ZM6.75 17c.5-.5 1.5-.25 1.5.5s-1 1-1.5.75-.5-.75 0-1.25Z',
    highlights:
      'M9.25 9.5c.75-.25 1.5.25 1.25 1s-1.25.75-1.5.25-.25-1 .25-1.25ZM17 9.25c.5-.25 1.25 0 1.25.75S17.5 11 17 10.5s-.5-1 0-1.25ZM4.75 15.25c.5-.25 1.25 0 1 .75s-1 .75-1.25.25 0-.75.25-1Z',
  },
};

/** The sheen of the metal colours: light, base and shadow tones of a diagonal gradient. */
const sheen: Partial<Record<FrameColor, readonly [string, string, string]>> = {
  gold: ['#f3df97', '#c9a640', '#8c6f22'],
  silver: ['#f1f2f4', '#b8bcc2', '#80858c'],
  gunmetal: ['#8d9299', '#54585e', '#2c2f33'],
};

/** Props of `FrameColorIcon`: the frame colour to show, the size and an optional accessible name. */
export type FrameColorIconProps = Omit<IconSetIconProps, 'color'> & {
  /** The catalogue's frame colour key. */
  color: FrameColor;
};

/** A frame colour of the §2 icon set "colours", drawn as a round swatch of the colour. */
export function FrameColorIcon({ color, ...props }: FrameColorIconProps) {
  return (
    <IconSetSvg slot="frame-color-icon" value={color} {...props}>
      {(id) => <Swatch color={color} id={id} />}
    </IconSetSvg>
  );
}

const disc = { cx: 12, cy: 12, r: 9.25 } as const;

/** The swatch: the colour's surface inside a thin ring. */
function Swatch({ color, id }: { color: FrameColor; id: string }) {
  return (
    <>
      <g stroke="none">
        <Surface color={color} id={id} />
      </g>
      <circle {...disc} strokeWidth={1} strokeOpacity={0.45} />
    </>
  );
}

function Surface({ color, id }: { color: FrameColor; id: string }) {
  const base = frameColorSwatches[color];
  const pattern = mottling[color];
  const tones = sheen[color];

  if (pattern) {
    return (
      <>
        <defs>
          <clipPath id={`${id}-disc`}>
            <circle {...disc} />
          </clipPath>
          <filter id={`${id}-soften`}>
            <feGaussianBlur stdDeviation={0.45} />
          </filter>
        </defs>
        <g clipPath={`url(#${id}-disc)`}>
          <circle {...disc} fill={base} />
          <g filter={`url(#${id}-soften)`}>
            <path d={pattern.patches} fill={pattern.dark} />
            <path d={pattern.highlights} fill={pattern.light} />
          </g>
        </g>
      </>
    );
  }

  if (tones) {
    return (
      <>
        <defs>
          <linearGradient id={`${id}-sheen`} x1="0.15" y1="0.1" x2="0.85" y2="0.9">
            <stop offset="0" stopColor={tones[0]} />
            <stop offset="0.45" stopColor={tones[1]} />
            <stop offset="1" stopColor={tones[2]} />
          </linearGradient>
        </defs>
        <circle {...disc} fill={`url(#${id}-sheen)`} />
      </>
    );
  }

  if (color === 'transparent') {
    return (
      <>
        <defs>
          <pattern id={`${id}-checker`} width={4} height={4} patternUnits="userSpaceOnUse">
            <rect width={4} height={4} fill="#ffffff" />
            <path d="M0 0h2v2H0ZM2 2h2v2H2Z" fill="#c9d1d7" />
          </pattern>
        </defs>
        <circle {...disc} fill={`url(#${id}-checker)`} />
        <circle {...disc} fill={base} fillOpacity={0.55} />
        {/* A glint, as on glass. */}
        <path d="M7 8.5a6.5 6.5 0 0 1 3.5-3.25" stroke="#ffffff" strokeWidth={1.5} />
      </>
    );
  }

  return <circle {...disc} fill={base} />;
}
